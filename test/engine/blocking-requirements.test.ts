// 509.1c: blocking requirements ("All creatures able to block [this] do so"): the declared blocks must obey as many
// requirements as can be obeyed without breaking a restriction; the validator counts them, and the random agent builds
// blocks that obey the most.

import { describe, expect, it } from "vitest";
import { mostObeyedRequirements } from "../../shared/blocks.ts";
import type { Prompt } from "../../shared/prompt.ts";
import { RandomAgent } from "../../shared/random-agent.ts";
import type { Reader } from "../../server/engine/layers/view.ts";
import { checkAnswer } from "../../server/engine/procedure/validate.ts";
import { duel, type Scenario, type Side } from "../support/scenario.ts";

const id = (g: Scenario, name: string, controller?: string): number => g.permanent(name, controller).id;

/** Ana attacks Ben with these creatures and goes to Ben's declare blockers prompt. */
function attackWith(ana: Side, ben: Side, names: readonly string[]): Scenario {
  const g = duel(ana, ben);
  g.passUntilPrompt("declareAttackers");
  g.answer({ kind: "attackers", attacks: names.map((n) => ({ attacker: id(g, n, "Ana"), defender: g.playerId("Ben") })) });
  g.passUntilPrompt("declareBlockers");
  return g;
}

const blocks = (g: Scenario, pairs: readonly (readonly [string, string])[]) => ({
  kind: "blockers" as const,
  blocks: pairs.map(([b, a]) => ({ blocker: id(g, b, "Ben"), attacker: id(g, a, "Ana") })),
});

/** Random agents' answers to the pending prompt are all accepted. */
function agentsBlockLegally(g: Scenario): void {
  const prompt = g.expectPrompt("declareBlockers", "Ben");
  for (let seed = 1; seed <= 40; seed++) expect(checkAnswer(g.reader, prompt, new RandomAgent(seed, { cancelRate: 0 }).answer(prompt))).toBeNull();
}

describe("509.1c blocking requirements", () => {
  it("509.1c: each creature able to block the creature must block it; one that can't isn't required to", () => {
    const g = attackWith(
      { battlefield: ["Prized Unicorn", "Grizzly Bears"] },
      {
        battlefield: [
          "Hill Giant",
          "Giant Spider",
          { card: "Savannah Lions", tapped: true },
          { card: "Llanowar Elves", label: "elves" },
          { card: "Pacifism", attachedTo: "elves" },
        ],
      },
      ["Prized Unicorn", "Grizzly Bears"],
    );
    const unicorn = id(g, "Prized Unicorn");
    expect(g.expectPrompt("declareBlockers").requirements).toEqual([
      { blocker: id(g, "Hill Giant"), attackers: [unicorn] },
      { blocker: id(g, "Giant Spider"), attackers: [unicorn] },
    ]);
    const err = g.refuseAnswer(
      blocks(g, [
        ["Hill Giant", "Prized Unicorn"],
        ["Giant Spider", "Grizzly Bears"],
      ]),
      "Ben",
    );
    expect(err.rule).toBe("509.1c");
    expect(err.message).toContain("obey 1 of the blocking requirements");
    expect(g.refuseAnswer({ kind: "blockers", blocks: [] }, "Ben").rule).toBe("509.1c");
    agentsBlockLegally(g);
    g.answer(
      blocks(g, [
        ["Hill Giant", "Prized Unicorn"],
        ["Giant Spider", "Prized Unicorn"],
      ]),
      "Ben",
    );
  });

  it("509.1c: a creature that can block only one attacker obeys one of two requirements, either one; with High Ground, both", () => {
    const ana: Side = {
      battlefield: [{ card: "Grizzly Bears", label: "b" }, { card: "Lure", attachedTo: "b" }, "Prized Unicorn"],
    };
    const g = attackWith(ana, { battlefield: ["Hill Giant"] }, ["Grizzly Bears", "Prized Unicorn"]);
    expect(g.refuseAnswer({ kind: "blockers", blocks: [] }, "Ben").rule).toBe("509.1c");
    agentsBlockLegally(g);
    g.answer(blocks(g, [["Hill Giant", "Prized Unicorn"]]), "Ben");

    const h = attackWith(ana, { battlefield: ["Hill Giant", "High Ground"] }, ["Grizzly Bears", "Prized Unicorn"]);
    expect(h.refuseAnswer(blocks(h, [["Hill Giant", "Prized Unicorn"]]), "Ben").rule).toBe("509.1c");
    agentsBlockLegally(h);
    h.answer(
      blocks(h, [
        ["Hill Giant", "Prized Unicorn"],
        ["Hill Giant", "Grizzly Bears"],
      ]),
      "Ben",
    );
  });

  it("509.1c: a requirement isn't obeyed when that breaks a restriction: one creature alone doesn't block a creature with menace", () => {
    const ana: Side = {
      battlefield: [
        { card: "Boggart Brute", label: "brute" },
        { card: "Lure", attachedTo: "brute" },
      ],
    };
    const g = attackWith(ana, { battlefield: ["Hill Giant"] }, ["Boggart Brute"]);
    expect(g.refuseAnswer(blocks(g, [["Hill Giant", "Boggart Brute"]]), "Ben").rule).toBe("702.111b");
    agentsBlockLegally(g);
    g.answer({ kind: "blockers", blocks: [] }, "Ben");

    const two = attackWith(ana, { battlefield: ["Hill Giant", "Grizzly Bears"] }, ["Boggart Brute"]);
    expect(two.refuseAnswer({ kind: "blockers", blocks: [] }, "Ben").rule).toBe("509.1c");
    agentsBlockLegally(two);
    two.answer(
      blocks(two, [
        ["Hill Giant", "Boggart Brute"],
        ["Grizzly Bears", "Boggart Brute"],
      ]),
      "Ben",
    );
  });

  it("509.1c: a creature that can't be blocked by more than one creature, with Lure, is blocked by exactly one", () => {
    const ana: Side = {
      battlefield: [
        { card: "Stalking Tiger", label: "tiger" },
        { card: "Lure", attachedTo: "tiger" },
      ],
    };
    const g = attackWith(ana, { battlefield: ["Hill Giant", "Grizzly Bears"] }, ["Stalking Tiger"]);
    expect(g.refuseAnswer({ kind: "blockers", blocks: [] }, "Ben").rule).toBe("509.1c");
    expect(
      g.refuseAnswer(
        blocks(g, [
          ["Hill Giant", "Stalking Tiger"],
          ["Grizzly Bears", "Stalking Tiger"],
        ]),
        "Ben",
      ).rule,
    ).toBe("509.1b");
    agentsBlockLegally(g);
    g.answer(blocks(g, [["Grizzly Bears", "Stalking Tiger"]]), "Ben");
  });

  it("509.1c (the rule's example): one creature that blocks if able, one with no abilities, and an attacker with menace: both block", () => {
    const [able, other, menace] = [1, 2, 3];
    const prompt: Prompt = {
      id: 0,
      player: 1,
      cancellable: false,
      kind: "declareBlockers",
      options: [
        { blocker: able, attackers: [menace] },
        { blocker: other, attackers: [menace] },
      ],
      menace: [menace],
      requirements: [{ blocker: able, attackers: [menace] }],
    };
    expect(mostObeyedRequirements(prompt)).toEqual({
      count: 1,
      blocks: [
        { blocker: able, attacker: menace },
        { blocker: other, attacker: menace },
      ],
    });
    const check = (...blockers: number[]) =>
      checkAnswer({} as Reader, prompt, { kind: "blockers", blocks: blockers.map((blocker) => ({ blocker, attacker: menace })) })?.rule ?? null;
    expect(check(able)).toBe("702.111b");
    expect(check(other)).toBe("702.111b");
    expect(check()).toBe("509.1c");
    expect(check(able, other)).toBeNull();
  });
});
