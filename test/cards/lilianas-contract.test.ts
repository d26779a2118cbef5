// Liliana's Contract: an alternative win (104.2b) under an intervening "if" clause counting Demons with different
// names (603.4).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

const DEMONS = ["Demon of Catastrophes", "Demon of Death's Gate", "Goremand", "Grinning Demon"];

describe("Liliana's Contract", () => {
  it("entering, its controller draws four cards and loses 4 life", () => {
    const g = duel({ hand: ["Liliana's Contract"], battlefield: ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp"] });
    g.castAndPay("Liliana's Contract").passAll().passAll();
    expect(g.handNames("Ana")).toHaveLength(4);
    expect(g.life("Ana")).toBe(16);
  });

  it("104.2b, 603.4: with four Demons with different names at the beginning of its controller's upkeep, they win", () => {
    const g = duel({ battlefield: ["Liliana's Contract", ...DEMONS] });
    // Grinning Demon's own upkeep trigger goes first, the Contract's last (603.3b).
    g.passUntil("upkeep", 4);
    g.passUntilPrompt("orderTriggers");
    const order = g.expectPrompt("orderTriggers", "Ana").triggers.map((t) => t.sourceCard);
    g.answer({ kind: "order", order: [order.indexOf("Grinning Demon"), order.indexOf("Liliana's Contract")] });
    g.passAll();
    expect(g.state.players[0]!.status).toBe("won");
  });

  it("603.4: four Demons with only three names don't count as four", () => {
    const g = duel({ battlefield: ["Liliana's Contract", ...DEMONS.slice(0, 3), DEMONS[0]!] });
    g.passUntil("upkeep", 5);
    expect(g.stackLabels()).toEqual([]);
  });
});
