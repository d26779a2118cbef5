// Obstinate Familiar: an optional replacement of its controller's draws (614.11).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Obstinate Familiar", () => {
  it("614.1b: its controller is asked as the draw step's draw would happen — 'yes' skips it", () => {
    const g = duel({ battlefield: ["Obstinate Familiar"] }, {}, { step: "upkeep" });
    g.passAll();
    expect(g.step).toBe("draw");
    expect(g.expectPrompt("chooseOption", "Ana").options).toEqual(["yes", "no"]);
    g.answer({ kind: "option", option: "yes" });
    expect(g.handNames("Ana")).toEqual([]);
    expect(g.state.players[0]!.library).toHaveLength(10);
    expect(g.eventsOf("drew")).toEqual([]);
    expect(g.eventsOf("replaced")).toMatchObject([{ source: "Obstinate Familiar", rule: "614.1b" }]);
  });

  it("614.1b: 'no' — the card is drawn", () => {
    const g = duel({ battlefield: ["Obstinate Familiar"], library: ["Forest", "Plains"] }, {}, { step: "upkeep" });
    g.passAll();
    g.answer({ kind: "option", option: "no" }, "Ana");
    expect(g.handNames("Ana")).toEqual(["Forest"]);
    expect(g.eventsOf("drew")).toMatchObject([{ player: 0, name: "Forest" }]);
    // Declined, the effect didn't replace the draw.
    expect(g.eventsOf("replaced")).toEqual([]);
  });

  it("614.1b: each draw of a draw spell is asked about on its own", () => {
    const g = duel({ hand: ["Divination"], battlefield: ["Obstinate Familiar", "Island", "Island", "Island"], library: ["Forest", "Island", "Plains"] });
    g.castAndPay("Divination").passAll();
    g.expectPrompt("chooseOption", "Ana");
    g.answer({ kind: "option", option: "yes" });
    g.expectPrompt("chooseOption", "Ana");
    g.answer({ kind: "option", option: "no" });
    expect(g.handNames("Ana")).toEqual(["Forest"]);
    expect(g.state.players[0]!.library).toEqual(["Island", "Plains"]);
  });

  it("614.11, 704.5b: it applies even with an empty library — skipping the draw, Ana doesn't lose", () => {
    const g = duel({ battlefield: ["Obstinate Familiar"], library: [] }, {}, { step: "upkeep" });
    g.passAll();
    g.answer({ kind: "option", option: "yes" }, "Ana");
    g.expectPrompt("priority", "Ana");
    expect(g.state.players[0]!.status).toBe("playing");
    expect(g.eventsOf("drewFromEmptyLibrary")).toEqual([]);
  });

  it("704.5b: with an empty library, declining means drawing from it — Ana loses", () => {
    const g = duel({ battlefield: ["Obstinate Familiar"], library: [] }, {}, { step: "upkeep" });
    g.passAll();
    g.answer({ kind: "option", option: "no" }, "Ana");
    expect(g.state.players[0]!.status).toBe("lost");
  });

  it("614.1b: 'you' — an opponent's draws aren't affected", () => {
    const g = duel({ battlefield: ["Obstinate Familiar"] }, { library: ["Forest"] }, { step: "upkeep", activePlayer: 1 });
    g.passAll();
    expect(g.step).toBe("draw");
    g.expectPrompt("priority", "Ben");
    expect(g.handNames("Ben")).toEqual(["Forest"]);
  });
});
