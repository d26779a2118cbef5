// Upkeep triggers of Tenth Edition: a coin flip (705) and winning the game (104.2b) on an intervening "if" (603.4).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

const BEFORE_ANAS_TURN = { turn: 2, activePlayer: 1, step: "end" } as const;

describe("Scoria Wurm", () => {
  it("705.1–705.2: its controller calls the flip; losing it returns Scoria Wurm to its owner's hand, winning keeps it", () => {
    const outcomes = new Set<boolean>();
    for (let seed = 1; seed <= 12 && outcomes.size < 2; seed++) {
      const g = duel({ battlefield: ["Scoria Wurm"] }, {}, { ...BEFORE_ANAS_TURN, seed });
      g.passUntil("upkeep", 3).passAll();
      expect(g.expectPrompt("chooseOption", "Ana").options).toEqual(["heads", "tails"]);
      g.answer({ kind: "option", option: "heads" });
      const [flip] = g.eventsOf("coinFlipped");
      expect(flip).toMatchObject({ call: "heads", won: flip!.result === "heads" });
      outcomes.add(flip!.won);
      if (flip!.won) expect(g.permanent("Scoria Wurm")).toBeTruthy();
      else expect(g.handNames("Ana")).toEqual(["Scoria Wurm"]);
    }
    // The result isn't fixed: both happen over a few games.
    expect([...outcomes].sort()).toEqual([false, true]);
  });
});

describe("Mortal Combat", () => {
  const creatures = (n: number) => Array.from({ length: n }, () => "Grizzly Bears");

  it("104.2b, 603.4: with twenty creature cards in its controller's graveyard, they win at their upkeep", () => {
    const g = duel({ battlefield: ["Mortal Combat"], graveyard: [...creatures(20), "Forest"] }, {}, BEFORE_ANAS_TURN);
    g.passUntil("upkeep", 3).passAll();
    expect(g.eventsOf("playerWon")).toMatchObject([{ player: 0 }]);
    expect(g.state.players[1]!.status).not.toBe("playing");
  });

  it("603.4: with nineteen (and other cards), it doesn't trigger", () => {
    const g = duel({ battlefield: ["Mortal Combat"], graveyard: [...creatures(19), "Forest", "Forest"] }, {}, BEFORE_ANAS_TURN);
    g.passUntil("upkeep", 3);
    expect(g.stackNames()).toEqual([]);
  });
});
