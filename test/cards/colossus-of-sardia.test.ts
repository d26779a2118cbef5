// Colossus of Sardia: it doesn't untap during its controller's untap step, and its untap ability may be activated only
// during its controller's upkeep (602.5b).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";
import { hasAction } from "../support/casting.ts";
import { keywordsOf } from "../../server/engine/layers/characteristics.ts";

const NINE = Array.from({ length: 9 }, () => "Mountain");
const tappedColossus = { card: "Colossus of Sardia", tapped: true };

describe("Colossus of Sardia", () => {
  it("602.5b: its ability may be activated during its controller's upkeep — and untaps it for {9}", () => {
    const g = duel({ battlefield: [tappedColossus, ...NINE] }, {}, { step: "upkeep" });
    expect(hasAction(g, "activate", g.permanent("Colossus of Sardia").id)).toBe(true);
    g.activate("Colossus of Sardia", 1).autoPay().passAll();
    expect(g.permanent("Colossus of Sardia").tapped).toBe(false);
    expect(g.permanents("Mountain").every((m) => m.tapped)).toBe(true);
  });

  it("602.5b: not in another step of its controller's turn — the option leaves with the upkeep", () => {
    const g = duel({ battlefield: [tappedColossus, ...NINE], library: ["Forest"] }, {}, { step: "upkeep" });
    g.passUntil("draw");
    expect(hasAction(g, "activate", g.permanent("Colossus of Sardia").id)).toBe(false);
    g.passUntil("precombatMain");
    expect(hasAction(g, "activate", g.permanent("Colossus of Sardia").id)).toBe(false);
  });

  it("602.5b: the options listed in the upkeep aren't offered again later in the turn, with nothing else changed", () => {
    // Turn 1 of a two-player game has no draw step (103.8a): nothing but the step changes until combat.
    const g = duel({ battlefield: [tappedColossus] }, {}, { turn: 1, step: "upkeep" });
    expect(hasAction(g, "activate", g.permanent("Colossus of Sardia").id)).toBe(true);
    g.passUntil("beginningOfCombat");
    expect(hasAction(g, "activate", g.permanent("Colossus of Sardia").id)).toBe(false);
  });

  it("602.5b: not during an opponent's upkeep", () => {
    const g = duel({ library: ["Forest", "Forest"] }, { battlefield: [tappedColossus, ...NINE], library: ["Forest", "Forest"] }, { step: "upkeep" });
    g.pass();
    g.expectPrompt("priority", "Ben");
    expect(hasAction(g, "activate", g.permanent("Colossus of Sardia").id)).toBe(false);
  });

  it("502.3: it doesn't untap during its controller's untap step; the lands do", () => {
    const g = duel({ library: ["Forest", "Forest"] }, { battlefield: [tappedColossus, { card: "Mountain", tapped: true }], library: ["Forest", "Forest"] });
    g.passUntil("upkeep");
    expect(g.state.turn.active).toBe(1);
    expect(g.permanent("Colossus of Sardia").tapped).toBe(true);
    expect(g.permanent("Mountain").tapped).toBe(false);
  });

  it("702.19: it has trample, from its printed keywords", () => {
    const g = duel({ battlefield: ["Colossus of Sardia"] });
    expect(keywordsOf(g.reader, g.permanent("Colossus of Sardia"))).toContain("Trample");
  });
});
