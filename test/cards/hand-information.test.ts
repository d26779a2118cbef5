// Looking at and revealing a player's hand (Peek), and choosing cards from it for that player to discard or put back
// (Distress, Thrull Surgeon, Agonizing Memories, Head Games).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Peek", () => {
  it("its controller alone sees the target player's hand, then draws a card", () => {
    const g = duel({ hand: ["Peek"], battlefield: ["Island"], library: ["Swamp"] }, { hand: ["Grizzly Bears", "Forest"] });
    g.castAndPay("Peek", "Ben").passAll();
    expect(g.eventsOf("handLookedAt")).toMatchObject([{ viewer: 0, player: 1, names: ["Grizzly Bears", "Forest"] }]);
    expect(g.handNames("Ana")).toEqual(["Swamp"]);
  });
});
