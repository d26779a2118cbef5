// Mobilization: a static ability granting vigilance to every Soldier creature, and an ability creating Soldier tokens.

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";
import { keywordsOf } from "../../server/engine/layers/characteristics.ts";
import { attack } from "../support/combat.ts";

describe("Mobilization", () => {
  it("613.1f: Soldier creatures have vigilance — any player's — and other creatures don't", () => {
    const g = duel({ battlefield: ["Mobilization", "Elite Vanguard", "Grizzly Bears"] }, { battlefield: ["Elite Vanguard"] });
    expect(keywordsOf(g.reader, g.permanent("Elite Vanguard", "Ana"))).toContain("Vigilance");
    expect(keywordsOf(g.reader, g.permanent("Elite Vanguard", "Ben"))).toContain("Vigilance");
    expect(keywordsOf(g.reader, g.permanent("Grizzly Bears"))).not.toContain("Vigilance");
  });

  it("702.20b: a Soldier attacks without becoming tapped; the Bears are tapped", () => {
    const g = duel({ battlefield: ["Mobilization", "Elite Vanguard", "Grizzly Bears"] });
    attack(g, "Elite Vanguard", "Grizzly Bears");
    expect(g.permanent("Elite Vanguard").tapped).toBe(false);
    expect(g.permanent("Grizzly Bears").tapped).toBe(true);
  });

  it("{2}{W}: creates a 1/1 white Soldier token, which has vigilance", () => {
    const g = duel({ battlefield: ["Mobilization", "Plains", "Plains", "Plains"] });
    g.activate("Mobilization", 1).autoPay().passAll();
    const token = g.permanent("Soldier Token");
    expect(g.pt("Soldier Token")).toEqual([1, 1]);
    expect(keywordsOf(g.reader, token)).toContain("Vigilance");
  });
});
