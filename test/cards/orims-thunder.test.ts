// Orim's Thunder: kicker (702.33) adding a second target and damage from the destroyed artifact's mana value.

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";
import { manaDue, mana } from "../support/casting.ts";

describe("Orim's Thunder", () => {
  it("702.33d, 608.2h: kicked, it destroys the artifact and deals damage equal to its mana value to target creature", () => {
    const g = duel({ hand: ["Orim's Thunder"], battlefield: ["Plains", "Plains", "Plains", "Mountain"] }, { battlefield: ["Trinisphere", "Hill Giant"] });
    g.cast("Orim's Thunder");
    expect(g.expectPrompt("chooseCosts").optional.map((o) => [o.id, o.max])).toEqual([["kicker", 1]]);
    g.chooseCosts("mana", { kicker: 1 }).targets("Trinisphere").targets("Hill Giant");
    expect(manaDue(g)).toEqual(mana({ W: 1, R: 1, generic: 2 }));
    g.autoPay().passAll();
    expect(g.eventsOf("damageDealt").map((e) => [e.sourceName, e.targetName, e.amount])).toEqual([["Orim's Thunder", "Hill Giant", 3]]);
    expect(g.graveyardNames("Ben").sort()).toEqual(["Hill Giant", "Trinisphere"]);
  });

  it("702.33g: unkicked, it only destroys — no creature target is chosen and no damage is dealt", () => {
    const g = duel({ hand: ["Orim's Thunder"], battlefield: ["Plains", "Plains", "Plains"] }, { battlefield: ["Dream Halls", "Hill Giant"] });
    g.cast("Orim's Thunder").chooseCosts("mana", { kicker: 0 }).targets("Dream Halls");
    expect(manaDue(g)).toEqual(mana({ W: 1, generic: 2 }));
    g.autoPay().passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Dream Halls"]);
    expect(g.eventsOf("damageDealt")).toEqual([]);
  });

  it("608.2b: if the artifact is gone when it resolves, the creature is still a legal target but the damage, needing the artifact's mana value, isn't dealt", () => {
    const g = duel(
      { hand: ["Orim's Thunder"], battlefield: ["Plains", "Plains", "Plains", "Mountain", "Mountain"] },
      { hand: ["Altar's Reap"], battlefield: ["Lodestone Golem", "Hill Giant", "Swamp", "Swamp", "Swamp"] },
    );
    g.cast("Orim's Thunder").chooseCosts("mana", { kicker: 1 }).targets("Lodestone Golem").targets("Hill Giant").autoPay();
    g.pass();
    // In response Ben sacrifices the Golem to Altar's Reap.
    g.cast("Altar's Reap").autoPay().payPart("sacrifice a creature", "Lodestone Golem").passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Lodestone Golem", "Altar's Reap"]);
    g.passAll();
    expect(g.eventsOf("countered")).toEqual([]);
    expect(g.graveyardNames("Ana")).toEqual(["Orim's Thunder"]);
    expect(g.permanent("Hill Giant").damage).toBe(0);
  });

  it("202.3e: X is 0 on the battlefield — destroying Chalice of the Void with two counters deals 0 damage", () => {
    const g = duel(
      { hand: ["Orim's Thunder"], battlefield: ["Plains", "Plains", "Plains", "Mountain"] },
      { battlefield: [{ card: "Chalice of the Void", counters: { charge: 2 } }, "Grizzly Bears"] },
    );
    g.cast("Orim's Thunder").chooseCosts("mana", { kicker: 1 }).targets("Chalice of the Void").targets("Grizzly Bears").autoPay().passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Chalice of the Void"]);
    expect(g.permanent("Grizzly Bears").damage).toBe(0);
    expect(g.eventsOf("damageDealt")).toEqual([]);
  });
});
