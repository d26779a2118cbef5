// Jace, Memory Adept (606: loyalty abilities), with "any number of target players" (115.1d).

import { describe, expect, it } from "vitest";
import { duel, filler } from "../support/scenario.ts";

describe("Jace, Memory Adept", () => {
  it("606.3: [+1]: Ana draws a card and target player mills a card", () => {
    const g = duel({ battlefield: ["Jace, Memory Adept"] }, { library: filler(20) });
    g.activate("Jace, Memory Adept", 0).targets("Ben").autoPay().passAll();
    expect(g.handNames("Ana")).toHaveLength(1);
    expect(g.graveyardNames("Ben")).toHaveLength(1);
    expect(g.permanent("Jace, Memory Adept").counters).toMatchObject({ loyalty: 5 });
  });

  it("[0]: target player mills ten cards", () => {
    const g = duel({ battlefield: ["Jace, Memory Adept"] }, { library: filler(20) });
    g.activate("Jace, Memory Adept", 1).targets("Ben").passAll();
    expect(g.graveyardNames("Ben")).toHaveLength(10);
    expect(g.permanent("Jace, Memory Adept").counters).toMatchObject({ loyalty: 4 });
  });

  it("115.1d, [−7]: any number of target players each draw twenty cards", () => {
    const g = duel({ battlefield: [{ card: "Jace, Memory Adept", counters: { loyalty: 7 } }], library: filler(30) }, { library: filler(30) });
    g.activate("Jace, Memory Adept", 2).targets("Ana", "Ben").autoPay().passAll();
    expect(g.handNames("Ana")).toHaveLength(20);
    expect(g.handNames("Ben")).toHaveLength(20);
  });
});
