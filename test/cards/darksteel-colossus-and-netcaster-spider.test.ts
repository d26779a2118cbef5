// Darksteel Colossus (indestructible, and shuffled into its library instead of going to a graveyard from anywhere,
// 614.1a) and Netcaster Spider (blocking a creature with flying, 509.3a).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Darksteel Colossus", () => {
  it("702.12b: destroy doesn't destroy it; 614.1a: sacrificed, it is revealed and shuffled into its owner's library instead", () => {
    const g = duel(
      { hand: ["Doom Blade", "Diabolic Edict"], battlefield: ["Swamp", "Swamp", "Swamp", "Swamp"] },
      { library: [], battlefield: ["Darksteel Colossus"] },
    );
    g.castAndPay("Doom Blade", "Darksteel Colossus").passAll();
    expect(g.permanents("Darksteel Colossus", "Ben").length).toBe(1);
    g.castAndPay("Diabolic Edict", "Ben").passAll();
    g.answer({ kind: "choose", object: g.permanent("Darksteel Colossus", "Ben").id }, "Ben");
    expect(g.permanents("Darksteel Colossus", "Ben")).toEqual([]);
    expect(g.graveyardNames("Ben")).toEqual([]);
    expect(g.state.players[1]!.library).toEqual(["Darksteel Colossus"]);
  });
});

describe("Netcaster Spider", () => {
  it("509.3a: blocking a creature with flying, it gets +2/+0; blocking one without, nothing", () => {
    const g = duel({ battlefield: ["Wind Drake"] }, { battlefield: ["Netcaster Spider"] });
    g.attackAndBlock("Wind Drake", "Netcaster Spider");
    expect(g.stackNames()).toEqual(["Netcaster Spider"]);
    g.passAll();
    expect(g.pt("Netcaster Spider", "Ben")).toEqual([4, 3]);
    const h = duel({ battlefield: ["Grizzly Bears"] }, { battlefield: ["Netcaster Spider"] });
    h.attackAndBlock("Grizzly Bears", "Netcaster Spider");
    expect(h.stackNames()).toEqual([]);
  });
});
