// Transmogrifying Wand (a token for the destroyed creature's controller), One with the Machine (the highest mana
// value among artifacts) and Enigma Drake (a characteristic-defining ability counting cards in a graveyard, 604.3).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Transmogrifying Wand", () => {
  it("614.1c: it enters with three charge counters; each use destroys target creature and its controller creates a 2/4 Ox", () => {
    const g = duel({ hand: ["Transmogrifying Wand"], battlefield: ["Plains", "Plains", "Plains", "Plains"] }, { battlefield: ["Serra Angel"] });
    g.castAndPay("Transmogrifying Wand").passAll();
    expect(g.permanent("Transmogrifying Wand").counters).toMatchObject({ charge: 3 });
    g.activate("Transmogrifying Wand").targets("Serra Angel").autoPay().passAll();
    expect(g.permanents("Serra Angel")).toHaveLength(0);
    expect(g.permanents("Ox Token", "Ben")).toHaveLength(1);
    expect(g.permanents("Ox Token", "Ana")).toHaveLength(0);
    expect(g.pt("Ox Token")).toEqual([2, 4]);
    expect(g.permanent("Transmogrifying Wand").counters).toMatchObject({ charge: 2 });
  });

  it("602.5d: only as a sorcery", () => {
    const g = duel({ battlefield: ["Grizzly Bears"] }, { battlefield: [{ card: "Transmogrifying Wand", counters: { charge: 3 } }, "Plains"] });
    g.pass();
    expect(g.refuseAnswer({ kind: "activate", source: g.permanent("Transmogrifying Wand").id, ability: "p1" }, "Ben").message).toBeTruthy();
  });
});

describe("One with the Machine", () => {
  it("its controller draws cards equal to the highest mana value among artifacts they control", () => {
    const g = duel(
      { hand: ["One with the Machine"], battlefield: ["Island", "Island", "Island", "Island", "Sol Ring", "Bronze Sable"] },
      { battlefield: ["Phyrexian Vault"] },
    );
    g.castAndPay("One with the Machine").passAll();
    expect(g.handNames("Ana")).toHaveLength(2);
  });

  it("with no artifact, nothing", () => {
    const g = duel({ hand: ["One with the Machine"], battlefield: ["Island", "Island", "Island", "Island"] });
    g.castAndPay("One with the Machine").passAll();
    expect(g.handNames("Ana")).toHaveLength(0);
  });
});

describe("Enigma Drake", () => {
  it("604.3: its power is the number of instant and sorcery cards in its controller's graveyard", () => {
    const g = duel(
      { battlefield: ["Enigma Drake", "Mountain"], hand: ["Shock"], graveyard: ["Divination", "Grizzly Bears"] },
      { graveyard: ["Lightning Bolt"] },
    );
    expect(g.pt("Enigma Drake")).toEqual([1, 4]);
    g.castAndPay("Shock", "Ben").passAll();
    expect(g.pt("Enigma Drake")).toEqual([2, 4]);
  });
});
