// Copies with exceptions (707.9): Copy Artifact, Quicksilver Gargantuan, Altered Ego, Moritte of the Frost and
// Glasspool Mimic; Woodland Changeling (changeling, 702.73).

import { describe, expect, it } from "vitest";
import { printed } from "../../server/engine/layers/printed.ts";
import { cardRegistry } from "../../server/cards/index.ts";
import { castCopying, chooseToCopy, ISLANDS } from "../support/copies.ts";
import { duel } from "../support/scenario.ts";
import { chars } from "../support/characteristics.ts";

describe("Copy Artifact", () => {
  it("707.9b: a copy of Triskelion that is an enchantment too, with the Triskelion's counters (707.5)", () => {
    const g = duel({ hand: ["Copy Artifact"], battlefield: ["Island", "Island", "Triskelion"] });
    castCopying(g, "Copy Artifact", "Triskelion");
    expect(chars(g, "Copy Artifact")).toMatchObject({ name: "Triskelion", types: ["Artifact", "Creature", "Enchantment"], subtypes: ["Construct"] });
    expect(g.pt("Copy Artifact")).toEqual([4, 4]);
  });

  it("only an artifact can be chosen", () => {
    const g = duel({ hand: ["Copy Artifact"], battlefield: ["Island", "Island", "Sol Ring", "Grizzly Bears"] });
    g.castAndPay("Copy Artifact").passAll();
    expect(g.expectPrompt("chooseObject").options.map((o) => g.nameOfObject(o))).toEqual(["Sol Ring"]);
  });
});

describe("Quicksilver Gargantuan", () => {
  const lands = [...ISLANDS, "Island", "Island", "Island"];

  it("707.9b: a 7/7 copy of Grizzly Bears", () => {
    const g = duel({ hand: ["Quicksilver Gargantuan"], battlefield: [...lands, "Grizzly Bears"] });
    castCopying(g, "Quicksilver Gargantuan", "Grizzly Bears");
    expect(chars(g, "Quicksilver Gargantuan")).toMatchObject({ name: "Grizzly Bears", power: 7, toughness: 7, colors: ["G"] });
  });

  it("707.9d: copying Nightmare, it doesn't copy the ability defining power and toughness", () => {
    const g = duel({ hand: ["Quicksilver Gargantuan"], battlefield: [...lands, "Nightmare", "Swamp"] });
    castCopying(g, "Quicksilver Gargantuan", "Nightmare");
    expect(g.pt("Nightmare")).toEqual([1, 1]);
    expect(g.pt("Quicksilver Gargantuan")).toEqual([7, 7]);
    expect(chars(g, "Quicksilver Gargantuan").keywords).toEqual(["Flying"]);
  });

  it("without the exception (Clone), the copy has Nightmare's ability", () => {
    const g = duel({ hand: ["Clone"], battlefield: [...ISLANDS, "Nightmare", "Swamp", "Swamp"] });
    castCopying(g, "Clone", "Nightmare");
    expect(g.pt("Clone")).toEqual([2, 2]);
  });
});

describe("Altered Ego", () => {
  const LANDS = ["Forest", "Island", "Island", "Island", "Island", "Island"];

  it("707.9e: enters as a copy with X additional +1/+1 counters", () => {
    const g = duel({ hand: ["Altered Ego"], battlefield: [...LANDS, "Grizzly Bears"] });
    g.cast("Altered Ego").announceX(2).autoPay().passAll();
    chooseToCopy(g, "Grizzly Bears");
    expect(g.permanent("Altered Ego").counters).toEqual({ "+1/+1": 2 });
    expect(g.pt("Altered Ego")).toEqual([4, 4]);
  });

  it("113.6g: This spell can't be countered — Counterspell does nothing to it", () => {
    const g = duel({ hand: ["Altered Ego"], battlefield: [...LANDS, "Grizzly Bears"] }, { hand: ["Counterspell"], battlefield: ["Island", "Island"] });
    g.cast("Altered Ego").announceX(1).autoPay().pass();
    g.castAndPay("Counterspell", "Altered Ego").passAll();
    expect(g.stackNames()).toEqual(["Altered Ego"]);
    g.passAll();
    chooseToCopy(g, "Grizzly Bears");
    expect(g.pt("Altered Ego")).toEqual([3, 3]);
  });
});

describe("Moritte of the Frost", () => {
  it("702.73a: changeling works everywhere: the card is every creature type; copying nothing, it enters as itself, a 0/0", () => {
    expect(printed(cardRegistry.get("Moritte of the Frost")!, 0).subtypes).toEqual(expect.arrayContaining(["Shapeshifter", "Elf", "Time Lord"]));
    const g = duel({ hand: ["Moritte of the Frost"], battlefield: ["Forest", "Forest", "Forest", "Island", "Island"] });
    castCopying(g, "Moritte of the Frost", null);
    expect(g.graveyardNames("Ana")).toEqual(["Moritte of the Frost"]);
  });

  it("707.9b: copying a permanent you control, it is legendary and snow too; a creature copy has two more counters and changeling", () => {
    const g = duel(
      { hand: ["Moritte of the Frost"], battlefield: ["Forest", "Forest", "Forest", "Island", "Island", "Runeclaw Bear"] },
      { battlefield: ["Hill Giant"] },
    );
    g.castAndPay("Moritte of the Frost").passAll();
    expect(g.expectPrompt("chooseObject").options.map((o) => g.nameOfObject(o))).not.toContain("Hill Giant");
    chooseToCopy(g, "Runeclaw Bear");
    expect(chars(g, "Moritte of the Frost")).toMatchObject({ name: "Runeclaw Bear", supertypes: ["Legendary", "Snow"], keywords: ["Changeling"] });
    expect(g.pt("Moritte of the Frost")).toEqual([4, 4]);
  });
});

describe("Glasspool Mimic // Glasspool Shore", () => {
  it("enters as a copy of a creature you control that is a Shapeshifter Rogue too", () => {
    const g = duel(
      { hand: ["Glasspool Mimic // Glasspool Shore"], battlefield: ["Island", "Island", "Island", "Runeclaw Bear"] },
      { battlefield: ["Hill Giant"] },
    );
    g.castAndPay("Glasspool Mimic // Glasspool Shore").passAll();
    expect(g.expectPrompt("chooseObject").options.map((o) => g.nameOfObject(o))).toEqual(["Runeclaw Bear"]);
    chooseToCopy(g, "Runeclaw Bear");
    expect(chars(g, "Glasspool Mimic // Glasspool Shore")).toMatchObject({ name: "Runeclaw Bear", subtypes: ["Bear", "Shapeshifter", "Rogue"] });
  });

  it("Glasspool Shore enters tapped and taps for {U}", () => {
    const g = duel({ hand: ["Glasspool Mimic // Glasspool Shore"] });
    g.answer({ kind: "playLand", card: g.handCard("Glasspool Mimic // Glasspool Shore"), face: 1 });
    expect(g.permanent("Glasspool Mimic // Glasspool Shore").tapped).toBe(true);
    g.passUntil("precombatMain", 5);
    g.tapForMana("Glasspool Mimic // Glasspool Shore");
    expect(g.state.players[0]!.manaPool.U).toBe(1);
  });
});

describe("Woodland Changeling", () => {
  it("702.73a: it is every creature type: a lord of Merfolk pumps it", () => {
    const g = duel({ battlefield: ["Woodland Changeling", "Lord of Atlantis"] });
    expect(chars(g, "Woodland Changeling").subtypes).toEqual(expect.arrayContaining(["Shapeshifter", "Merfolk", "Time Lord"]));
    expect(g.pt("Woodland Changeling")).toEqual([3, 3]);
  });
});
