// More Magic 2013 cards from existing pieces: Door to Nothingness, Akroma's Memorial, Magmaquake, Mutilate, Roaring
// Primadox and Garruk's Packleader.

import { describe, expect, it } from "vitest";
import { keywordsOf } from "../../server/engine/layers/characteristics.ts";
import { duel } from "../support/scenario.ts";

const BEFORE_ANAS_TURN = { turn: 2, activePlayer: 1, step: "end" } as const;
const yes = { kind: "option", option: "yes" } as const;

describe("Door to Nothingness", () => {
  it("614.1c, 104.3a: it enters tapped; ten colored mana, {T} and sacrificing it make target player lose the game", () => {
    const lands = ["Plains", "Island", "Swamp", "Mountain", "Forest"].flatMap((l) => [l, l]);
    const g = duel({ hand: ["Door to Nothingness"], battlefield: [...lands, "Sol Ring", "Sol Ring", "Mountain"] });
    g.castAndPay("Door to Nothingness").passAll();
    expect(g.permanent("Door to Nothingness").tapped).toBe(true);

    const h = duel({ battlefield: ["Door to Nothingness", ...lands] });
    h.activate("Door to Nothingness", "p1").targets("Ben").autoPay().passAll();
    expect(h.graveyardNames("Ana")).toEqual(["Door to Nothingness"]);
    expect(h.state.players[1]!.status).toBe("lost");
  });
});

describe("Akroma's Memorial", () => {
  it("613.1f: creatures you control have flying, first strike, vigilance, trample, haste and protection from black and red", () => {
    const g = duel({ battlefield: ["Akroma's Memorial", "Grizzly Bears"] }, { battlefield: ["Hill Giant"] });
    expect(keywordsOf(g.reader, g.permanent("Grizzly Bears"))).toEqual([
      "Flying",
      "First strike",
      "Vigilance",
      "Trample",
      "Haste",
      { protectionFrom: "B" },
      { protectionFrom: "R" },
    ]);
    expect(keywordsOf(g.reader, g.permanent("Hill Giant"))).toEqual([]);
  });
});

describe("Magmaquake", () => {
  it("X damage to each creature without flying and each planeswalker, not to creatures with flying nor players", () => {
    const g = duel(
      { hand: ["Magmaquake"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain", "Grizzly Bears"] },
      { battlefield: ["Liliana Vess", "Wind Drake", "Hill Giant"] },
    );
    g.cast("Magmaquake").announceX(2).autoPay().passAll();
    expect(g.graveyardNames("Ana").sort()).toEqual(["Grizzly Bears", "Magmaquake"]);
    expect(g.permanent("Hill Giant").damage).toBe(2);
    expect(g.permanent("Wind Drake").damage).toBe(0);
    expect(g.permanent("Liliana Vess").counters).toMatchObject({ loyalty: 3 });
    expect(g.life("Ben")).toBe(20);
  });
});

describe("Mutilate", () => {
  it("608.2h: all creatures get -1/-1 for each Swamp you control (not the opponent's), counted as it resolves", () => {
    const g = duel(
      { hand: ["Mutilate"], battlefield: ["Swamp", "Swamp", "Swamp", "Mountain", "Craw Wurm"] },
      { battlefield: ["Swamp", "Hill Giant", "Grizzly Bears"] },
    );
    g.castAndPay("Mutilate").passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Hill Giant", "Grizzly Bears"]);
    expect(g.pt("Craw Wurm")).toEqual([3, 1]);
  });
});

describe("Roaring Primadox", () => {
  it("608.2d: at the beginning of your upkeep you return a creature you control, chosen as it resolves", () => {
    const g = duel({ battlefield: ["Roaring Primadox", "Grizzly Bears"] }, { battlefield: ["Hill Giant"] }, BEFORE_ANAS_TURN);
    g.passUntil("upkeep", 3).passAll();
    const prompt = g.expectPrompt("chooseObject", "Ana");
    expect(prompt.options.map((id) => g.nameOfObject(id)).sort()).toEqual(["Grizzly Bears", "Roaring Primadox"]);
    g.answer({ kind: "choose", object: g.permanent("Grizzly Bears").id });
    expect(g.handNames("Ana")).toContain("Grizzly Bears");
    expect(g.permanent("Hill Giant", "Ben")).toBeTruthy();
  });
});

describe("Garruk's Packleader", () => {
  it("603.2: another creature with power 3 or greater entering under your control lets you draw; a smaller one doesn't", () => {
    const g = duel({
      hand: ["Hill Giant", "Grizzly Bears"],
      battlefield: ["Garruk's Packleader", "Mountain", "Mountain", "Mountain", "Mountain", "Forest", "Forest"],
    });
    g.castAndPay("Hill Giant");
    g.passUntilPrompt("chooseOption").answer(yes);
    expect(g.handNames("Ana")).toEqual(["Grizzly Bears", "Plains"]);
    g.castAndPay("Grizzly Bears").passAll();
    expect(g.stackNames()).toEqual([]);
    expect(g.handNames("Ana")).toEqual(["Plains"]);
  });
});

describe("Chandra's Fury", () => {
  it("4 damage to target player and 1 to each creature that player controls, not to the caster's creatures", () => {
    const g = duel(
      { hand: ["Chandra's Fury"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Grizzly Bears"] },
      { battlefield: ["Llanowar Elves", "Hill Giant"] },
    );
    g.castAndPay("Chandra's Fury", "Ben").passAll();
    expect(g.life("Ben")).toBe(16);
    expect(g.graveyardNames("Ben")).toEqual(["Llanowar Elves"]);
    expect(g.permanent("Hill Giant").damage).toBe(1);
    expect(g.permanent("Grizzly Bears").damage).toBe(0);
  });

  it("aimed at a planeswalker: 4 damage to it and 1 to each creature its controller controls", () => {
    const g = duel(
      { hand: ["Chandra's Fury"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"] },
      { battlefield: ["Liliana Vess", "Hill Giant"] },
    );
    g.castAndPay("Chandra's Fury", "Liliana Vess").passAll();
    expect(g.permanent("Liliana Vess").counters).toMatchObject({ loyalty: 1 });
    expect(g.permanent("Hill Giant").damage).toBe(1);
    expect(g.life("Ben")).toBe(20);
  });
});
