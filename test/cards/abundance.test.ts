// Abundance: an optional replacement of its controller's draws (614.1a, 614.11) by a reveal until a land or a nonland.

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Abundance", () => {
  it("614.1a: instead of drawing, its controller may choose nonland and reveal until one; the others go to the bottom in the order chosen", () => {
    const g = duel({
      hand: ["Divination"],
      library: ["Forest", "Plains", "Grizzly Bears", "Island", "Shock"],
      battlefield: ["Abundance", "Island", "Island", "Island"],
    });
    g.castAndPay("Divination").passAll();
    // The first draw: replaced, nonland.
    g.expectPrompt("chooseOption", "Ana");
    g.answer({ kind: "option", option: "yes" });
    g.answer({ kind: "option", option: "nonland" });
    expect(g.expectPrompt("chooseOption").options).toEqual(["Forest", "Plains"]);
    // While the order is asked, no card has moved yet.
    expect(g.state.players[0]!.library).toHaveLength(5);
    g.answer({ kind: "option", option: "Plains" });
    // The second draw: not replaced.
    g.answer({ kind: "option", option: "no" });
    expect(g.handNames("Ana").sort()).toEqual(["Grizzly Bears", "Island"]);
    expect(g.state.players[0]!.library).toEqual(["Shock", "Plains", "Forest"]);
    expect(g.eventsOf("revealed").at(-1)).toMatchObject({ names: ["Forest", "Plains", "Grizzly Bears"] });
  });

  it("614.1a: choosing land takes the first land", () => {
    const g = duel({ library: ["Shock", "Island"], battlefield: ["Abundance"] }, {}, { activePlayer: 0, step: "upkeep" });
    g.passAll();
    g.answer({ kind: "option", option: "yes" });
    g.answer({ kind: "option", option: "land" });
    expect(g.handNames("Ana")).toEqual(["Island"]);
    expect(g.state.players[0]!.library).toEqual(["Shock"]);
  });
});
