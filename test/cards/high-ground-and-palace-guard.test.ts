// High Ground ("each creature you control can block an additional creature each combat") and Palace Guard ("can block
// any number of creatures"): 509.1a, with the blocker's damage divided among the attackers it blocks (510.1d).

import { describe, expect, it } from "vitest";
import { duel, type Scenario } from "../support/scenario.ts";

const id = (g: Scenario, name: string, controller?: string): number => g.permanent(name, controller).id;

function attackWith(g: Scenario, names: readonly string[]): void {
  g.passUntilPrompt("declareAttackers");
  g.answer({ kind: "attackers", attacks: names.map((n) => ({ attacker: id(g, n, "Ana"), defender: g.playerId("Ben") })) });
  g.passUntilPrompt("declareBlockers");
}

describe("High Ground", () => {
  it("509.1a: only its controller's creatures can block an additional creature", () => {
    const g = duel({ battlefield: ["High Ground", "Grizzly Bears", "Savannah Lions"] }, { battlefield: ["Hill Giant"] });
    attackWith(g, ["Grizzly Bears", "Savannah Lions"]);
    expect(g.expectPrompt("declareBlockers").options[0]!.maxAttackers).toBeUndefined();
  });

  it("509.1a, 510.1d: a 1/1 blocking two 1/1s with High Ground kills only the one it assigns its damage to", () => {
    const g = duel({ battlefield: ["Raging Goblin", "Llanowar Elves"] }, { battlefield: ["High Ground", "Giant Spider"] });
    attackWith(g, ["Raging Goblin", "Llanowar Elves"]);
    const spider = id(g, "Giant Spider");
    g.answer({ kind: "blockers", blocks: ["Raging Goblin", "Llanowar Elves"].map((n) => ({ blocker: spider, attacker: id(g, n) })) }, "Ben");
    g.passUntilPrompt("assignCombatDamage");
    g.answer({ kind: "damage", assignment: [{ blocker: id(g, "Llanowar Elves"), amount: 2 }] }, "Ben");
    expect(g.graveyardNames("Ana")).toEqual(["Llanowar Elves"]);
    expect(g.permanent("Giant Spider").damage).toBe(2);
    expect(g.life("Ben")).toBe(20);
  });
});

describe("Palace Guard", () => {
  it("509.1a: it can block every creature attacking its controller, each of them becoming blocked", () => {
    const g = duel({ battlefield: ["Grizzly Bears", "Savannah Lions", "Raging Goblin"] }, { battlefield: ["Palace Guard"] });
    attackWith(g, ["Grizzly Bears", "Savannah Lions", "Raging Goblin"]);
    const guard = id(g, "Palace Guard");
    expect(g.expectPrompt("declareBlockers").options[0]!.maxAttackers).toBe(3);
    g.answer({ kind: "blockers", blocks: ["Grizzly Bears", "Savannah Lions", "Raging Goblin"].map((n) => ({ blocker: guard, attacker: id(g, n) })) }, "Ben");
    expect(g.state.combat!.attackers.every((a) => a.blocked)).toBe(true);
    g.passUntilPrompt("assignCombatDamage");
    g.answer({ kind: "damage", assignment: [{ blocker: id(g, "Raging Goblin"), amount: 1 }] }, "Ben");
    // 2 + 2 + 1 damage: the 1/4 Palace Guard dies; only the goblin does among the attackers.
    expect(g.graveyardNames("Ana")).toEqual(["Raging Goblin"]);
    expect(g.graveyardNames("Ben")).toEqual(["Palace Guard"]);
    expect(g.life("Ben")).toBe(20);
  });
});
