// Electrodominance: X damage, then a card cast from hand without paying its mana cost during its resolution (608.2g).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Electrodominance", () => {
  it("608.2g: deals X damage, then casts a sorcery from hand for free during its resolution, even in the opponent's turn", () => {
    const g = duel(
      {
        hand: ["Electrodominance", "Divination", "Serra Angel", "Island"],
        battlefield: ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"],
        library: ["Forest", "Swamp"],
      },
      {},
      { activePlayer: 1 },
    );
    g.pass();
    g.cast("Electrodominance").announceX(3).targets("Ben").autoPay().passAll();
    expect(g.life("Ben")).toBe(17);
    const choice = g.expectPrompt("chooseObject", "Ana");
    // Mana value 3 or less, and not a land: Divination, not Serra Angel (5) or Island.
    expect(choice.options.map((id) => g.nameOfObject(id))).toEqual(["Divination"]);
    expect(choice.optional).toBe(true);
    g.answer({ kind: "choose", object: g.handCard("Divination") });
    expect(g.eventsOf("costsAnnounced")).toMatchObject([{ name: "Divination", alternative: "without paying its mana cost" }]);
    expect(g.eventsOf("spellCast").map((e) => e.name)).toEqual(["Electrodominance", "Divination"]);
    expect(g.stackNames()).toEqual(["Divination"]);
    expect(g.graveyardNames("Ana")).toEqual(["Electrodominance"]);
    // Priority goes to the active player after the resolution, not to the caster of Divination.
    g.expectPrompt("priority", "Ben");
    g.passAll();
    expect(g.handNames("Ana")).toEqual(["Serra Angel", "Island", "Forest", "Swamp"]);
  });

  it("608.2g: casting is optional — declining leaves the hand as it was", () => {
    const g = duel({ hand: ["Electrodominance", "Shock"], battlefield: ["Mountain", "Mountain", "Mountain"] }, { battlefield: ["Grizzly Bears"] });
    g.cast("Electrodominance").announceX(1).targets("Grizzly Bears").autoPay().passAll();
    g.expectPrompt("chooseObject", "Ana");
    g.answer({ kind: "decline" });
    expect(g.handNames("Ana")).toEqual(["Shock"]);
    expect(g.stackNames()).toEqual([]);
    expect(g.permanent("Grizzly Bears").damage).toBe(1);
  });
});
