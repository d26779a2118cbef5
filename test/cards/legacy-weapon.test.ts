// Legacy Weapon: "If [this] would be put into a graveyard from anywhere, … instead" works in every zone (113.6, 614.1a).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

const WUBRG = ["Plains", "Island", "Swamp", "Mountain", "Forest"];

describe("Legacy Weapon", () => {
  it("{W}{U}{B}{R}{G}: exile target permanent", () => {
    const g = duel({ battlefield: ["Legacy Weapon", ...WUBRG] }, { battlefield: ["Grizzly Bears"] });
    g.activate("Legacy Weapon").targets("Grizzly Bears").autoPay().passAll();
    expect(g.state.exile.map((c) => c.card)).toEqual(["Grizzly Bears"]);
  });

  it("113.6, 614.1a: countered on the stack, it is revealed and shuffled into its owner's library instead", () => {
    const g = duel(
      { hand: ["Legacy Weapon"], library: [], battlefield: ["Sol Ring", "Sol Ring", "Sol Ring", "Plains"] },
      { hand: ["Counterspell"], battlefield: ["Island", "Island"] },
    );
    g.castAndPay("Legacy Weapon").pass();
    g.castAndPay("Counterspell", "Legacy Weapon").passAll();
    expect(g.graveyardNames("Ana")).toEqual([]);
    expect(g.state.players[0]!.library).toEqual(["Legacy Weapon"]);
    expect(g.eventsOf("revealed").at(-1)).toMatchObject({ from: "stack", names: ["Legacy Weapon"] });
    expect(g.eventsOf("shuffled").at(-1)).toMatchObject({ player: 0 });
  });

  it("614.1a: destroyed on the battlefield, it goes to its owner's library too", () => {
    const g = duel({ library: [], battlefield: ["Legacy Weapon"] }, { battlefield: ["Aura of Silence"] }, { activePlayer: 1 });
    g.activate("Aura of Silence", "p1").targets("Legacy Weapon").autoPay().passAll();
    expect(g.graveyardNames("Ana")).toEqual([]);
    expect(g.state.players[0]!.library).toEqual(["Legacy Weapon"]);
  });
});
