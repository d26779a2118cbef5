// Silence: "Your opponents can't cast spells this turn" (601.3), an effect of a resolved spell that ends with the turn.

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Silence", () => {
  it("601.3: the opponent can't cast spells for the rest of the turn; its controller still can", () => {
    const g = duel({ hand: ["Silence", "Shock"], battlefield: ["Plains", "Mountain"] }, { hand: ["Lightning Bolt"], battlefield: ["Mountain", "Mountain"] });
    g.castAndPay("Silence").passAll();
    g.pass();
    const ben = g.expectPrompt("priority", "Ben");
    expect(ben.actions.some((a) => a.kind === "cast")).toBe(false);
    expect(g.refuseAnswer({ kind: "cast", card: g.handCard("Lightning Bolt", "Ben") }).message).toContain("can't be cast");
    g.pass();
  });

  it("514.2: the effect ends at the cleanup step; the next turn the opponent casts spells again", () => {
    const g = duel({ hand: ["Silence"], battlefield: ["Plains"] }, { hand: ["Lightning Bolt"], battlefield: ["Mountain"] });
    g.castAndPay("Silence").passAll();
    g.passUntil("upkeep", 4);
    g.castAndPay("Lightning Bolt", "Ana").passAll();
    expect(g.life("Ana")).toBe(17);
  });

  it("its controller's spells aren't affected", () => {
    const g = duel({ hand: ["Silence", "Shock"], battlefield: ["Plains", "Mountain"] });
    g.castAndPay("Silence").passAll();
    g.castAndPay("Shock", "Ben").passAll();
    expect(g.life("Ben")).toBe(18);
  });
});
