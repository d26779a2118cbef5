// Shuffling cards into a library (701.24): Elixir of Immortality (itself and its controller's graveyard) and Time
// Reversal (each player's hand and graveyard, then seven new cards; the spell exiles itself, 608.2n).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Elixir of Immortality", () => {
  it("701.24a: its controller gains 5 life; it and their graveyard are shuffled into the library, once", () => {
    const g = duel(
      { battlefield: ["Elixir of Immortality", "Plains", "Plains"], graveyard: ["Grizzly Bears", "Hill Giant"], library: ["Island"] },
      { graveyard: ["Shock"] },
    );
    g.activate("Elixir of Immortality").autoPay().passAll();
    expect(g.life("Ana")).toBe(25);
    expect(g.graveyardNames("Ana")).toEqual([]);
    expect(g.graveyardNames("Ben")).toEqual(["Shock"]);
    expect(g.permanents("Elixir of Immortality")).toEqual([]);
    expect([...g.state.players[0]!.library].sort()).toEqual(["Elixir of Immortality", "Grizzly Bears", "Hill Giant", "Island"]);
    expect(g.eventsOf("shuffled")).toEqual([{ type: "shuffled", player: 0 }]);
  });
});

describe("Time Reversal", () => {
  it("each player shuffles hand and graveyard into their library and draws seven; the spell is exiled (608.2n)", () => {
    const g = duel(
      {
        hand: ["Time Reversal", "Grizzly Bears"],
        battlefield: ["Island", "Island", "Island", "Island", "Island"],
        graveyard: ["Shock"],
        library: ["Plains", "Plains", "Plains", "Plains", "Plains"],
      },
      { hand: ["Hill Giant"], graveyard: ["Lightning Bolt"], library: ["Forest", "Forest", "Forest", "Forest", "Forest", "Forest"] },
    );
    g.castAndPay("Time Reversal").passAll();
    // Ana's seven cards are all of her library: her five Plains, Grizzly Bears and Shock.
    expect(g.handNames("Ana").sort()).toEqual(["Grizzly Bears", "Plains", "Plains", "Plains", "Plains", "Plains", "Shock"]);
    expect(g.handNames("Ben")).toHaveLength(7);
    expect([...g.handNames("Ben"), ...g.state.players[1]!.library].sort()).toEqual([
      "Forest",
      "Forest",
      "Forest",
      "Forest",
      "Forest",
      "Forest",
      "Hill Giant",
      "Lightning Bolt",
    ]);
    expect(g.graveyardNames("Ana")).toEqual([]);
    expect(g.graveyardNames("Ben")).toEqual([]);
    expect(g.state.exile.map((c) => c.card)).toEqual(["Time Reversal"]);
  });
});
