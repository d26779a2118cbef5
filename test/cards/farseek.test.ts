// Farseek: a search for a card with one of four basic land types (701.23), put onto the battlefield tapped.

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Farseek", () => {
  it("701.23: finds a Plains, Island, Swamp or Mountain card — not a Forest nor a land without those types — tapped", () => {
    const g = duel({ hand: ["Farseek"], battlefield: ["Forest", "Forest"], library: ["Forest", "Coastal Tower", "Swamp", "Grizzly Bears", "Island"] });
    g.castAndPay("Farseek").passAll();
    const prompt = g.expectPrompt("searchLibrary");
    expect(prompt.options.map((o) => o.name).sort()).toEqual(["Island", "Swamp"]);
    g.answer({ kind: "libraryCard", index: prompt.options.find((o) => o.name === "Swamp")!.index });
    expect(g.permanent("Swamp").tapped).toBe(true);
    expect(g.state.players[0]!.library).toHaveLength(4);
  });
});
