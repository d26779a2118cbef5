// 701.23: searching a library, and "search your library and/or graveyard for a card named …": a card taken from the
// graveyard ends the search, and the library is shuffled only if it was searched.

import { describe, expect, it } from "vitest";
import { card } from "../../server/card-language/card-dsl.ts";
import { buildRegistry, HAND_WRITTEN_CARDS, TOKENS } from "../../server/cards/index.ts";
import { createEngine } from "../../server/engine/index.ts";
import { duel, type Side } from "../support/scenario.ts";

const seeker = card({
  name: "Test Bear Seeker",
  cost: "{G}",
  types: ["Sorcery"],
  text: "Search your library and/or graveyard for a card named Grizzly Bears, reveal it, and put it into your hand. If you search your library this way, shuffle.",
  spell: { effects: [{ kind: "searchLibraryToHand", filter: { name: "Grizzly Bears" }, reveal: true, orGraveyard: true }] },
});
const engine = createEngine(buildRegistry([...HAND_WRITTEN_CARDS, ...TOKENS, seeker]));
const testDuel = (ana: Side) => duel(ana, {}, {}, engine);

describe("701.23 searching a library and/or graveyard", () => {
  it("701.23: the named card taken from the graveyard is revealed and put into the hand; the library isn't searched or shuffled", () => {
    const g = testDuel({ hand: ["Test Bear Seeker"], battlefield: ["Forest"], graveyard: ["Grizzly Bears"], library: ["Grizzly Bears", "Forest"] });
    g.castAndPay("Test Bear Seeker").passAll();
    const choice = g.expectPrompt("chooseObject");
    expect(choice.optional).toBe(true);
    g.answer({ kind: "choose", object: choice.options[0]! });
    expect(g.handNames("Ana")).toEqual(["Grizzly Bears"]);
    expect(g.state.players[0]!.library).toEqual(["Grizzly Bears", "Forest"]);
    expect(g.eventsOf("shuffled")).toEqual([]);
    expect(g.eventsOf("revealed")).toMatchObject([{ from: "graveyard", names: ["Grizzly Bears"] }]);
  });

  it("701.23: declining the graveyard's card, the player searches the library for one named so, then shuffles", () => {
    const g = testDuel({ hand: ["Test Bear Seeker"], battlefield: ["Forest"], graveyard: ["Grizzly Bears"], library: ["Forest", "Grizzly Bears"] });
    g.castAndPay("Test Bear Seeker").passAll();
    g.answer({ kind: "decline" });
    expect(g.expectPrompt("searchLibrary").options.map((o) => o.name)).toEqual(["Grizzly Bears"]);
    g.answer({ kind: "libraryCard", index: 1 });
    expect(g.handNames("Ana")).toEqual(["Grizzly Bears"]);
    expect(g.graveyardNames("Ana")).toEqual(["Grizzly Bears", "Test Bear Seeker"]);
    expect(g.eventsOf("shuffled")).toHaveLength(1);
  });
});
