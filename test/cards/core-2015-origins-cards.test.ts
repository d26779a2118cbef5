// Cards of Magic 2015 and Magic Origins made of existing instructions: counted amounts, intervening "if" clauses (603.4),
// additional costs (601.2f), landfall, a block trigger, combat damage prevention (615), convoke (702.51) and counters.

import { describe, expect, it } from "vitest";
import { attack } from "../support/combat.ts";
import { duel } from "../support/scenario.ts";

const lands = (land: string, n: number): string[] => Array.from({ length: n }, () => land);

describe("Cleric of the Forward Order", () => {
  it("2 life for each creature you control named Cleric of the Forward Order, itself included", () => {
    const g = duel({ hand: ["Cleric of the Forward Order"], battlefield: ["Plains", "Plains", "Cleric of the Forward Order", "Grizzly Bears"] });
    g.castAndPay("Cleric of the Forward Order").passAll();
    g.passAll();
    expect(g.life("Ana")).toBe(24);
  });
});

describe("Shaman of the Pack", () => {
  it("target opponent loses life equal to the number of Elves you control", () => {
    const g = duel({ hand: ["Shaman of the Pack"], battlefield: ["Forest", "Swamp", "Swamp", "Llanowar Elves"] }, { battlefield: ["Llanowar Elves"] });
    g.castAndPay("Shaman of the Pack").passAll();
    g.targets("Ben").passAll();
    expect(g.life("Ben")).toBe(18);
  });
});

describe("Dwynen's Elite", () => {
  it("603.4: an Elf Warrior only if you control another Elf", () => {
    const g = duel({ hand: ["Dwynen's Elite"], battlefield: ["Forest", "Forest", "Llanowar Elves"] });
    g.castAndPay("Dwynen's Elite").passAll();
    g.passAll();
    expect(g.permanents("Elf Warrior Token")).toHaveLength(1);
    const h = duel({ hand: ["Dwynen's Elite"], battlefield: ["Forest", "Forest"] }, { battlefield: ["Llanowar Elves"] });
    h.castAndPay("Dwynen's Elite").passAll();
    expect(h.stackNames()).toEqual([]);
    expect(h.permanents("Elf Warrior Token")).toHaveLength(0);
  });
});

describe("Faerie Miscreant", () => {
  it("603.4: draws a card only if you control another Faerie Miscreant", () => {
    const g = duel({ hand: ["Faerie Miscreant"], battlefield: ["Island", "Faerie Miscreant"] });
    g.castAndPay("Faerie Miscreant").passAll();
    g.passAll();
    expect(g.handNames("Ana")).toHaveLength(1);
    const h = duel({ hand: ["Faerie Miscreant"], battlefield: ["Island"] }, { battlefield: ["Faerie Miscreant"] });
    h.castAndPay("Faerie Miscreant").passAll();
    expect(h.stackNames()).toEqual([]);
    expect(h.handNames("Ana")).toHaveLength(0);
  });
});

describe("Dreadwaters", () => {
  it("701.17a: target player mills one card for each land you control", () => {
    const g = duel({ hand: ["Dreadwaters"], battlefield: lands("Island", 5) }, { battlefield: lands("Swamp", 2) });
    g.castAndPay("Dreadwaters", "Ben").passAll();
    expect(g.graveyardNames("Ben")).toHaveLength(5);
  });
});

describe("Artificer's Epiphany", () => {
  it("draws two; discards a card only if you control no artifacts", () => {
    const g = duel({ hand: ["Artificer's Epiphany"], battlefield: [...lands("Island", 4), "Sol Ring"] });
    g.castAndPay("Artificer's Epiphany").passAll();
    expect(g.handNames("Ana")).toHaveLength(2);
    const h = duel({ hand: ["Artificer's Epiphany"], battlefield: lands("Island", 4) });
    h.castAndPay("Artificer's Epiphany").passAll();
    const [first] = h.handNames("Ana");
    h.answer({ kind: "cards", cards: [h.handCard(first!)] });
    expect(h.handNames("Ana")).toHaveLength(1);
    expect(h.graveyardNames("Ana")).toHaveLength(2);
  });
});

describe("Magmatic Insight", () => {
  it("601.2f: a land card is discarded as it is cast; draws two", () => {
    const g = duel({ hand: ["Magmatic Insight", "Mountain", "Lightning Bolt"], battlefield: ["Mountain"] });
    g.cast("Magmatic Insight");
    const pay = g.expectPrompt("payCosts");
    expect(pay.parts[0]!.options.map((o) => g.nameOfObject(o))).toEqual(["Mountain"]);
    g.tapForMana("Mountain").payPart("discard a land card", "Mountain").pay();
    g.passAll();
    expect(g.handNames("Ana")).toHaveLength(3);
    expect(g.graveyardNames("Ana")).toEqual(["Mountain", "Magmatic Insight"]);
  });
});

describe("Life's Legacy", () => {
  it("608.2h: draws cards equal to the sacrificed creature's power", () => {
    const g = duel({ hand: ["Life's Legacy"], battlefield: [...lands("Forest", 2), "Hill Giant"] });
    g.cast("Life's Legacy");
    g.tapForMana("Forest").tapForMana("Forest").payPart("sacrifice a creature", "Hill Giant").pay();
    g.passAll();
    expect(g.handNames("Ana")).toHaveLength(3);
  });
});

describe("Zendikar's Roil", () => {
  it("207.2c: landfall — a 2/2 green Elemental for each land entering under your control", () => {
    const g = duel({ hand: ["Forest"], battlefield: ["Zendikar's Roil"] });
    g.playLand("Forest").passAll();
    expect(g.permanents("Elemental Token")).toHaveLength(1);
    expect(g.pt("Elemental Token")).toEqual([2, 2]);
  });
});

describe("Hunter's Ambush", () => {
  it("615.1a: combat damage by nongreen creatures is prevented, a green creature's isn't", () => {
    const g = duel({ hand: ["Hunter's Ambush"], battlefield: ["Forest", "Forest", "Forest", "Grizzly Bears", "Savannah Lions"] });
    g.castAndPay("Hunter's Ambush").passAll();
    attack(g, "Grizzly Bears", "Savannah Lions");
    g.passUntil("end");
    expect(g.life("Ben")).toBe(18);
  });
});

describe("Vine Snare", () => {
  it("615.1a: combat damage by creatures with power 4 or less is prevented", () => {
    const g = duel({ hand: ["Vine Snare"], battlefield: ["Forest", "Forest", "Grizzly Bears", "Scrapyard Mongrel", "Sol Ring"] });
    g.castAndPay("Vine Snare").passAll();
    attack(g, "Grizzly Bears", "Scrapyard Mongrel");
    g.passUntil("end");
    expect(g.life("Ben")).toBe(15);
  });
});

describe("Devouring Light", () => {
  it("exiles only an attacking or blocking creature", () => {
    const g = duel({ hand: ["Devouring Light"], battlefield: [...lands("Plains", 3), "Grizzly Bears", "Hill Giant"] });
    attack(g, "Grizzly Bears");
    g.cast("Devouring Light");
    expect(g.targetOptionNames()).toEqual(["Grizzly Bears"]);
    g.targets("Grizzly Bears").autoPay().passAll();
    expect(g.permanents("Grizzly Bears")).toEqual([]);
    expect(g.graveyardNames("Ana")).toEqual(["Devouring Light"]);
  });
});

describe("Living Totem", () => {
  it("603.3: as it enters, you may put a +1/+1 counter on another target creature", () => {
    const g = duel({ hand: ["Living Totem"], battlefield: [...lands("Forest", 4), "Grizzly Bears"] });
    g.castAndPay("Living Totem").passAll();
    expect(g.targetOptionNames()).toEqual(["Grizzly Bears"]);
    g.targets("Grizzly Bears").passAll();
    g.answer({ kind: "option", option: "yes" });
    expect(g.permanent("Grizzly Bears").counters).toEqual({ "+1/+1": 1 });
  });
});

describe("Ring of Three Wishes", () => {
  it("122.1: enters with three wish counters; each search removes one, and none is left after three", () => {
    const g = duel({ hand: ["Ring of Three Wishes"], battlefield: lands("Island", 5) });
    g.castAndPay("Ring of Three Wishes").passAll();
    expect(g.permanent("Ring of Three Wishes").counters).toEqual({ wish: 3 });
    const h = duel({ battlefield: [{ card: "Ring of Three Wishes", counters: { wish: 1 } }, ...lands("Island", 5)], library: ["Plains", "Hill Giant"] });
    h.activate("Ring of Three Wishes").autoPay().passAll();
    const prompt = h.expectPrompt("searchLibrary");
    h.answer({ kind: "libraryCard", index: prompt.options.find((o) => o.name === "Hill Giant")!.index });
    expect(h.handNames("Ana")).toEqual(["Hill Giant"]);
    expect(h.permanent("Ring of Three Wishes").counters.wish ?? 0).toBe(0);
  });
});

describe("Statute of Denial", () => {
  it("counters target spell; draw then discard only if you control a blue creature", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { hand: ["Statute of Denial"], battlefield: lands("Island", 4) });
    g.castAndPay("Lightning Bolt", "Ben").pass();
    g.castAndPay("Statute of Denial", "Lightning Bolt").passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Lightning Bolt"]);
    expect(g.handNames("Ben")).toEqual([]);
    const h = duel(
      { hand: ["Lightning Bolt"], battlefield: ["Mountain"] },
      { hand: ["Statute of Denial", "Shock"], battlefield: [...lands("Island", 4), "Coral Eel"] },
    );
    h.castAndPay("Lightning Bolt", "Ben").pass();
    h.castAndPay("Statute of Denial", "Lightning Bolt").passAll();
    expect(h.handNames("Ben")).toHaveLength(2);
    h.answer({ kind: "cards", cards: [h.handCard("Shock", "Ben")] });
    expect(h.graveyardNames("Ana")).toEqual(["Lightning Bolt"]);
    expect(h.graveyardNames("Ben")).toEqual(["Shock", "Statute of Denial"]);
    expect(h.handNames("Ben")).toHaveLength(1);
  });
});
