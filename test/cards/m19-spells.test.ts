// Core Set 2019 spells and a Clone variant: Cleansing Nova (700.2 modes), Isolate, Thud (an additional cost whose
// sacrificed creature's power is the damage, 608.2h), Tectonic Rift (611.2c: the creatures without flying as it
// resolves), Radiating Lightning and Mirror Image (707.5, a creature its controller controls).

import { describe, expect, it } from "vitest";
import { characteristics } from "../../server/engine/layers/characteristics.ts";
import { duel } from "../support/scenario.ts";

describe("Cleansing Nova", () => {
  it("700.2: the first mode destroys all creatures", () => {
    const g = duel(
      { hand: ["Cleansing Nova"], battlefield: ["Plains", "Plains", "Plains", "Plains", "Plains", "Grizzly Bears", "Sol Ring"] },
      { battlefield: ["Hill Giant"] },
    );
    g.cast("Cleansing Nova").chooseModes(0).autoPay().passAll();
    expect(g.permanents("Grizzly Bears")).toHaveLength(0);
    expect(g.permanents("Hill Giant")).toHaveLength(0);
    expect(g.permanents("Sol Ring")).toHaveLength(1);
  });

  it("700.2: the second destroys all artifacts and enchantments", () => {
    const g = duel(
      { hand: ["Cleansing Nova"], battlefield: ["Plains", "Plains", "Plains", "Plains", "Plains", "Grizzly Bears", "Sol Ring"] },
      { battlefield: ["Glorious Anthem"] },
    );
    g.cast("Cleansing Nova").chooseModes(1).autoPay().passAll();
    expect(g.permanents("Grizzly Bears")).toHaveLength(1);
    expect(g.permanents("Sol Ring")).toHaveLength(0);
    expect(g.permanents("Glorious Anthem")).toHaveLength(0);
  });
});

describe("Isolate", () => {
  it("exiles a permanent with mana value 1, and only such a permanent can be its target", () => {
    const g = duel({ hand: ["Isolate"], battlefield: ["Plains"] }, { battlefield: ["Llanowar Elves", "Grizzly Bears", "Sol Ring"] });
    g.cast("Isolate");
    expect(g.targetOptionNames().sort()).toEqual(["Llanowar Elves", "Sol Ring"]);
    g.targets("Llanowar Elves").autoPay().passAll();
    expect(g.state.exile.map((c) => c.card)).toEqual(["Llanowar Elves"]);
  });
});

describe("Thud", () => {
  it("608.2h: it deals damage equal to the power of the creature sacrificed to cast it", () => {
    const g = duel({ hand: ["Thud"], battlefield: ["Mountain", "Mountain", "Hill Giant"] });
    g.cast("Thud").targets("Ben").tapForMana("Mountain").payPart("sacrifice a creature", "Hill Giant");
    g.pay().passAll();
    expect(g.life("Ben")).toBe(17);
    expect(g.graveyardNames("Ana").sort()).toEqual(["Hill Giant", "Thud"]);
  });
});

describe("Tectonic Rift", () => {
  it("destroys target land; creatures without flying can't block this turn, those with flying can", () => {
    const g = duel(
      { hand: ["Tectonic Rift"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain", "Hill Giant"] },
      { battlefield: ["Forest", "Grizzly Bears", "Birds of Paradise"] },
    );
    g.castAndPay("Tectonic Rift", "Forest").passAll();
    expect(g.permanents("Forest")).toHaveLength(0);
    g.passUntilPrompt("declareAttackers");
    const giant = g.permanent("Hill Giant").id;
    g.answer({ kind: "attackers", attacks: [{ attacker: giant, defender: 1 }] });
    g.passUntilPrompt("declareBlockers");
    expect(g.refuseAnswer({ kind: "blockers", blocks: [{ blocker: g.permanent("Grizzly Bears").id, attacker: giant }] }).message).toBeTruthy();
    g.answer({ kind: "blockers", blocks: [{ blocker: g.permanent("Birds of Paradise").id, attacker: giant }] });
  });
});

describe("Radiating Lightning", () => {
  it("3 damage to target player and 1 damage to each creature that player controls (not the caster's)", () => {
    const g = duel(
      { hand: ["Radiating Lightning"], battlefield: ["Mountain", "Mountain", "Mountain", "Llanowar Elves"] },
      { battlefield: ["Llanowar Elves", "Grizzly Bears"] },
    );
    g.castAndPay("Radiating Lightning", "Ben").passAll();
    expect(g.life("Ben")).toBe(17);
    expect(g.permanents("Llanowar Elves")).toHaveLength(1);
    expect(g.permanent("Grizzly Bears").damage).toBe(1);
  });
});

describe("Mirror Image", () => {
  it("707.5: it may enter as a copy of a creature its controller controls, not of an opponent's", () => {
    const g = duel({ hand: ["Mirror Image"], battlefield: ["Island", "Island", "Island", "Island", "Grizzly Bears"] }, { battlefield: ["Hill Giant"] });
    g.castAndPay("Mirror Image").passAll();
    const prompt = g.expectPrompt("chooseObject", "Ana");
    expect(prompt.options).toEqual([g.permanent("Grizzly Bears").id]);
    g.answer({ kind: "choose", object: g.permanent("Grizzly Bears").id });
    expect(g.pt("Mirror Image")).toEqual([2, 2]);
    expect(characteristics(g.reader, g.permanent("Mirror Image")).name).toBe("Grizzly Bears");
  });
});
