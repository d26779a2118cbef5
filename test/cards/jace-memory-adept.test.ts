// Jace, Memory Adept (606: loyalty abilities): draw and mill one, mill ten, and any number of target players each draw
// twenty cards (115.1d: "any number of").

import { describe, expect, it } from "vitest";
import { duel, filler } from "../support/scenario.ts";

const libraryCount = (g: ReturnType<typeof duel>, p: number): number => g.state.players[p]!.library.length;

describe("Jace, Memory Adept", () => {
  it("606.3: [+1]: its controller draws a card and target player mills a card", () => {
    const g = duel({ battlefield: ["Jace, Memory Adept"] });
    const before = libraryCount(g, 1);
    g.activate("Jace, Memory Adept", 0).targets("Ben").autoPay().passAll();
    expect(g.handNames("Ana")).toHaveLength(1);
    expect(g.graveyardNames("Ben")).toHaveLength(1);
    expect(libraryCount(g, 1)).toBe(before - 1);
    expect(g.permanent("Jace, Memory Adept").counters).toMatchObject({ loyalty: 5 });
  });

  it("[0]: target player mills ten cards", () => {
    const g = duel({ battlefield: ["Jace, Memory Adept"] });
    g.activate("Jace, Memory Adept", 1).targets("Ana").passAll();
    expect(g.graveyardNames("Ana")).toHaveLength(10);
    expect(g.graveyardNames("Ben")).toHaveLength(0);
    expect(g.permanent("Jace, Memory Adept").counters).toMatchObject({ loyalty: 4 });
  });

  it("115.1d: [−7]: each of any number of target players draws twenty cards", () => {
    const g = duel({ library: filler(25), battlefield: [{ card: "Jace, Memory Adept", counters: { loyalty: 7 } }] }, { library: filler(25) });
    g.activate("Jace, Memory Adept", 2).targets("Ana", "Ben").autoPay().passAll();
    expect(g.handNames("Ana")).toHaveLength(20);
    expect(g.handNames("Ben")).toHaveLength(20);
  });

  it("704.5b: [−7] aimed at an opponent alone, with ten cards in their library: they lose the game", () => {
    const g = duel({ library: filler(25), battlefield: [{ card: "Jace, Memory Adept", counters: { loyalty: 7 } }] });
    g.activate("Jace, Memory Adept", 2).targets("Ben").autoPay().passAll();
    expect(g.handNames("Ana")).toHaveLength(0);
    expect(g.state.players[1]!.status).toBe("lost");
  });
});
