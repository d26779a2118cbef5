// Crucible of Worlds: its controller may play lands from their graveyard (116.2a), within the usual land play.

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Crucible of Worlds", () => {
  it("116.2a: its controller may play a land from their graveyard, once per turn with the land played from hand", () => {
    const g = duel({ hand: ["Forest"], graveyard: ["Mountain", "Lightning Bolt"], battlefield: ["Crucible of Worlds"] }, { graveyard: ["Island"] });
    const plays = g.expectPrompt("priority").actions.filter((a) => a.kind === "playLand");
    expect(plays.map((a) => g.nameOfObject((a as { card: number }).card))).toEqual(["Forest", "Mountain"]);
    expect(plays[1]).toMatchObject({ from: "graveyard" });
    g.answer({ kind: "playLand", card: (plays[1] as { card: number }).card });
    expect(g.permanents("Mountain")).toHaveLength(1);
    expect(g.graveyardNames("Ana")).toEqual(["Lightning Bolt"]);
    expect(g.log().at(-1)).toBe("Ana plays Mountain from their graveyard (116.2a).");
    // The one land play of the turn is used.
    expect(g.expectPrompt("priority").actions.some((a) => a.kind === "playLand")).toBe(false);
  });

  it("116.2a: without it, or for another player, lands in a graveyard can't be played", () => {
    const g = duel({ graveyard: ["Mountain"] }, { battlefield: ["Crucible of Worlds"] });
    expect(g.expectPrompt("priority").actions.some((a) => a.kind === "playLand")).toBe(false);
    expect(g.refuseAnswer({ kind: "playLand", card: g.state.players[0]!.graveyard[0]!.id }).message).toBeTruthy();
  });
});
