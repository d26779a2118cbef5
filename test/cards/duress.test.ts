// Duress: the target opponent reveals their hand (701.20a) and discards the noncreature, nonland card its caster chooses.

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Duress", () => {
  it("701.20a, 701.9b: the opponent reveals their hand; its caster chooses among noncreature, nonland cards", () => {
    const g = duel({ hand: ["Duress"], battlefield: ["Swamp"] }, { hand: ["Grizzly Bears", "Forest", "Lightning Bolt", "Giant Growth"] });
    g.cast("Duress");
    expect(g.targetOptionNames()).toEqual(["Ben"]);
    g.targets("Ben").autoPay().passAll();
    expect(g.eventsOf("revealed")).toMatchObject([{ player: 1, from: "hand", names: ["Grizzly Bears", "Forest", "Lightning Bolt", "Giant Growth"] }]);
    const p = g.expectPrompt("chooseOption", "Ana");
    expect(p.options).toEqual(["Lightning Bolt", "Giant Growth"]);
    g.answer({ kind: "option", option: "Giant Growth" });
    expect(g.graveyardNames("Ben")).toEqual(["Giant Growth"]);
    expect(g.handNames("Ben")).toEqual(["Grizzly Bears", "Forest", "Lightning Bolt"]);
  });

  it("with no such card, the hand is revealed and nothing is discarded", () => {
    const g = duel({ hand: ["Duress"], battlefield: ["Swamp"] }, { hand: ["Grizzly Bears", "Forest"] });
    g.castAndPay("Duress", "Ben").passAll();
    expect(g.expectPrompt("priority").player).toBe(0);
    expect(g.handNames("Ben")).toEqual(["Grizzly Bears", "Forest"]);
  });
});
