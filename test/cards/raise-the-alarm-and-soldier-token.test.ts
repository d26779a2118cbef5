// Raise the Alarm and the Soldier Token it creates (111).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";
import { attack, blockerOptions, block } from "../support/combat.ts";

describe("Raise the Alarm", () => {
  it("111.1, 304.1: an instant — cast after attackers are declared, its two Soldier tokens can block", () => {
    const g = duel({ hand: ["Raise the Alarm"], battlefield: ["Plains", "Plains"] }, { battlefield: ["Grizzly Bears"] }, { activePlayer: 1 });
    attack(g, "Grizzly Bears");
    g.pass(); // Ben
    g.castAndPay("Raise the Alarm").passAll();
    expect(g.eventsOf("tokenCreated")).toEqual([
      expect.objectContaining({ name: "Soldier Token", controller: 0 }),
      expect.objectContaining({ name: "Soldier Token", controller: 0 }),
    ]);
    expect(g.permanents("Soldier Token", "Ana")).toHaveLength(2);
    expect(blockerOptions(g)).toEqual(["Soldier Token", "Soldier Token"]);
    block(g, ["Soldier Token", "Grizzly Bears"]);
    g.passUntil("endOfCombat");
    expect(g.life("Ana")).toBe(20);
    expect(g.permanents("Soldier Token")).toHaveLength(1);
    expect(g.permanent("Grizzly Bears").damage).toBe(1);
  });
});

describe("Soldier Token", () => {
  it("111.4: Raise the Alarm's token is a 1/1 white Soldier creature named Soldier Token, with no mana cost", () => {
    const g = duel({ battlefield: ["Soldier Token"] });
    expect(g.engine.cards.get("Soldier Token")).toMatchObject({
      token: true,
      colors: ["W"],
      types: ["Creature"],
      subtypes: ["Soldier"],
      keywords: [],
      manaCost: null,
    });
    expect(g.pt("Soldier Token")).toEqual([1, 1]);
  });

  it("111.1: a token isn't a card — it can't be put in a deck", () => {
    const g = duel({});
    const error = g.engine.validateDeck(
      [
        { name: "Soldier Token", count: 1 },
        { name: "Plains", count: 59 },
      ],
      "constructed",
    );
    expect(error).toMatchObject({ code: "UNKNOWN_CARD" });
  });
});
