// Chromatic Star: a mana ability with generic mana in its cost (605.3b: paid from the pool), and a draw when it goes to
// a graveyard from the battlefield, whether sacrificed for mana or destroyed (603.6c, 603.10a).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Chromatic Star", () => {
  it("605.3b: {1}, {T}, Sacrifice: offered once the pool holds {1}, which it spends; one mana of the chosen color is added", () => {
    const g = duel({ battlefield: ["Chromatic Star", "Mountain"] });
    const star = g.permanent("Chromatic Star").id;
    const offer = () => g.expectPrompt("priority").actions.find((a) => a.kind === "activateMana" && a.source === star);
    expect(offer()).toBeUndefined();
    g.tapForMana("Mountain");
    expect(offer()).toMatchObject({ amount: 1, poolCost: 1, choices: ["W", "U", "B", "R", "G"] });
    g.tapForMana("Chromatic Star", "U");
    expect(g.state.players[0]!.manaPool).toMatchObject({ R: 0, U: 1 });
    expect(g.graveyardNames("Ana")).toEqual(["Chromatic Star"]);
  });

  it("603.3: the draw is a triggered ability, put on the stack the next time a player would receive priority", () => {
    const g = duel({ battlefield: ["Chromatic Star", "Mountain"] });
    g.tapForMana("Mountain").tapForMana("Chromatic Star", "G");
    expect(g.stackNames()).toEqual(["Chromatic Star"]);
    expect(g.handNames("Ana")).toEqual([]);
    g.passAll();
    expect(g.handNames("Ana")).toHaveLength(1);
    expect(g.state.players[0]!.manaPool).toMatchObject({ G: 1 });
  });

  it("601.2g: activated while paying for a spell, the mana it makes pays the spell and the draw goes on the stack above it", () => {
    const g = duel({ battlefield: ["Chromatic Star", "Mountain"], hand: ["Peek"] });
    g.cast("Peek").targets("Ben");
    g.expectPrompt("payCosts");
    g.tapForMana("Mountain");
    g.tapForMana("Chromatic Star", "U");
    g.pay();
    expect(g.stackNames()).toEqual(["Peek", "Chromatic Star"]);
    g.passAll();
    expect(g.handNames("Ana")).toHaveLength(1);
    g.passAll();
    expect(g.handNames("Ana")).toHaveLength(2);
  });

  it("603.10a: destroyed, it also draws a card", () => {
    const g = duel({ battlefield: ["Chromatic Star", "Mountain", "Mountain"], hand: ["Shatter"] });
    g.castAndPay("Shatter", "Chromatic Star");
    g.passAll();
    expect(g.graveyardNames("Ana")).toEqual(expect.arrayContaining(["Chromatic Star", "Shatter"]));
    expect(g.stackNames()).toEqual(["Chromatic Star"]);
    g.passAll();
    expect(g.handNames("Ana")).toHaveLength(1);
  });
});
