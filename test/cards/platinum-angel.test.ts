// Platinum Angel: "You can't lose the game and your opponents can't win the game" (104.2, 104.3).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Platinum Angel", () => {
  it("104.3b, 704.5a: its controller at 0 life or less doesn't lose; once it leaves, the next check makes them lose", () => {
    const g = duel({ life: 2, battlefield: ["Platinum Angel"] }, { hand: ["Lightning Bolt", "Doom Blade"], battlefield: ["Mountain", "Swamp", "Swamp"] });
    g.pass();
    g.castAndPay("Lightning Bolt", "Ana").passAll();
    expect(g.life("Ana")).toBe(-1);
    expect(g.state.players[0]!.status).toBe("playing");
    g.pass();
    g.castAndPay("Doom Blade", "Platinum Angel").passAll();
    expect(g.state.players[0]!.status).toBe("lost");
    expect(g.state.result).toMatchObject({ winners: [1] });
  });

  it("104.2b: its controller's opponents can't win the game; its controller still may", () => {
    const g = duel({ life: 40, battlefield: ["Felidar Sovereign"] }, { battlefield: ["Platinum Angel"] }, { step: "upkeep" });
    g.passUntil("upkeep", 5);
    g.passAll();
    expect(g.state.result).toBeNull();
    const h = duel({ life: 40, battlefield: ["Felidar Sovereign", "Platinum Angel"] }, {}, { step: "upkeep" });
    h.passUntil("upkeep", 5);
    h.passAll();
    expect(h.state.result).toMatchObject({ winners: [0] });
  });

  it("104.3a: its controller may still concede", () => {
    const g = duel({ battlefield: ["Platinum Angel"] });
    g.concede("Ana");
    expect(g.state.result).toMatchObject({ winners: [1] });
  });
});
