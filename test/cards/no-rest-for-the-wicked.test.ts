import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("No Rest for the Wicked", () => {
  it("returns the creature cards put into its controller's graveyard from the battlefield this turn — not others, nor earlier ones", () => {
    const g = duel(
      { hand: ["Lightning Bolt", "Grizzly Bears"], battlefield: ["No Rest for the Wicked", "Mountain", "Hill Giant"], graveyard: ["Wind Drake"] },
      {},
    );
    g.castAndPay("Lightning Bolt", "Hill Giant").passAll();
    expect(g.graveyardNames("Ana").sort()).toEqual(["Hill Giant", "Lightning Bolt", "Wind Drake"]);
    g.activate("No Rest for the Wicked").autoPay().passAll();
    expect(g.handNames("Ana").sort()).toEqual(["Grizzly Bears", "Hill Giant"]);
    // Wind Drake was there before this turn; Lightning Bolt isn't a creature card; the enchantment itself wasn't put there in time.
    expect(g.graveyardNames("Ana").sort()).toEqual(["Lightning Bolt", "No Rest for the Wicked", "Wind Drake"]);
  });

  it("a creature that died on an earlier turn stays", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["No Rest for the Wicked", "Mountain", "Grizzly Bears"] });
    g.castAndPay("Lightning Bolt", "Grizzly Bears").passAll();
    g.passUntil("upkeep", 4).pass(); // Ben passes in his upkeep: Ana has priority
    g.activate("No Rest for the Wicked").autoPay().passAll();
    expect(g.handNames("Ana")).toEqual([]);
    expect(g.graveyardNames("Ana")).toContain("Grizzly Bears");
  });
});
