// Excommunicate: a permanent put on top of its owner's library (a token goes there and ceases to exist, 704.5d).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Excommunicate", () => {
  it("puts target creature on top of its owner's library, where its owner draws it next", () => {
    const g = duel({ hand: ["Excommunicate"], battlefield: ["Plains", "Plains", "Plains"] }, { battlefield: ["Hill Giant"], library: ["Forest", "Forest"] });
    g.castAndPay("Excommunicate", "Hill Giant").passAll();
    expect(g.permanents("Hill Giant")).toEqual([]);
    expect(g.state.players[1]!.library).toEqual(["Hill Giant", "Forest", "Forest"]);
    g.passUntil("draw", 4);
    expect(g.handNames("Ben")).toEqual(["Hill Giant"]);
  });

  it("400.3: a creature Ana controls but Ben owns goes on top of Ben's library", () => {
    const g = duel(
      { hand: ["Excommunicate", "Act of Treason"], battlefield: ["Plains", "Plains", "Plains", "Mountain", "Mountain", "Mountain"] },
      { battlefield: ["Hill Giant"], library: ["Forest"] },
    );
    g.castAndPay("Act of Treason", "Hill Giant").passAll();
    g.castAndPay("Excommunicate", "Hill Giant").passAll();
    expect(g.state.players[1]!.library).toEqual(["Hill Giant", "Forest"]);
    expect(g.state.players[0]!.library).not.toContain("Hill Giant");
  });
});
