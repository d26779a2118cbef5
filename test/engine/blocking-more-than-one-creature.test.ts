// 509.1a: a creature that can block more than one attacker ("can block an additional creature each combat", "can
// block any number of creatures"); 510.1d: its combat damage divided among the attackers it blocks; 702.19b: lethal
// damage counts what other attackers assign it in the same step.

import { describe, expect, it } from "vitest";
import { duel, type Scenario } from "../support/scenario.ts";

const id = (g: Scenario, name: string, controller?: string): number => g.permanent(name, controller).id;

/** Ana attacks Ben with these creatures and goes to Ben's declare blockers prompt. */
function attackWith(g: Scenario, names: readonly string[]): void {
  g.passUntilPrompt("declareAttackers");
  g.answer({ kind: "attackers", attacks: names.map((n) => ({ attacker: id(g, n, "Ana"), defender: g.playerId("Ben") })) });
  g.passUntilPrompt("declareBlockers");
}

/** Combat damage dealt so far, as "source -> target amount". */
function combatDamage(g: Scenario): string[] {
  return g.eventsOf("damageDealt").flatMap((e) => (e.combat ? [`${e.sourceName} -> ${e.targetName} ${e.amount}`] : []));
}

describe("blocking more than one creature", () => {
  it("509.1a: with High Ground, a creature may block two attackers — each listed once — but not three, nor one twice", () => {
    const g = duel({ battlefield: ["Grizzly Bears", "Savannah Lions", "Raging Goblin"] }, { battlefield: ["High Ground", "Hill Giant"] });
    attackWith(g, ["Grizzly Bears", "Savannah Lions", "Raging Goblin"]);
    const giant = id(g, "Hill Giant");
    expect(g.expectPrompt("declareBlockers").options).toEqual([
      { blocker: giant, attackers: ["Grizzly Bears", "Savannah Lions", "Raging Goblin"].map((n) => id(g, n)), maxAttackers: 2 },
    ]);
    const blocks = (...names: string[]) => ({ kind: "blockers" as const, blocks: names.map((n) => ({ blocker: giant, attacker: id(g, n) })) });
    const three = g.refuseAnswer(blocks("Grizzly Bears", "Savannah Lions", "Raging Goblin"), "Ben");
    expect([three.rule, three.message]).toEqual(["509.1a", "that creature can block at most 2 attackers"]);
    expect(g.refuseAnswer(blocks("Grizzly Bears", "Grizzly Bears"), "Ben").rule).toBe("509.1a");
    g.answer(blocks("Grizzly Bears", "Savannah Lions"), "Ben");
    expect(g.state.combat!.attackers.map((a) => a.blocked)).toEqual([true, true, false]);
    expect(g.log().join("\n")).toContain("Hill Giant blocks Grizzly Bears, Hill Giant blocks Savannah Lions");
  });

  it("509.1a: without such an ability, a creature blocks one attacker only; an old one-blocker answer stays valid", () => {
    const g = duel({ battlefield: ["Grizzly Bears", "Savannah Lions"] }, { battlefield: ["Hill Giant"] });
    attackWith(g, ["Grizzly Bears", "Savannah Lions"]);
    expect(g.expectPrompt("declareBlockers").options[0]!.maxAttackers).toBeUndefined();
    const both = ["Grizzly Bears", "Savannah Lions"].map((n) => ({ blocker: id(g, "Hill Giant"), attacker: id(g, n) }));
    expect(g.refuseAnswer({ kind: "blockers", blocks: both }, "Ben").message).toBe("each creature can block only one attacker");
    g.answer({ kind: "blockers", blocks: both.slice(0, 1) }, "Ben");
  });

  it("509.1a: two High Grounds let a creature block three attackers; Palace Guard blocks any number", () => {
    const g = duel(
      { battlefield: ["Grizzly Bears", "Savannah Lions", "Raging Goblin"] },
      { battlefield: ["High Ground", "High Ground", "Hill Giant", "Palace Guard"] },
    );
    attackWith(g, ["Grizzly Bears", "Savannah Lions", "Raging Goblin"]);
    const options = g.expectPrompt("declareBlockers").options;
    expect(options.map((o) => [g.nameOfObject(o.blocker), o.maxAttackers])).toEqual([
      ["Hill Giant", 3],
      ["Palace Guard", 3],
    ]);
  });

  it("510.1d: a creature blocking two attackers divides its combat damage among them as its controller chooses", () => {
    const g = duel({ battlefield: ["Grizzly Bears", "Savannah Lions"] }, { battlefield: ["High Ground", "Hill Giant"] });
    attackWith(g, ["Grizzly Bears", "Savannah Lions"]);
    const giant = id(g, "Hill Giant");
    g.answer({ kind: "blockers", blocks: ["Grizzly Bears", "Savannah Lions"].map((n) => ({ blocker: giant, attacker: id(g, n) })) }, "Ben");
    g.passUntilPrompt("assignCombatDamage");
    const prompt = g.expectPrompt("assignCombatDamage", "Ben");
    expect(prompt).toMatchObject({ attacker: giant, amount: 3, blockers: [id(g, "Grizzly Bears"), id(g, "Savannah Lions")], defender: null, blocking: true });
    expect(g.refuseAnswer({ kind: "damage", assignment: [{ blocker: id(g, "Grizzly Bears"), amount: 2 }] }, "Ben").rule).toBe("510.1c");
    expect(g.refuseAnswer({ kind: "damage", assignment: [{ blocker: id(g, "Grizzly Bears"), amount: 1 }], toPlayer: 2 }, "Ben").rule).toBe("702.19b");
    g.answer(
      {
        kind: "damage",
        assignment: [
          { blocker: id(g, "Grizzly Bears"), amount: 2 },
          { blocker: id(g, "Savannah Lions"), amount: 1 },
        ],
      },
      "Ben",
    );
    expect(combatDamage(g).sort()).toEqual([
      "Grizzly Bears -> Hill Giant 2",
      "Hill Giant -> Grizzly Bears 2",
      "Hill Giant -> Savannah Lions 1",
      "Savannah Lions -> Hill Giant 2",
    ]);
    expect(g.graveyardNames("Ana").sort()).toEqual(["Grizzly Bears", "Savannah Lions"]);
    expect(g.graveyardNames("Ben")).toEqual(["Hill Giant"]);
  });

  it("510.1d: when one of the attackers it blocks has left combat, a blocker assigns all its damage to the other", () => {
    const g = duel({ battlefield: ["Grizzly Bears", "Savannah Lions"] }, { hand: ["Unsummon"], battlefield: ["High Ground", "Palace Guard", "Island"] });
    attackWith(g, ["Grizzly Bears", "Savannah Lions"]);
    const guard = id(g, "Palace Guard");
    g.answer({ kind: "blockers", blocks: ["Grizzly Bears", "Savannah Lions"].map((n) => ({ blocker: guard, attacker: id(g, n) })) }, "Ben");
    g.pass();
    g.castAndPay("Unsummon", "Grizzly Bears").passAll();
    g.passUntil("postcombatMain");
    expect(combatDamage(g).sort()).toEqual(["Palace Guard -> Savannah Lions 1", "Savannah Lions -> Palace Guard 2"]);
  });

  it("702.19b: lethal damage counts what other attackers assign in the same step (as in the rule's example, a 2/2 blocking a 1/1 and a trampler)", () => {
    const g = duel({ battlefield: ["Raging Goblin", "Colossal Dreadmaw"] }, { battlefield: ["High Ground", "Grizzly Bears"] });
    attackWith(g, ["Raging Goblin", "Colossal Dreadmaw"]);
    const bears = id(g, "Grizzly Bears");
    g.answer({ kind: "blockers", blocks: ["Raging Goblin", "Colossal Dreadmaw"].map((n) => ({ blocker: bears, attacker: id(g, n) })) }, "Ben");
    g.passUntilPrompt("assignCombatDamage");
    // The goblin's 1 damage is assigned first; 1 more is lethal to the 2/2 Grizzly Bears.
    expect(g.expectPrompt("assignCombatDamage", "Ana")).toMatchObject({ attacker: id(g, "Colossal Dreadmaw"), lethal: [1], defender: g.playerId("Ben") });
    g.answer({ kind: "damage", assignment: [{ blocker: bears, amount: 1 }], toPlayer: 5 });
    g.answer({ kind: "damage", assignment: [{ blocker: id(g, "Raging Goblin"), amount: 2 }] }, "Ben");
    expect(g.life("Ben")).toBe(15);
    expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears"]);
    expect(g.graveyardNames("Ana")).toEqual(["Raging Goblin"]);
  });
});
