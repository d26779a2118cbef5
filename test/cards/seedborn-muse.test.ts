// Seedborn Muse: its controller's permanents untap during each other player's untap step too (502.3).

import { describe, expect, it } from "vitest";
import { trio } from "../support/scenario.ts";

describe("Seedborn Muse", () => {
  it("502.3: its controller's permanents untap during each other player's untap step; a third player's don't", () => {
    const g = trio(
      {
        battlefield: [
          { card: "Seedborn Muse", tapped: true },
          { card: "Forest", tapped: true },
        ],
      },
      { battlefield: [{ card: "Island", tapped: true }] },
      { battlefield: [{ card: "Mountain", tapped: true }] },
    );
    g.passUntil("upkeep", 4);
    expect(g.state.turn.active).toBe(1);
    expect(g.permanent("Seedborn Muse").tapped).toBe(false);
    expect(g.permanent("Forest").tapped).toBe(false);
    expect(g.permanent("Island").tapped).toBe(false);
    expect(g.permanent("Mountain").tapped).toBe(true);
    expect(g.eventsOf("untapped").at(-1)!.objects).toHaveLength(3);
  });
});
