// Flowstone Slide: a power/toughness change from the announced X (107.3), +X/-X to every creature as it resolves.

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

const MOUNTAINS = Array.from({ length: 6 }, () => "Mountain");

describe("Flowstone Slide", () => {
  it("107.3, 611.2c: with X = 2, each creature gets +2/-2 until end of turn; a 2-toughness creature dies (704.5f)", () => {
    const g = duel({ hand: ["Flowstone Slide"], battlefield: [...MOUNTAINS, "Hill Giant"] }, { battlefield: ["Grizzly Bears", "Craw Wurm"] });
    g.cast("Flowstone Slide").announceX(2).autoPay().passAll();
    expect(g.pt("Hill Giant")).toEqual([5, 1]);
    expect(g.pt("Craw Wurm")).toEqual([8, 2]);
    expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears"]);
    g.passUntil("end");
    g.passUntil("upkeep");
    expect(g.pt("Hill Giant")).toEqual([3, 3]);
  });

  it("107.3: with X = 0 nothing changes", () => {
    const g = duel({ hand: ["Flowstone Slide"], battlefield: [...MOUNTAINS, "Grizzly Bears"] });
    g.cast("Flowstone Slide").announceX(0).autoPay().passAll();
    expect(g.pt("Grizzly Bears")).toEqual([2, 2]);
  });

  it("611.2c: a creature entering after it resolved isn't affected", () => {
    const g = duel({ hand: ["Flowstone Slide", "Grizzly Bears"], battlefield: [...MOUNTAINS, "Forest", "Forest", "Hill Giant"] });
    g.cast("Flowstone Slide").announceX(1).autoPay().passAll();
    g.castAndPay("Grizzly Bears").passAll();
    expect(g.pt("Grizzly Bears")).toEqual([2, 2]);
    expect(g.pt("Hill Giant")).toEqual([4, 2]);
  });
});
