// Mechanisms the Core Set 2019 cards added: combat triggers watching any creature that matches (508.3a), spell-cast
// triggers linked to a color chosen as their source entered (607.2d), "unless [another player] sacrifices" (118.12)
// and "is dealt damage" triggers carrying the amount (120.3, 510.2).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("508.3a: 'Whenever a [filter] creature attacks'", () => {
  it("508.3a: it triggers once for each attacking creature that matches, not for others", () => {
    const g = duel({ battlefield: ["Windreader Sphinx", "Serra Angel", "Pegasus Courser", "Grizzly Bears"] });
    g.passUntilPrompt("declareAttackers");
    const attacks = ["Serra Angel", "Pegasus Courser", "Grizzly Bears"].map((n) => ({ attacker: g.permanent(n).id, defender: 1 }));
    g.answer({ kind: "attackers", attacks });
    // Two Sphinx triggers (Angel, Courser) and the Courser's own, for Ana to order (603.3b).
    const order = g.expectPrompt("orderTriggers", "Ana");
    expect(order.triggers.map((t) => t.sourceCard).sort()).toEqual(["Pegasus Courser", "Windreader Sphinx", "Windreader Sphinx"]);
  });
});

describe("607.2d: a spell-cast trigger of 'the chosen color'", () => {
  it("607.2d: with no color chosen (put onto the battlefield without the choice), nothing matches", () => {
    const g = duel({ hand: ["Shock"], battlefield: ["Diamond Mare", "Mountain"] });
    g.castAndPay("Shock", "Ben");
    expect(g.stackLabels()).toHaveLength(1);
  });
});

describe("118.12: 'unless that player sacrifices'", () => {
  it("118.12: the choice is the other player's, and a player who can't sacrifice doesn't", () => {
    const g = duel({ hand: ["Demanding Dragon"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Grizzly Bears"] });
    g.castAndPay("Demanding Dragon").passAll();
    g.targets("Ben").passAll();
    expect(g.prompt.kind).toBe("priority");
    expect(g.life("Ben")).toBe(15);
  });
});
