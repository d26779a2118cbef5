import { describe, expect, it } from "vitest";
import { controllerOf } from "../../server/engine/layers/characteristics.ts";
import { duel } from "../support/scenario.ts";

const EIGHT_MOUNTAINS = Array.from({ length: 8 }, () => "Mountain");

describe("Warp World", () => {
  it("each player shuffles the permanents they own into their library and reveals as many: artifacts, creatures and lands enter, then enchantments", () => {
    const g = duel(
      { hand: ["Warp World"], battlefield: [...EIGHT_MOUNTAINS, { card: "Hill Giant", controller: "Ben" }], library: [] },
      { battlefield: [{ card: "Grizzly Bears", label: "bears" }, { card: "Holy Strength", attachedTo: "bears" }, "Forest", "Saproling Token"], library: [] },
    );
    g.castAndPay("Warp World").passAll();
    // 303.4f: Ben chooses what his Aura enchants among what it could — any creature now on the battlefield.
    const prompt = g.expectPrompt("chooseObject", "Ben");
    expect(prompt.options.map((id) => g.nameOfObject(id)).sort()).toEqual(["Grizzly Bears", "Hill Giant"]);
    g.answer({ kind: "choose", object: g.permanent("Grizzly Bears").id });
    // Ana owned nine permanents (the Hill Giant Ben controlled too): all nine come back, under her control.
    expect(
      g.state.battlefield
        .filter((p) => p.owner === 0)
        .map((p) => p.card)
        .sort(),
    ).toEqual([...EIGHT_MOUNTAINS, "Hill Giant"].sort());
    expect(controllerOf(g.reader, g.permanent("Hill Giant"))).toBe(0);
    // Ben's four: the token can't come back (111.8) and ceases to exist; the Aura enchants the Bears, put onto the battlefield first.
    expect(g.permanent("Holy Strength").attachedTo).toBe(g.permanent("Grizzly Bears").id);
    expect(g.pt("Grizzly Bears")).toEqual([3, 4]);
    // 704.5d: the token, in the library, ceases to exist.
    expect(g.permanents("Saproling Token")).toEqual([]);
    expect(g.state.players[1]!.library).toEqual([]);
    expect(g.eventsOf("ceasedToExist")).toMatchObject([{ name: "Saproling Token", zone: "library", rule: "704.5d" }]);
    expect(g.graveyardNames("Ana")).toEqual(["Warp World"]);
    expect(g.eventsOf("revealed").map((r) => r.player)).toEqual([0, 1]);
  });

  it("401.4: revealed cards of other types go to the bottom of the library, under the cards not revealed", () => {
    const g = duel(
      { hand: ["Warp World"], battlefield: EIGHT_MOUNTAINS, library: [] },
      {
        battlefield: [{ card: "Forest", label: "forest" }, { card: "Holy Strength", attachedTo: "forest" }, "Forest"],
        library: ["Mind Rot", "Mind Rot", "Mind Rot"],
      },
    );
    // Holy Strength on a land is put into the graveyard as the game starts (704.5m): Ben owns two Forests.
    expect(g.graveyardNames("Ben")).toEqual(["Holy Strength"]);
    g.castAndPay("Warp World").passAll();
    const [, benReveals] = g.eventsOf("revealed");
    expect(benReveals!.names).toHaveLength(2);
    const forests = benReveals!.names.filter((n) => n === "Forest").length;
    expect(g.permanents("Forest")).toHaveLength(forests);
    // The rest are at the bottom, under the cards not revealed.
    const library = g.state.players[1]!.library;
    expect(library).toHaveLength(5 - forests);
    expect(library.slice(library.length - (2 - forests))).toEqual(benReveals!.names.filter((n) => n !== "Forest"));
  });
});
