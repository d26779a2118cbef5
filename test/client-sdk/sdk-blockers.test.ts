// The SDK's blockers answer (509.1a): a creature named once for each attacker it blocks — more than once only when the
// prompt says it can block more than one; a second name otherwise picks another creature of that name.

import { describe, expect, it } from "vitest";
import { declareBlockers } from "../../client-sdk/answers.ts";
import type { TableMirror } from "../../client-sdk/state.ts";
import type { Prompt } from "../../shared/prompt.ts";

function mirror(prompt: Prompt, names: Record<number, string>): TableMirror {
  const battlefield = Object.entries(names).map(([id, name]) => ({ id: Number(id), name }));
  return { prompt, battlefield, stack: [], players: [], exile: [] } as unknown as TableMirror;
}

const prompt = (maxAttackers?: number): Prompt => ({
  id: 1,
  player: 1,
  cancellable: false,
  kind: "declareBlockers",
  options: [
    { blocker: 10, attackers: [1, 2], ...(maxAttackers ? { maxAttackers } : {}) },
    { blocker: 11, attackers: [1, 2] },
  ],
  menace: [],
});

describe("SDK blockers answer", () => {
  it("509.1a: a creature that can block two attackers is named twice, once for each", () => {
    const state = mirror(prompt(2), { 1: "Grizzly Bears", 2: "Savannah Lions", 10: "Palace Guard", 11: "Palace Guard" });
    const answer = declareBlockers(state, [
      { blocker: "Palace Guard", attacker: "Grizzly Bears" },
      { blocker: "Palace Guard", attacker: "Savannah Lions" },
      { blocker: "Palace Guard", attacker: "Savannah Lions" },
    ]);
    expect(answer).toEqual({
      kind: "blockers",
      blocks: [
        { blocker: 10, attacker: 1 },
        { blocker: 10, attacker: 2 },
        { blocker: 11, attacker: 2 },
      ],
    });
  });

  it("509.1a: otherwise a name used again picks another creature of that name", () => {
    const state = mirror(prompt(), { 1: "Grizzly Bears", 2: "Savannah Lions", 10: "Hill Giant", 11: "Hill Giant" });
    const answer = declareBlockers(state, [
      { blocker: "Hill Giant", attacker: "Grizzly Bears" },
      { blocker: "Hill Giant", attacker: "Savannah Lions" },
    ]);
    expect(answer).toEqual({
      kind: "blockers",
      blocks: [
        { blocker: 10, attacker: 1 },
        { blocker: 11, attacker: 2 },
      ],
    });
  });
});
