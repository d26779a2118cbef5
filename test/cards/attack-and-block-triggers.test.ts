// Abilities that trigger on attacking, blocking and becoming blocked (508.3a, 509.3a–d): Sylvan Basilisk, Loyal
// Sentry, Goblin Elite Infantry, Elvish Berserker, Fog Elemental, Contaminated Bond.

import { describe, expect, it } from "vitest";
import { duel, type Scenario } from "../support/scenario.ts";

/** Ana attacks Ben with `attackers`; Ben blocks as `blocks` says (blocker → attacker); stops in the declare blockers step. */
function combat(g: Scenario, attackers: string[], blocks: [string, string][] = []): Scenario {
  g.passUntilPrompt("declareAttackers");
  g.answer({ kind: "attackers", attacks: attackers.map((a) => ({ attacker: g.permanent(a, "Ana").id, defender: g.playerId("Ben") })) });
  if (blocks.length === 0) return g;
  g.passUntilPrompt("declareBlockers");
  return g.answer({ kind: "blockers", blocks: blocks.map(([b, a]) => ({ blocker: g.permanent(b, "Ben").id, attacker: g.permanent(a, "Ana").id })) });
}

describe("Sylvan Basilisk", () => {
  it("509.3d: each creature blocking it is destroyed, one trigger for each", () => {
    const g = duel({ battlefield: ["Sylvan Basilisk"] }, { battlefield: ["Grizzly Bears", "Hill Giant"] });
    combat(
      g,
      ["Sylvan Basilisk"],
      [
        ["Grizzly Bears", "Sylvan Basilisk"],
        ["Hill Giant", "Sylvan Basilisk"],
      ],
    );
    g.expectPrompt("orderTriggers");
    g.answer({ kind: "order", order: [0, 1] });
    expect(g.state.stack).toHaveLength(2);
    g.passAll().passAll();
    expect(g.graveyardNames("Ben").sort()).toEqual(["Grizzly Bears", "Hill Giant"]);
    // 509.1h: it stays blocked: no damage to Ben.
    g.passUntil("postcombatMain");
    expect(g.life("Ben")).toBe(20);
  });
});

describe("Loyal Sentry", () => {
  it("509.3b: when it blocks a creature, that creature and Loyal Sentry are destroyed", () => {
    const g = duel({ battlefield: ["Hill Giant"] }, { battlefield: ["Loyal Sentry"] });
    combat(g, ["Hill Giant"], [["Loyal Sentry", "Hill Giant"]]);
    g.passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Hill Giant"]);
    expect(g.graveyardNames("Ben")).toEqual(["Loyal Sentry"]);
  });
});

describe("Goblin Elite Infantry", () => {
  it("509.3c: when it becomes blocked, it gets -1/-1 — once, however many creatures block it", () => {
    const g = duel({ battlefield: ["Goblin Elite Infantry"] }, { battlefield: ["Llanowar Elves", "Grizzly Bears"] });
    combat(
      g,
      ["Goblin Elite Infantry"],
      [
        ["Llanowar Elves", "Goblin Elite Infantry"],
        ["Grizzly Bears", "Goblin Elite Infantry"],
      ],
    );
    expect(g.state.stack).toHaveLength(1);
    g.passAll();
    expect(g.pt("Goblin Elite Infantry")).toEqual([1, 1]);
  });

  it("509.3a: when it blocks, it gets -1/-1", () => {
    const g = duel({ battlefield: ["Grizzly Bears"] }, { battlefield: ["Goblin Elite Infantry"] });
    combat(g, ["Grizzly Bears"], [["Goblin Elite Infantry", "Grizzly Bears"]]);
    g.passAll();
    expect(g.pt("Goblin Elite Infantry")).toEqual([1, 1]);
  });

  it("508.3a: attacking unblocked, nothing triggers", () => {
    const g = duel({ battlefield: ["Goblin Elite Infantry"] });
    combat(g, ["Goblin Elite Infantry"]);
    expect(g.state.stack).toHaveLength(0);
    expect(g.pt("Goblin Elite Infantry")).toEqual([2, 2]);
  });
});

describe("Elvish Berserker", () => {
  it("509.3c: it gets +1/+1 for each creature blocking it as the ability resolves", () => {
    const g = duel({ battlefield: ["Elvish Berserker"] }, { battlefield: ["Llanowar Elves", "Grizzly Bears", "Hill Giant"] });
    combat(
      g,
      ["Elvish Berserker"],
      [
        ["Llanowar Elves", "Elvish Berserker"],
        ["Grizzly Bears", "Elvish Berserker"],
        ["Hill Giant", "Elvish Berserker"],
      ],
    );
    expect(g.state.stack).toHaveLength(1);
    g.passAll();
    expect(g.pt("Elvish Berserker")).toEqual([4, 4]);
  });
});

describe("Fog Elemental", () => {
  it("603.7a: when it attacks, it is sacrificed at end of combat", () => {
    const g = duel({ battlefield: ["Fog Elemental"] });
    combat(g, ["Fog Elemental"]);
    g.passUntil("combatDamage");
    expect(g.life("Ben")).toBe(16);
    expect(g.permanents("Fog Elemental")).toHaveLength(1);
    g.passUntil("postcombatMain");
    expect(g.graveyardNames("Ana")).toEqual(["Fog Elemental"]);
  });

  it("when it blocks, the same", () => {
    const g = duel({ battlefield: ["Wind Drake"] }, { battlefield: ["Fog Elemental"] });
    combat(g, ["Wind Drake"], [["Fog Elemental", "Wind Drake"]]);
    g.passUntil("postcombatMain");
    expect(g.graveyardNames("Ben")).toEqual(["Fog Elemental"]);
    expect(g.graveyardNames("Ana")).toEqual(["Wind Drake"]);
  });
});

describe("Contaminated Bond", () => {
  it("508.3a: whenever enchanted creature attacks, its controller loses 3 life", () => {
    const g = duel({ hand: ["Contaminated Bond"], battlefield: ["Swamp", "Swamp", "Grizzly Bears"] });
    g.castAndPay("Contaminated Bond", "Grizzly Bears").passAll();
    combat(g, ["Grizzly Bears"]);
    g.passAll();
    expect(g.life("Ana")).toBe(17);
  });

  it("509.3a: whenever it blocks, its controller (not the Aura's) loses 3 life", () => {
    const g = duel({ hand: ["Contaminated Bond"], battlefield: ["Swamp", "Swamp", "Hill Giant"] }, { battlefield: ["Grizzly Bears"] });
    g.castAndPay("Contaminated Bond", "Grizzly Bears").passAll();
    combat(g, ["Hill Giant"], [["Grizzly Bears", "Hill Giant"]]);
    g.passAll();
    expect(g.life("Ben")).toBe(17);
    expect(g.life("Ana")).toBe(20);
  });
});
