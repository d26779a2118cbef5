// 701.20a: an effect that has players play with their hands revealed shows every card in those hands to all
// players for as long as it applies. Whose hands it reveals is seen from the controller of its source.

import { describe, expect, it } from "vitest";
import { ability, card } from "../../server/card-language/card-dsl.ts";
import { HAND_WRITTEN_CARDS, TOKENS, buildRegistry } from "../../server/cards/index.ts";
import { createEngine } from "../../server/engine/engine.ts";
import { handRevealed } from "../../server/engine/objects/visibility.ts";
import { duel, trio, type Scenario } from "../support/scenario.ts";

/** The players whose hands are revealed now, by name. */
function revealed(g: Scenario): string[] {
  return g.state.players.filter((p) => handRevealed(g.reader, p.id)).map((p) => p.name);
}

const everyHand = "Players play with their hands revealed.";
const glassHouse = card({
  name: "Test Glass House",
  cost: "{0}",
  types: ["Artifact"],
  text: everyHand,
  abilities: [ability.static(everyHand, { kind: "playWithHandsRevealed", players: "any" })],
});
const glassEngine = createEngine(buildRegistry([...HAND_WRITTEN_CARDS, ...TOKENS, glassHouse]));

describe("701.20a playing with hands revealed", () => {
  it("701.20a: no hand is revealed without an effect that says so (400.2)", () => {
    expect(revealed(trio({ hand: ["Shock"] }, { hand: ["Shock"] }))).toEqual([]);
  });

  it("701.20a: 'your opponents' are the opponents of the source's controller: every one of them, not that player", () => {
    expect(revealed(trio({ battlefield: ["Telepathy"] }))).toEqual(["Ben", "Cid"]);
    expect(revealed(trio({}, { battlefield: ["Telepathy"] }))).toEqual(["Ana", "Cid"]);
  });

  it("701.20a: 'players' play with their hands revealed: every player's hand, its controller's too", () => {
    expect(revealed(duel({ battlefield: ["Test Glass House"] }, {}, {}, glassEngine))).toEqual(["Ana", "Ben"]);
  });

  it("701.20a: the hands stay revealed only as long as the effect applies: not once its source leaves the battlefield", () => {
    const g = duel({}, { hand: ["Aura Blast"], battlefield: ["Telepathy", "Plains", "Plains"] }, { activePlayer: 1 });
    expect(revealed(g)).toEqual(["Ana"]);
    g.castAndPay("Aura Blast", "Telepathy").passAll();
    expect(g.graveyardNames("Ben")).toContain("Telepathy");
    expect(revealed(g)).toEqual([]);
  });
});
