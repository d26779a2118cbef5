// Magic 2021's small spells and Auras: Frost Breath (up to two targets that don't untap), Rookie Mistake (two targets,
// two pumps), Feat of Resistance (a counter and protection from a chosen color), Dub (+2/+2, first strike and a
// creature type), Vryn Wingmare (noncreature spells cost more) and Storm Caller.

import { describe, expect, it } from "vitest";
import { keywordsOf, characteristics } from "../../server/engine/layers/characteristics.ts";
import { duel } from "../support/scenario.ts";
import { manaDue, mana } from "../support/casting.ts";

describe("Frost Breath", () => {
  it("502.3: both targets are tapped and don't untap during their controller's next untap step", () => {
    const g = duel({ hand: ["Frost Breath"], battlefield: ["Island", "Island", "Island"] }, { battlefield: ["Grizzly Bears", "Hill Giant"] });
    g.castAndPay("Frost Breath", "Grizzly Bears", "Hill Giant").passAll();
    expect(g.permanent("Grizzly Bears").tapped).toBe(true);
    expect(g.permanent("Hill Giant").tapped).toBe(true);
    g.passUntil("upkeep", 4);
    expect(g.permanent("Grizzly Bears").tapped).toBe(true);
    expect(g.permanent("Hill Giant").tapped).toBe(true);
    g.passUntil("upkeep", 6);
    expect(g.permanent("Grizzly Bears").tapped).toBe(false);
  });
});

describe("Rookie Mistake", () => {
  it("115.3: one target gets +0/+2 and another target gets -2/-0", () => {
    const g = duel({ hand: ["Rookie Mistake"], battlefield: ["Island", "Grizzly Bears"] }, { battlefield: ["Hill Giant"] });
    g.cast("Rookie Mistake").targets("Grizzly Bears").targets("Hill Giant").autoPay().passAll();
    expect(g.pt("Grizzly Bears")).toEqual([2, 4]);
    expect(g.pt("Hill Giant", "Ben")).toEqual([1, 3]);
  });
});

describe("Feat of Resistance", () => {
  it("702.16: a +1/+1 counter and protection from the chosen color until end of turn", () => {
    const g = duel({ hand: ["Feat of Resistance"], battlefield: ["Plains", "Plains", "Grizzly Bears"] });
    g.castAndPay("Feat of Resistance", "Grizzly Bears").passAll();
    g.answer({ kind: "color", color: "R" });
    expect(g.permanent("Grizzly Bears").counters["+1/+1"]).toBe(1);
    expect(keywordsOf(g.reader, g.permanent("Grizzly Bears"))).toContainEqual({ protectionFrom: "R" });
  });
});

describe("Dub", () => {
  it("613.1d, 613.1f: enchanted creature gets +2/+2, has first strike and is a Knight", () => {
    const g = duel({ hand: ["Dub"], battlefield: ["Plains", "Plains", "Plains", "Grizzly Bears"] });
    g.castAndPay("Dub", "Grizzly Bears").passAll();
    expect(g.pt("Grizzly Bears")).toEqual([4, 4]);
    expect(keywordsOf(g.reader, g.permanent("Grizzly Bears"))).toContain("First strike");
    expect(characteristics(g.reader, g.permanent("Grizzly Bears")).subtypes).toEqual(expect.arrayContaining(["Bear", "Knight"]));
  });
});

describe("Vryn Wingmare", () => {
  it("601.2f: a noncreature spell costs {1} more; a creature spell doesn't", () => {
    const g = duel({ hand: ["Lightning Bolt", "Grizzly Bears"], battlefield: ["Mountain", "Forest", "Vryn Wingmare"] });
    g.cast("Lightning Bolt").targets("Ben");
    expect(manaDue(g)).toEqual(mana({ R: 1, generic: 1 }));
    g.cancel();
    g.cast("Grizzly Bears");
    expect(manaDue(g)).toEqual(mana({ G: 1, generic: 1 }));
  });
});

describe("Storm Caller", () => {
  it("603.6a: entering, it deals 2 damage to each opponent", () => {
    const g = duel({ hand: ["Storm Caller"], battlefield: ["Mountain", "Mountain", "Mountain"] });
    g.castAndPay("Storm Caller").passAll().passAll();
    expect(g.life("Ben")).toBe(18);
    expect(g.life("Ana")).toBe(20);
  });
});
