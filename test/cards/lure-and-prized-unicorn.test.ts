// Lure and Prized Unicorn: "All creatures able to block [it] do so" — a blocking requirement (509.1c) on each creature
// able to block it, which evasion and restrictions still limit (509.1b).

import { describe, expect, it } from "vitest";
import { duel, type Scenario, type Side } from "../support/scenario.ts";

const id = (g: Scenario, name: string, controller?: string): number => g.permanent(name, controller).id;

function attackWith(ana: Side, ben: Side, names: readonly string[]): Scenario {
  const g = duel(ana, ben);
  g.passUntilPrompt("declareAttackers");
  g.answer({ kind: "attackers", attacks: names.map((n) => ({ attacker: id(g, n, "Ana"), defender: g.playerId("Ben") })) });
  g.passUntilPrompt("declareBlockers");
  return g;
}

describe("Lure", () => {
  it("509.1c: every creature able to block the enchanted creature blocks it; a flier's Lure binds only creatures that can block fliers", () => {
    const g = attackWith(
      { battlefield: [{ card: "Wind Drake", label: "drake" }, { card: "Lure", attachedTo: "drake" }, "Grizzly Bears"] },
      { battlefield: ["Hill Giant", "Giant Spider"] },
      ["Wind Drake", "Grizzly Bears"],
    );
    expect(g.expectPrompt("declareBlockers").requirements).toEqual([{ blocker: id(g, "Giant Spider"), attackers: [id(g, "Wind Drake")] }]);
    const spiderOnBears = { blocker: id(g, "Giant Spider"), attacker: id(g, "Grizzly Bears") };
    expect(g.refuseAnswer({ kind: "blockers", blocks: [spiderOnBears] }, "Ben").rule).toBe("509.1c");
    g.answer(
      {
        kind: "blockers",
        blocks: [
          { blocker: id(g, "Giant Spider"), attacker: id(g, "Wind Drake") },
          { blocker: id(g, "Hill Giant"), attacker: id(g, "Grizzly Bears") },
        ],
      },
      "Ben",
    );
    g.passUntil("postcombatMain");
    expect(g.graveyardNames("Ana").sort()).toEqual(["Grizzly Bears", "Lure", "Wind Drake"]);
  });

  it("509.1c: it binds creatures only while it enchants an attacker: an unenchanted attacker may go unblocked", () => {
    const g = attackWith(
      { battlefield: ["Grizzly Bears"] },
      {
        battlefield: [
          { card: "Hill Giant", label: "giant" },
          { card: "Lure", attachedTo: "giant" },
        ],
      },
      ["Grizzly Bears"],
    );
    expect(g.expectPrompt("declareBlockers").requirements).toBeUndefined();
    g.answer({ kind: "blockers", blocks: [] }, "Ben");
  });
});

describe("Prized Unicorn", () => {
  it("509.1c: all of the defending player's untapped creatures that can block it must block it", () => {
    const g = attackWith({ battlefield: ["Prized Unicorn"] }, { battlefield: ["Hill Giant", "Grizzly Bears", { card: "Giant Spider", tapped: true }] }, [
      "Prized Unicorn",
    ]);
    const unicorn = id(g, "Prized Unicorn");
    const giantOnly = [{ blocker: id(g, "Hill Giant"), attacker: unicorn }];
    expect(g.refuseAnswer({ kind: "blockers", blocks: giantOnly }, "Ben").rule).toBe("509.1c");
    g.answer({ kind: "blockers", blocks: [...giantOnly, { blocker: id(g, "Grizzly Bears"), attacker: unicorn }] }, "Ben");
    g.passUntilPrompt("assignCombatDamage");
    g.answer({ kind: "damage", assignment: [{ blocker: id(g, "Grizzly Bears"), amount: 2 }] });
    g.passUntil("postcombatMain");
    expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears"]);
    expect(g.graveyardNames("Ana")).toEqual(["Prized Unicorn"]);
  });
});
