// Composite Golem: a mana ability adding several types of mana at once (605.1a, 106.1), and paying with it.

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Composite Golem", () => {
  it("605.3b: sacrificed, it adds {W}{U}{B}{R}{G} at once, with no choice to make", () => {
    const g = duel({ battlefield: ["Composite Golem"] });
    const option = g.expectPrompt("priority").actions.find((a) => a.kind === "activateMana");
    expect(option).toMatchObject({ text: "Sacrifice Composite Golem: Add {W}{U}{B}{R}{G}.", choices: [], amount: 5 });
    g.answer({ kind: "activateMana", source: g.permanent("Composite Golem").id, ability: "p0" });
    expect(g.state.players[0]!.manaPool).toMatchObject({ W: 1, U: 1, B: 1, R: 1, G: 1 });
    expect(g.graveyardNames("Ana")).toEqual(["Composite Golem"]);
  });

  it("601.2h: the automatic payment may use it; the mana not spent stays in the pool", () => {
    const g = duel({ hand: ["Doom Blade"], battlefield: ["Composite Golem"] }, { battlefield: ["Grizzly Bears"] });
    g.castAndPay("Doom Blade", "Grizzly Bears");
    const pool = g.state.players[0]!.manaPool;
    expect(pool.B).toBe(0);
    expect(pool.W + pool.U + pool.R + pool.G).toBe(3);
  });
});
