// Combat keywords: deathtouch (Typhoid Rats, Ambush Viper), lifelink (Vampire Nighthawk), indestructible (Darksteel
// Myr), haste (Raging Goblin) and double strike (Fencing Ace).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";
import { attack, block, attackerOptions, blockerOptions } from "../support/combat.ts";
import { castOffered } from "../support/casting.ts";

describe("Typhoid Rats", () => {
  it("702.2b, 704.5h: deathtouch — 1 damage destroys the Hill Giant it blocks", () => {
    const g = duel({ battlefield: ["Typhoid Rats"] }, { battlefield: ["Hill Giant"] }, { activePlayer: 1 });
    attack(g, "Hill Giant");
    block(g, ["Typhoid Rats", "Hill Giant"]);
    g.passUntil("endOfCombat");
    expect(g.eventsOf("zoneChanged").find((e) => e.name === "Hill Giant")).toMatchObject({ to: "graveyard", rule: "704.5h" });
    expect(g.graveyardNames("Ben")).toEqual(["Hill Giant"]);
    expect(g.graveyardNames("Ana")).toEqual(["Typhoid Rats"]);
  });
});

describe("Vampire Nighthawk", () => {
  it("702.9b, 702.2b, 702.15b: a flier with deathtouch and lifelink — it kills the Giant Spider that blocks it and gains Ana 2 life", () => {
    const g = duel({ battlefield: ["Vampire Nighthawk"] }, { battlefield: ["Giant Spider", "Grizzly Bears"] });
    attack(g, "Vampire Nighthawk");
    expect(blockerOptions(g)).toEqual(["Giant Spider"]);
    block(g, ["Giant Spider", "Vampire Nighthawk"]);
    g.passUntil("endOfCombat");
    expect(g.graveyardNames("Ben")).toEqual(["Giant Spider"]);
    expect(g.permanent("Vampire Nighthawk").damage).toBe(2);
    expect(g.life("Ana")).toBe(22);
    expect(g.life("Ben")).toBe(20);
  });
});

describe("Darksteel Myr", () => {
  it("702.12b: indestructible — Doom Blade resolves but doesn't destroy it, and lethal damage doesn't either", () => {
    const g = duel({ battlefield: ["Darksteel Myr"] }, { hand: ["Doom Blade", "Shock"], battlefield: ["Swamp", "Swamp", "Mountain"] });
    g.pass();
    g.castAndPay("Doom Blade", "Darksteel Myr").passAll();
    expect(g.eventsOf("countered")).toEqual([]);
    expect(g.graveyardNames("Ben")).toEqual(["Doom Blade"]);
    g.pass();
    g.castAndPay("Shock", "Darksteel Myr").passAll();
    expect(g.permanent("Darksteel Myr").damage).toBe(2);
    expect(g.graveyardNames("Ana")).toEqual([]);
  });

  it("704.5f: indestructible doesn't save it from 0 toughness — Festering Goblin's -1/-1 kills it", () => {
    const g = duel({ battlefield: ["Festering Goblin"] }, { hand: ["Shock"], battlefield: ["Mountain", "Darksteel Myr"] });
    g.pass();
    g.castAndPay("Shock", "Festering Goblin").passAll();
    g.targets("Darksteel Myr").passAll();
    expect(g.eventsOf("zoneChanged").find((e) => e.name === "Darksteel Myr")).toMatchObject({ to: "graveyard", rule: "704.5f" });
  });
});

describe("Ambush Viper", () => {
  it("702.8a: flash — cast in the opponent's turn after attackers are declared, it blocks and its deathtouch kills the attacker", () => {
    const g = duel({ hand: ["Ambush Viper", "Grizzly Bears"], battlefield: ["Forest", "Forest"] }, { battlefield: ["Hill Giant"] }, { activePlayer: 1 });
    g.pass();
    // In Ben's main phase: the Viper can be cast, the Bears can't.
    expect(castOffered(g, "Ambush Viper")).toBe(true);
    expect(castOffered(g, "Grizzly Bears")).toBe(false);
    attack(g, "Hill Giant");
    g.pass();
    g.castAndPay("Ambush Viper").passAll();
    block(g, ["Ambush Viper", "Hill Giant"]);
    g.passUntil("endOfCombat");
    expect(g.graveyardNames("Ben")).toEqual(["Hill Giant"]);
    expect(g.graveyardNames("Ana")).toEqual(["Ambush Viper"]);
    expect(g.life("Ana")).toBe(20);
  });
});

describe("Raging Goblin", () => {
  it("702.10b: haste — it attacks the turn it comes under Ana's control", () => {
    const g = duel({ hand: ["Raging Goblin", "Grizzly Bears"], battlefield: ["Mountain", "Forest", "Forest"] });
    g.castAndPay("Raging Goblin").passAll();
    g.castAndPay("Grizzly Bears").passAll();
    expect(attackerOptions(g)).toEqual(["Raging Goblin"]);
    attack(g, "Raging Goblin");
    g.passUntil("endOfCombat");
    expect(g.life("Ben")).toBe(19);
  });
});

describe("Fencing Ace", () => {
  it("702.4b: double strike — unblocked, it deals its 1 damage twice, in two combat damage steps", () => {
    const g = duel({ battlefield: ["Fencing Ace"] });
    attack(g, "Fencing Ace");
    g.passUntil("endOfCombat");
    expect(g.eventsOf("stepBegan").map((e) => e.step)).toContain("firstStrikeDamage");
    expect(g.eventsOf("damageDealt")).toMatchObject([
      { sourceName: "Fencing Ace", targetName: "Ben", amount: 1, combat: true },
      { sourceName: "Fencing Ace", targetName: "Ben", amount: 1, combat: true },
    ]);
    expect(g.life("Ben")).toBe(18);
  });

  it("702.4b, 510.4: blocked by Savannah Lions, it kills them in the first-strike step, so they never deal damage", () => {
    const g = duel({ battlefield: ["Fencing Ace"] }, { battlefield: ["Savannah Lions"] });
    attack(g, "Fencing Ace");
    block(g, ["Savannah Lions", "Fencing Ace"]);
    g.passUntil("endOfCombat");
    expect(g.graveyardNames("Ben")).toEqual(["Savannah Lions"]);
    expect(g.permanent("Fencing Ace").damage).toBe(0);
  });
});
