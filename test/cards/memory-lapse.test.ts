// Memory Lapse: the countered spell goes on top of its owner's library.

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Memory Lapse", () => {
  it("608.2c: the countered spell goes on top of its owner's library instead of into the graveyard", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { hand: ["Memory Lapse"], battlefield: ["Island", "Island"] });
    g.castAndPay("Lightning Bolt", "Ben").pass();
    g.castAndPay("Memory Lapse", "Lightning Bolt").passAll();
    expect(g.eventsOf("countered")).toMatchObject([{ name: "Lightning Bolt" }]);
    expect(g.eventsOf("zoneChanged").find((e) => e.name === "Lightning Bolt")).toMatchObject({ from: "stack", to: "library", owner: 0 });
    expect(g.state.players[0]!.library[0]).toBe("Lightning Bolt");
    expect(g.state.players[0]!.library).toHaveLength(11);
    expect(g.graveyardNames("Ana")).toEqual([]);
    expect(g.graveyardNames("Ben")).toEqual(["Memory Lapse"]);
    expect(g.life("Ben")).toBe(20);
  });
});
