// The Muses of Tenth Edition: upkeep triggers reading "that player" (the active player) and amounts counted as they resolve.

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

/** Ben's end step of turn 2: Ana's turn 3 begins next. */
const BEFORE_ANAS_TURN = { turn: 2, activePlayer: 1, step: "end" } as const;

describe("Dreamborn Muse", () => {
  it("each player's upkeep: that player mills as many cards as they have in hand, counted as it resolves", () => {
    const g = duel(
      { hand: ["Forest", "Forest", "Forest"], library: ["Island", "Island", "Island", "Island", "Island"] },
      { battlefield: ["Dreamborn Muse"], hand: ["Forest"] },
      BEFORE_ANAS_TURN,
    );
    g.passUntil("upkeep", 3);
    expect(g.stackNames()).toEqual(["Dreamborn Muse"]);
    g.passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Island", "Island", "Island"]);
    expect(g.graveyardNames("Ben")).toEqual([]);
  });
});

describe("Graveborn Muse", () => {
  it("you draw X cards and lose X life, X the number of Zombies you control (itself included)", () => {
    const g = duel({ battlefield: ["Graveborn Muse", "Scathe Zombies", "Grizzly Bears"] }, { battlefield: ["Gravedigger"] }, BEFORE_ANAS_TURN);
    g.passUntil("upkeep", 3).passAll();
    // Two Zombies: the Muse and Scathe Zombies (Ben's Gravedigger isn't Ana's).
    expect(g.handNames("Ana")).toHaveLength(2);
    expect(g.life("Ana")).toBe(18);
  });

  it("only at the beginning of your upkeep", () => {
    const g = duel({}, { battlefield: ["Graveborn Muse"] }, BEFORE_ANAS_TURN);
    g.passUntil("upkeep", 3);
    expect(g.stackNames()).toEqual([]);
  });
});

describe("Lavaborn Muse", () => {
  it("603.4: at an opponent's upkeep with two or fewer cards in hand, 3 damage to that player", () => {
    const g = duel({ hand: ["Forest", "Forest"] }, { battlefield: ["Lavaborn Muse"] }, BEFORE_ANAS_TURN);
    g.passUntil("upkeep", 3).passAll();
    expect(g.life("Ana")).toBe(17);
  });

  it("603.4: with three cards in hand it doesn't trigger; nor at its controller's own upkeep", () => {
    const g = duel({ hand: ["Forest", "Forest", "Forest"] }, { battlefield: ["Lavaborn Muse"] }, BEFORE_ANAS_TURN);
    g.passUntil("upkeep", 3);
    expect(g.stackNames()).toEqual([]);
    g.passUntil("upkeep", 4);
    expect(g.stackNames()).toEqual([]);
    expect(g.life("Ben")).toBe(20);
  });
});
