// Circle of Protection: Red: the next time a chosen red source would deal damage, it is prevented (615).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";
import { chooseObject, activateAndResolve } from "../support/casting.ts";
import { shields, attack, block, combatDamage } from "../support/combat.ts";

describe("Circle of Protection: Red", () => {
  it("609.7a: the source is chosen as the ability resolves, among red sources — permanents and spells, not others", () => {
    const g = duel(
      { hand: ["Lightning Bolt"], battlefield: ["Mountain", "Goblin Piker", "Grizzly Bears"] },
      { battlefield: ["Circle of Protection: Red", "Plains", "Plains"] },
    );
    g.castAndPay("Lightning Bolt", "Ben").pass();
    g.activate("Circle of Protection: Red").autoPay();
    // Nothing is chosen while activating (only while resolving).
    g.expectPrompt("priority", "Ben");
    g.passAll();
    const prompt = g.expectPrompt("chooseObject", "Ben");
    expect(prompt.options.map((o) => g.nameOfObject(o)).sort()).toEqual(["Goblin Piker", "Lightning Bolt"]);
    chooseObject(g, "Lightning Bolt");
    g.passAll();
    expect(g.life("Ben")).toBe(20);
    expect(g.eventsOf("damagePrevented")).toMatchObject([{ sourceName: "Lightning Bolt", amount: 3, rule: "615.8" }]);
    expect(shields(g)).toEqual([]);
  });

  it("609.7a: a player chooses the source of an ability whose source is gone, and the damage it deals to them is prevented", () => {
    const g = duel({ battlefield: ["Mogg Fanatic", "Mountain"] }, { battlefield: ["Circle of Protection: Red", "Plains"] });
    g.activate("Mogg Fanatic").targets("Ben").autoPay().pass();
    // Ben, with the Fanatic's ability on the stack and the Fanatic in Ana's graveyard, activates the Circle.
    g.activate("Circle of Protection: Red").autoPay().passAll();
    const fanaticAbility = g.state.stack.find((o) => o.kind === "ability" && o.sourceCard === "Mogg Fanatic")!.id;
    expect(g.expectPrompt("chooseObject", "Ben").options).toEqual([fanaticAbility]);
    g.answer({ kind: "choose", object: fanaticAbility });
    g.passAll();
    expect(g.life("Ben")).toBe(20);
    expect(g.eventsOf("damagePrevented")).toMatchObject([{ sourceName: "Mogg Fanatic", amount: 1, rule: "615.8" }]);
  });

  it("615.8: only the next time — the same source's second damage is dealt", () => {
    const g = duel(
      { battlefield: ["Arc-Slogger", "Mountain", "Mountain"], library: Array.from({ length: 25 }, () => "Plains") },
      { battlefield: ["Circle of Protection: Red", "Plains"] },
    );
    g.pass();
    activateAndResolve(g, "Circle of Protection: Red");
    chooseObject(g, "Arc-Slogger");
    expect(shields(g)).toEqual(["Circle of Protection: Red: preventDamage"]);
    g.activate("Arc-Slogger").targets("Ben").autoPay().passAll();
    expect(g.life("Ben")).toBe(20);
    g.activate("Arc-Slogger").targets("Ben").autoPay().passAll();
    expect(g.life("Ben")).toBe(18);
  });

  it("609.7a: it prevents damage to you only — not to your creatures, which don't use it up — and only from the chosen source", () => {
    const g = duel(
      { battlefield: ["Arc-Slogger", "Goblin Piker", "Raging Goblin", "Mountain"], library: Array.from({ length: 25 }, () => "Plains") },
      { battlefield: ["Circle of Protection: Red", "Plains", "Hill Giant"] },
    );
    g.pass();
    activateAndResolve(g, "Circle of Protection: Red");
    chooseObject(g, "Goblin Piker");
    // Damage from the chosen source to Ben's creature: dealt, and the shield stays.
    g.activate("Arc-Slogger").targets("Hill Giant").autoPay().passAll();
    expect(g.permanent("Hill Giant").damage).toBe(2);
    expect(shields(g)).toEqual(["Circle of Protection: Red: preventDamage"]);
    attack(g, "Goblin Piker", "Raging Goblin");
    block(g);
    g.passUntil("combatDamage");
    expect(combatDamage(g)).toEqual(["Raging Goblin → Ben: 1"]);
    expect(g.life("Ben")).toBe(19);
    expect(g.eventsOf("damagePrevented")).toMatchObject([{ sourceName: "Goblin Piker", amount: 2 }]);
  });

  it("615.9: a chosen source that is no longer red when it would deal damage isn't prevented", () => {
    const g = duel({ hand: ["Deathlace"], battlefield: ["Goblin Piker", "Swamp"] }, { battlefield: ["Circle of Protection: Red", "Plains"] });
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Goblin Piker").id, defender: g.playerId("Ben") }] });
    g.pass();
    activateAndResolve(g, "Circle of Protection: Red");
    chooseObject(g, "Goblin Piker");
    g.castAndPay("Deathlace", "Goblin Piker").passAll();
    g.passUntil("combatDamage");
    expect(g.life("Ben")).toBe(18);
    expect(g.eventsOf("damagePrevented")).toEqual([]);
  });

  it("615.1: with no red source to choose, the ability does nothing", () => {
    const g = duel({ battlefield: ["Grizzly Bears"] }, { battlefield: ["Circle of Protection: Red", "Plains"] });
    g.pass();
    activateAndResolve(g, "Circle of Protection: Red");
    g.expectPrompt("priority", "Ana");
    expect(shields(g)).toEqual([]);
  });
});
