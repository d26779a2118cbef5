// Instants and sorceries of Magic 2014, Magic 2015 and Magic Origins made of existing instructions: Liturgy of Blood,
// Congregate, Peel from Reality, In Garruk's Wake, Sanctified Charge, Shrapnel Blast, Hunt the Weak, Wild Instincts,
// Smash to Smithereens and Eyeblight Massacre.

import { describe, expect, it } from "vitest";
import { keywordsOf } from "../../server/engine/layers/characteristics.ts";
import { manaAmounts, manaPool } from "../support/casting.ts";
import { duel } from "../support/scenario.ts";

const swamps = (n: number): string[] => Array.from({ length: n }, () => "Swamp");

describe("Liturgy of Blood", () => {
  it("608.2c: destroys target creature, then adds {B}{B}{B} as it resolves", () => {
    const g = duel({ hand: ["Liturgy of Blood"], battlefield: swamps(5) }, { battlefield: ["Hill Giant"] });
    g.castAndPay("Liturgy of Blood", "Hill Giant").passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Hill Giant"]);
    expect(manaPool(g, "Ana")).toEqual(manaAmounts({ B: 3 }));
  });
});

describe("Congregate", () => {
  it("2 life for each creature on the battlefield, whoever controls it", () => {
    const g = duel(
      { hand: ["Congregate"], battlefield: ["Plains", "Plains", "Plains", "Plains", "Grizzly Bears"] },
      { battlefield: ["Hill Giant", "Hill Giant"] },
    );
    g.castAndPay("Congregate", "Ben").passAll();
    expect(g.life("Ben")).toBe(26);
    expect(g.life("Ana")).toBe(20);
  });
});

describe("Peel from Reality", () => {
  it("returns one creature you control and one you don't to their owners' hands", () => {
    const g = duel({ hand: ["Peel from Reality"], battlefield: ["Island", "Island", "Grizzly Bears"] }, { battlefield: ["Hill Giant"] });
    g.cast("Peel from Reality");
    expect(g.targetOptionNames()).toEqual(["Grizzly Bears"]);
    g.targets("Grizzly Bears").targets("Hill Giant").autoPay().passAll();
    expect(g.handNames("Ana")).toEqual(["Grizzly Bears"]);
    expect(g.handNames("Ben")).toEqual(["Hill Giant"]);
  });
});

describe("In Garruk's Wake", () => {
  it("destroys the creatures and planeswalkers you don't control, not yours", () => {
    const g = duel(
      { hand: ["In Garruk's Wake"], battlefield: [...swamps(9), "Grizzly Bears", "Liliana Vess"] },
      { battlefield: ["Hill Giant", "Ajani Goldmane", "Sol Ring"] },
    );
    g.castAndPay("In Garruk's Wake").passAll();
    expect(g.graveyardNames("Ben").sort()).toEqual(["Ajani Goldmane", "Hill Giant"]);
    expect(g.permanent("Sol Ring")).toBeDefined();
    expect(g.permanent("Grizzly Bears")).toBeDefined();
    expect(g.permanent("Liliana Vess")).toBeDefined();
  });
});

describe("Sanctified Charge", () => {
  it("611.2c: your creatures get +2/+1; only the white ones also gain first strike", () => {
    const g = duel(
      { hand: ["Sanctified Charge"], battlefield: [...Array(5).fill("Plains"), "Savannah Lions", "Grizzly Bears"] },
      { battlefield: ["Hill Giant"] },
    );
    g.castAndPay("Sanctified Charge").passAll();
    expect(g.pt("Savannah Lions")).toEqual([4, 2]);
    expect(g.pt("Grizzly Bears")).toEqual([4, 3]);
    expect(g.pt("Hill Giant")).toEqual([3, 3]);
    expect([...keywordsOf(g.reader, g.permanent("Savannah Lions"))]).toContain("First strike");
    expect([...keywordsOf(g.reader, g.permanent("Grizzly Bears"))]).not.toContain("First strike");
  });
});

describe("Shrapnel Blast", () => {
  it("601.2h: an artifact is sacrificed as it is cast; 5 damage to any target", () => {
    const g = duel({ hand: ["Shrapnel Blast"], battlefield: ["Mountain", "Mountain", "Ornithopter"] });
    g.cast("Shrapnel Blast").targets("Ben");
    g.tapForMana("Mountain").tapForMana("Mountain").payPart("sacrifice an artifact", "Ornithopter").pay();
    expect(g.graveyardNames("Ana")).toEqual(["Ornithopter"]);
    g.passAll();
    expect(g.life("Ben")).toBe(15);
    expect(g.graveyardNames("Ana").sort()).toEqual(["Ornithopter", "Shrapnel Blast"]);
  });

  it("601.2h: without an artifact it can't be cast", () => {
    const g = duel({ hand: ["Shrapnel Blast"], battlefield: ["Mountain", "Mountain"] });
    expect(() => g.cast("Shrapnel Blast").targets("Ben").autoPay()).toThrow();
  });
});

describe("Hunt the Weak", () => {
  it("701.14a: a +1/+1 counter first, then the two creatures fight", () => {
    const g = duel({ hand: ["Hunt the Weak"], battlefield: [...Array(4).fill("Forest"), "Grizzly Bears"] }, { battlefield: ["Savannah Lions"] });
    g.cast("Hunt the Weak").targets("Grizzly Bears").targets("Savannah Lions").autoPay().passAll();
    // The Bears, 3/3 with the counter, survive the Lions' 2 damage.
    expect(g.graveyardNames("Ben")).toEqual(["Savannah Lions"]);
    expect(g.pt("Grizzly Bears")).toEqual([3, 3]);
    expect(g.permanent("Grizzly Bears").damage).toBe(2);
  });
});

describe("Wild Instincts", () => {
  it("701.14a: +2/+2 first, then your creature fights one an opponent controls", () => {
    const g = duel({ hand: ["Wild Instincts"], battlefield: [...Array(4).fill("Forest"), "Grizzly Bears"] }, { battlefield: ["Hill Giant"] });
    g.cast("Wild Instincts").targets("Grizzly Bears").targets("Hill Giant").autoPay().passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Hill Giant"]);
    expect(g.pt("Grizzly Bears")).toEqual([4, 4]);
    expect(g.permanent("Grizzly Bears").damage).toBe(3);
  });
});

describe("Smash to Smithereens", () => {
  it("destroys target artifact and deals 3 damage to its controller", () => {
    const g = duel({ hand: ["Smash to Smithereens"], battlefield: ["Mountain", "Mountain"] }, { battlefield: ["Sol Ring"] });
    g.castAndPay("Smash to Smithereens", "Sol Ring").passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Sol Ring"]);
    expect(g.life("Ben")).toBe(17);
    expect(g.life("Ana")).toBe(20);
  });
});

describe("Eyeblight Massacre", () => {
  it("611.2c: non-Elf creatures get -2/-2; Elves are spared", () => {
    const g = duel({ hand: ["Eyeblight Massacre"], battlefield: [...swamps(4), "Llanowar Elves"] }, { battlefield: ["Grizzly Bears", "Hill Giant"] });
    g.castAndPay("Eyeblight Massacre").passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears"]);
    expect(g.pt("Hill Giant")).toEqual([1, 1]);
    expect(g.pt("Llanowar Elves")).toEqual([1, 1]);
  });
});
