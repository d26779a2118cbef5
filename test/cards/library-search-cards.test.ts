// Searching a library (701.23): Llanowar Sentinel ("you may pay … If you do", a card named …) and Citanul Flute (X).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Llanowar Sentinel", () => {
  it("118.12, 201.2: paying {1}{G} finds a card named Llanowar Sentinel and puts it onto the battlefield — whose trigger asks again", () => {
    const g = duel({
      hand: ["Llanowar Sentinel"],
      battlefield: ["Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest"],
      library: ["Forest", "Llanowar Sentinel", "Grizzly Bears"],
    });
    g.castAndPay("Llanowar Sentinel").passAll().passAll();
    g.expectPrompt("payUnless", "Ana");
    g.answer({ kind: "autoPay" });
    const search = g.expectPrompt("searchLibrary", "Ana");
    expect(search.options).toEqual([{ index: 1, name: "Llanowar Sentinel" }]);
    g.answer({ kind: "libraryCard", index: 1 });
    expect(g.permanents("Llanowar Sentinel")).toHaveLength(2);
    // The second one's own trigger: declined.
    g.passAll();
    g.answer({ kind: "decline" });
    expect(g.eventsOf("paymentOffered").map((p) => p.paid)).toEqual([true, false]);
  });

  it("declining to pay, there is no search", () => {
    const g = duel({ hand: ["Llanowar Sentinel"], battlefield: ["Forest", "Forest", "Forest"], library: ["Llanowar Sentinel"] });
    g.castAndPay("Llanowar Sentinel").passAll().passAll();
    g.answer({ kind: "decline" });
    expect(g.permanents("Llanowar Sentinel")).toHaveLength(1);
    expect(g.eventsOf("shuffled")).toEqual([]);
  });
});

describe("Citanul Flute", () => {
  it("107.3, 701.23: {X}, {T}: a creature card with mana value X or less, revealed and put into the hand", () => {
    const g = duel({ battlefield: ["Citanul Flute", "Forest", "Forest", "Forest"], library: ["Hill Giant", "Grizzly Bears", "Forest", "Llanowar Elves"] });
    g.activate("Citanul Flute").announceX(3).autoPay().passAll();
    const search = g.expectPrompt("searchLibrary", "Ana");
    expect(search.options.map((o) => o.name)).toEqual(["Grizzly Bears", "Llanowar Elves"]);
    g.answer({ kind: "libraryCard", index: 1 });
    expect(g.handNames("Ana")).toEqual(["Grizzly Bears"]);
    expect(g.eventsOf("revealed")).toMatchObject([{ player: 0, from: "library", names: ["Grizzly Bears"] }]);
    expect(g.eventsOf("shuffled")).toMatchObject([{ player: 0 }]);
  });
});
