// Felidar Sovereign: winning the game at upkeep with 40 or more life.

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";
import { attack } from "../support/combat.ts";

describe("Felidar Sovereign", () => {
  // Its intervening "if" (603.4, 608.2a: checked as it triggers and again on resolution) is tested with the
  // rule, in test/engine/608-resolution-rules.test.ts.
  it("702.20b, 702.15b: vigilance and lifelink — it attacks without tapping and its 4 damage gains Ana 4 life", () => {
    const g = duel({ battlefield: ["Felidar Sovereign"] });
    attack(g, "Felidar Sovereign");
    expect(g.permanent("Felidar Sovereign").tapped).toBe(false);
    g.passUntil("endOfCombat");
    expect(g.life("Ben")).toBe(16);
    expect(g.life("Ana")).toBe(24);
  });
});
