// Magic Origins' spell mastery (207.2c: an ability word): "If there are two or more instant and/or sorcery cards in
// your graveyard", checked as the spell resolves. Fiery Impulse, Kytheon's Tactics, Gideon's Phalanx, Calculated
// Dismissal, Dark Petition and Ravaging Blaze.

import { describe, expect, it } from "vitest";
import { keywordsOf } from "../../server/engine/layers/characteristics.ts";
import { manaAmounts, manaPool } from "../support/casting.ts";
import { duel } from "../support/scenario.ts";

const mastery = ["Lightning Bolt", "Opt"];
const lands = (land: string, n: number): string[] => Array.from({ length: n }, () => land);

describe("Fiery Impulse", () => {
  it("207.2c: 2 damage, or 3 instead with spell mastery", () => {
    const g = duel({ hand: ["Fiery Impulse"], battlefield: ["Mountain"], graveyard: ["Lightning Bolt"] }, { battlefield: ["Hill Giant"] });
    g.castAndPay("Fiery Impulse", "Hill Giant").passAll();
    expect(g.permanent("Hill Giant").damage).toBe(2);
    const h = duel({ hand: ["Fiery Impulse"], battlefield: ["Mountain"], graveyard: mastery }, { battlefield: ["Hill Giant"] });
    h.castAndPay("Fiery Impulse", "Hill Giant").passAll();
    expect(h.graveyardNames("Ben")).toEqual(["Hill Giant"]);
  });
});

describe("Kytheon's Tactics", () => {
  it("207.2c: +2/+1 to your creatures; vigilance too only with spell mastery", () => {
    const g = duel({ hand: ["Kytheon's Tactics"], battlefield: ["Plains", "Plains", "Plains", "Grizzly Bears"] });
    g.castAndPay("Kytheon's Tactics").passAll();
    expect(g.pt("Grizzly Bears")).toEqual([4, 3]);
    expect([...keywordsOf(g.reader, g.permanent("Grizzly Bears"))]).not.toContain("Vigilance");
    const h = duel({ hand: ["Kytheon's Tactics"], battlefield: ["Plains", "Plains", "Plains", "Grizzly Bears"], graveyard: mastery });
    h.castAndPay("Kytheon's Tactics").passAll();
    expect([...keywordsOf(h.reader, h.permanent("Grizzly Bears"))]).toContain("Vigilance");
  });
});

describe("Gideon's Phalanx", () => {
  it("207.2c: four 2/2 Knights with vigilance; with spell mastery your creatures gain indestructible", () => {
    const g = duel({ hand: ["Gideon's Phalanx"], battlefield: [...lands("Plains", 7), "Grizzly Bears"] });
    g.castAndPay("Gideon's Phalanx").passAll();
    const knights = g.permanents("Knight Token");
    expect(knights).toHaveLength(4);
    expect(g.pt("Knight Token")).toEqual([2, 2]);
    expect([...keywordsOf(g.reader, knights[0]!)]).toEqual(["Vigilance"]);
    expect([...keywordsOf(g.reader, g.permanent("Grizzly Bears"))]).not.toContain("Indestructible");
    const h = duel({ hand: ["Gideon's Phalanx"], battlefield: [...lands("Plains", 7), "Grizzly Bears"], graveyard: mastery });
    h.castAndPay("Gideon's Phalanx").passAll();
    expect([...keywordsOf(h.reader, h.permanent("Grizzly Bears"))]).toContain("Indestructible");
    expect([...keywordsOf(h.reader, h.permanent("Knight Token"))]).toContain("Indestructible");
  });
});

describe("Calculated Dismissal", () => {
  it("118.12a: counters unless its controller pays {3}; with spell mastery, scry 2", () => {
    const g = duel(
      { hand: ["Lightning Bolt"], battlefield: ["Mountain"] },
      { hand: ["Calculated Dismissal"], battlefield: lands("Island", 3), graveyard: mastery, library: ["Hill Giant", "Shock"] },
    );
    g.castAndPay("Lightning Bolt", "Ben").pass();
    g.castAndPay("Calculated Dismissal", "Lightning Bolt").passAll();
    g.expectPrompt("payUnless", "Ana");
    g.answer({ kind: "decline" });
    expect(g.graveyardNames("Ana")).toEqual(["Lightning Bolt"]);
    const p = g.expectPrompt("chooseOption", "Ben");
    expect(p.text).toContain("Hill Giant");
  });

  it("207.2c: without spell mastery, no scry", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { hand: ["Calculated Dismissal"], battlefield: lands("Island", 3) });
    g.castAndPay("Lightning Bolt", "Ben").pass();
    g.castAndPay("Calculated Dismissal", "Lightning Bolt").passAll();
    g.answer({ kind: "decline" });
    expect(g.graveyardNames("Ana")).toEqual(["Lightning Bolt"]);
    g.expectPrompt("priority", "Ana");
  });
});

describe("Dark Petition", () => {
  it("701.23: finds any card, unrevealed; with spell mastery adds {B}{B}{B}", () => {
    const g = duel({ hand: ["Dark Petition"], battlefield: lands("Swamp", 5), graveyard: mastery, library: ["Plains", "Hill Giant"] });
    g.castAndPay("Dark Petition").passAll();
    const prompt = g.expectPrompt("searchLibrary");
    g.answer({ kind: "libraryCard", index: prompt.options.find((o) => o.name === "Hill Giant")!.index });
    expect(g.handNames("Ana")).toEqual(["Hill Giant"]);
    expect(g.eventsOf("revealed")).toEqual([]);
    expect(manaPool(g, "Ana")).toEqual(manaAmounts({ B: 3 }));
  });
});

describe("Ravaging Blaze", () => {
  it("107.3: X damage to target creature, and X to its controller too with spell mastery", () => {
    const g = duel({ hand: ["Ravaging Blaze"], battlefield: lands("Mountain", 5), graveyard: mastery }, { battlefield: ["Hill Giant"] });
    g.cast("Ravaging Blaze").announceX(3).targets("Hill Giant").autoPay().passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Hill Giant"]);
    expect(g.life("Ben")).toBe(17);
    const h = duel({ hand: ["Ravaging Blaze"], battlefield: lands("Mountain", 5) }, { battlefield: ["Hill Giant"] });
    h.cast("Ravaging Blaze").announceX(3).targets("Hill Giant").autoPay().passAll();
    expect(h.life("Ben")).toBe(20);
  });
});
