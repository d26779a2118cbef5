// Heart of Light (prevention of damage dealt to and by what it enchants, 615.1a), Spirit Link (a trigger on the damage a
// creature deals, 120.2, once for the combat damage it deals at once, 510.2), Sengir Vampire ("a creature dealt damage
// by [this] this turn dies").

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Heart of Light", () => {
  it("615.1a: damage dealt to the enchanted creature and damage it deals are prevented", () => {
    const g = duel({ hand: ["Heart of Light"], battlefield: ["Plains", "Plains", "Plains", "Hill Giant"] }, { battlefield: ["Grizzly Bears"] });
    g.castAndPay("Heart of Light", "Hill Giant").passAll();
    g.attackAndBlock("Hill Giant", "Grizzly Bears");
    g.passUntil("postcombatMain");
    expect(g.permanent("Hill Giant").damage).toBe(0);
    expect(g.permanents("Grizzly Bears")).toHaveLength(1);
    expect(g.permanent("Grizzly Bears").damage).toBe(0);
  });

  it("other creatures deal and are dealt damage as usual", () => {
    const g = duel({ hand: ["Heart of Light"], battlefield: ["Plains", "Plains", "Plains", "Hill Giant", "Grizzly Bears"] });
    g.castAndPay("Heart of Light", "Hill Giant").passAll();
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: ["Hill Giant", "Grizzly Bears"].map((n) => ({ attacker: g.permanent(n).id, defender: g.playerId("Ben") })) });
    g.passUntil("postcombatMain");
    expect(g.life("Ben")).toBe(18);
  });
});

describe("Spirit Link", () => {
  it("120.2: whenever enchanted creature deals damage, the Aura's controller gains that much life", () => {
    const g = duel({ hand: ["Spirit Link"], battlefield: ["Plains", "Hill Giant"] });
    g.castAndPay("Spirit Link", "Hill Giant").passAll();
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Hill Giant").id, defender: g.playerId("Ben") }] });
    g.passUntil("combatDamage");
    expect(g.state.stack).toHaveLength(1);
    g.passAll();
    expect(g.life("Ben")).toBe(17);
    expect(g.life("Ana")).toBe(23);
  });

  it("510.2: combat damage dealt at once to two blockers triggers it once, for the total", () => {
    const g = duel({ hand: ["Spirit Link"], battlefield: ["Plains", "Craw Wurm"] }, { battlefield: ["Grizzly Bears", "Llanowar Elves"] });
    g.castAndPay("Spirit Link", "Craw Wurm").passAll();
    g.passUntilPrompt("declareAttackers");
    const wurm = g.permanent("Craw Wurm").id;
    g.answer({ kind: "attackers", attacks: [{ attacker: wurm, defender: g.playerId("Ben") }] });
    g.passUntilPrompt("declareBlockers");
    g.answer({
      kind: "blockers",
      blocks: ["Grizzly Bears", "Llanowar Elves"].map((b) => ({ blocker: g.permanent(b).id, attacker: wurm })),
    });
    g.passUntilPrompt("assignCombatDamage");
    g.answer({
      kind: "damage",
      assignment: [
        { blocker: g.permanent("Grizzly Bears").id, amount: 4 },
        { blocker: g.permanent("Llanowar Elves").id, amount: 2 },
      ],
    });
    expect(g.state.stack).toHaveLength(1);
    g.passAll();
    expect(g.life("Ana")).toBe(26);
  });

  it("on an opponent's creature, its controller still gains the life", () => {
    const g = duel({ hand: ["Spirit Link"], battlefield: ["Plains"] }, { battlefield: ["Grizzly Bears"] });
    g.castAndPay("Spirit Link", "Grizzly Bears").passAll();
    g.passUntil("precombatMain", 4);
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Grizzly Bears").id, defender: g.playerId("Ana") }] });
    g.passUntil("combatDamage");
    g.passAll();
    expect(g.life("Ana")).toBe(20);
  });
});

describe("Sengir Vampire", () => {
  it("120.2: a creature it dealt damage this turn dies: it gets a +1/+1 counter", () => {
    const g = duel({ battlefield: ["Sengir Vampire"] }, { battlefield: ["Wind Drake"] });
    g.attackAndBlock("Sengir Vampire", "Wind Drake");
    g.passUntil("combatDamage");
    g.passAll();
    expect(g.permanent("Sengir Vampire").counters["+1/+1"]).toBe(1);
    expect(g.pt("Sengir Vampire")).toEqual([5, 5]);
  });

  it("it dealt the damage earlier in the turn; the creature dies to something else later", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Sengir Vampire", "Mountain"] }, { battlefield: ["Giant Spider", "Samite Healer"] });
    g.attackAndBlock("Sengir Vampire", "Giant Spider").pass();
    g.activate("Samite Healer").targets("Giant Spider").autoPay().passAll();
    g.passUntil("postcombatMain");
    expect(g.permanent("Giant Spider").damage).toBe(3);
    g.castAndPay("Lightning Bolt", "Giant Spider").passAll();
    expect(g.graveyardNames("Ben")).toContain("Giant Spider");
    g.passAll();
    expect(g.permanent("Sengir Vampire").counters["+1/+1"]).toBe(1);
  });

  it("a creature it didn't damage dies: nothing", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Sengir Vampire", "Mountain"] }, { battlefield: ["Grizzly Bears"] });
    g.castAndPay("Lightning Bolt", "Grizzly Bears").passAll();
    expect(g.state.stack).toHaveLength(0);
    expect(g.permanent("Sengir Vampire").counters["+1/+1"]).toBeUndefined();
  });

  it("damage dealt last turn doesn't count", () => {
    const g = duel(
      { hand: ["Lightning Bolt", "Shock"], battlefield: ["Sengir Vampire", "Mountain", "Mountain"] },
      { battlefield: ["Giant Spider", "Samite Healer"] },
    );
    g.attackAndBlock("Sengir Vampire", "Giant Spider").pass();
    g.activate("Samite Healer").targets("Giant Spider").autoPay().passAll();
    g.passUntil("precombatMain", 4).pass();
    g.castAndPay("Lightning Bolt", "Giant Spider").passAll().pass();
    g.castAndPay("Shock", "Giant Spider").passAll();
    expect(g.graveyardNames("Ben")).toContain("Giant Spider");
    expect(g.state.stack).toHaveLength(0);
    expect(g.permanent("Sengir Vampire").counters["+1/+1"]).toBeUndefined();
  });
});
