import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Stronghold Discipline", () => {
  it("each player loses 1 life for each creature they control, counted for that player", () => {
    const g = duel(
      { hand: ["Stronghold Discipline"], battlefield: ["Swamp", "Swamp", "Swamp", "Swamp", "Grizzly Bears"] },
      { battlefield: ["Hill Giant", "Llanowar Elves", "Grizzly Bears", "Forest"] },
    );
    g.castAndPay("Stronghold Discipline").passAll();
    expect(g.life("Ana")).toBe(19);
    expect(g.life("Ben")).toBe(17);
  });
});
