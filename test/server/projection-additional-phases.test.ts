// What clients see of phases added to a turn (500.8): the table says the current phase is an additional one, and the SDK
// mirrors it.

import { describe, expect, it } from "vitest";
import { TableState } from "../../shared/schema.ts";
import { projectGame } from "../../server/rooms/projection.ts";
import { mirror } from "../../client-sdk/state.ts";
import { duel } from "../support/scenario.ts";

function seen(g: ReturnType<typeof duel>) {
  const table = new TableState();
  projectGame(table, g.state, g.engine.cards);
  const m = mirror(table);
  return { phase: m.phase, step: m.step, additionalPhase: m.additionalPhase };
}

describe("projection of additional phases", () => {
  it("500.8: an additional combat phase and an additional main phase are shown as such; the usual ones aren't", () => {
    const g = duel({ hand: ["Relentless Assault"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain"] });
    expect(seen(g)).toEqual({ phase: "precombatMain", step: "precombatMain", additionalPhase: false });
    g.castAndPay("Relentless Assault").passAll();
    g.passUntil("beginningOfCombat");
    expect(seen(g)).toEqual({ phase: "combat", step: "beginningOfCombat", additionalPhase: true });
    g.passUntil("postcombatMain");
    expect(seen(g)).toEqual({ phase: "postcombatMain", step: "postcombatMain", additionalPhase: true });
    g.passUntil("beginningOfCombat");
    expect(seen(g)).toMatchObject({ step: "beginningOfCombat", additionalPhase: false });
    g.passUntil("postcombatMain");
    expect(seen(g)).toMatchObject({ step: "postcombatMain", additionalPhase: false });
  });
});
