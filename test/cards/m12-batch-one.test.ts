// Magic 2012 cards from existing mechanisms: Grave Titan, Griffin Rider, Crumbling Colossus, Stave Off, Combust,
// Goblin Grenade, Arbalest Elite and Trollhide.

import { describe, expect, it } from "vitest";
import { keywordsOf, characteristics } from "../../server/engine/layers/characteristics.ts";
import { duel, type Scenario } from "../support/scenario.ts";

function attackWith(g: Scenario, name: string): void {
  g.passUntilPrompt("declareAttackers");
  g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent(name, "Ana").id, defender: 1 }] });
}

describe("Grave Titan", () => {
  it("603.2: entering, and again attacking, it creates two 2/2 black Zombie tokens", () => {
    const g = duel({ hand: ["Grave Titan"], battlefield: ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp"] }, {}, { turn: 3 });
    g.castAndPay("Grave Titan").passAll().passAll();
    expect(g.permanents("Zombie Token")).toHaveLength(2);
    expect(g.pt("Zombie Token")).toEqual([2, 2]);
    g.passUntil("upkeep", 5);
    attackWith(g, "Grave Titan");
    g.passAll();
    expect(g.permanents("Zombie Token")).toHaveLength(4);
    expect(keywordsOf(g.reader, g.permanent("Grave Titan"))).toContain("Deathtouch");
  });
});

describe("Griffin Rider", () => {
  it("611.3a: +3/+3 and flying only while Ana controls a Griffin creature", () => {
    const g = duel({ battlefield: ["Griffin Rider"] });
    expect(g.pt("Griffin Rider")).toEqual([1, 1]);
    const h = duel({ battlefield: ["Griffin Rider", "Griffin Sentinel"] });
    expect(h.pt("Griffin Rider")).toEqual([4, 4]);
    expect(keywordsOf(h.reader, h.permanent("Griffin Rider"))).toContain("Flying");
    const i = duel({ battlefield: ["Griffin Rider"] }, { battlefield: ["Griffin Sentinel"] });
    expect(i.pt("Griffin Rider")).toEqual([1, 1]);
  });
});

describe("Crumbling Colossus", () => {
  it("603.7a: when it attacks, it deals its damage and is sacrificed at end of combat", () => {
    const g = duel({ battlefield: ["Crumbling Colossus"] });
    attackWith(g, "Crumbling Colossus");
    g.passUntil("combatDamage");
    expect(g.life("Ben")).toBe(13);
    expect(g.permanents("Crumbling Colossus")).toHaveLength(1);
    g.passUntil("postcombatMain");
    expect(g.graveyardNames("Ana")).toEqual(["Crumbling Colossus"]);
  });
});

describe("Stave Off", () => {
  it("702.16: the creature gains protection from the chosen color until end of turn", () => {
    const g = duel({ hand: ["Stave Off"], battlefield: ["Plains", "Grizzly Bears"] }, { hand: ["Lightning Bolt"], battlefield: ["Mountain"] });
    g.castAndPay("Stave Off", "Grizzly Bears").passAll();
    g.expectPrompt("chooseColor", "Ana");
    g.answer({ kind: "color", color: "R" });
    g.pass();
    g.cast("Lightning Bolt");
    expect(g.targetOptionNames()).not.toContain("Grizzly Bears");
  });
});

describe("Combust", () => {
  it("can target only a white or blue creature, and its damage can't be prevented", () => {
    const g = duel({ hand: ["Combust"], battlefield: ["Mountain", "Mountain"] }, { battlefield: ["Serra Angel", "Grizzly Bears"] });
    g.cast("Combust");
    expect(g.targetOptionNames()).toEqual(["Serra Angel"]);
    g.targets("Serra Angel").autoPay().passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Serra Angel"]);
  });

  it("it can't be countered", () => {
    const g = duel({ hand: ["Combust"], battlefield: ["Mountain", "Mountain"] }, { hand: ["Counterspell"], battlefield: ["Wind Drake", "Island", "Island"] });
    g.castAndPay("Combust", "Wind Drake").pass();
    g.castAndPay("Counterspell", "Combust").passAll().passAll();
    expect(g.graveyardNames("Ben")).toContain("Wind Drake");
  });
});

describe("Goblin Grenade", () => {
  it("601.2h: cast by sacrificing a Goblin, it deals 5 damage", () => {
    const g = duel({ hand: ["Goblin Grenade"], battlefield: ["Mountain", "Goblin Piker", "Grizzly Bears"] });
    g.cast("Goblin Grenade").targets("Ben");
    const pay = g.expectPrompt("payCosts");
    expect(pay.parts.map((p) => [p.text, p.options.map((o) => g.nameOfObject(o))])).toEqual([["sacrifice a Goblin", ["Goblin Piker"]]]);
    g.autoPay();
    g.passAll();
    expect(g.life("Ben")).toBe(15);
    expect(g.graveyardNames("Ana")).toEqual(expect.arrayContaining(["Goblin Piker", "Goblin Grenade"]));
  });
});

describe("Arbalest Elite", () => {
  it("deals 3 damage to an attacking creature and doesn't untap during Ana's next untap step", () => {
    const g = duel({ battlefield: ["Arbalest Elite", "Plains", "Plains", "Plains"] }, { battlefield: ["Hill Giant"] }, { activePlayer: 1 });
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Hill Giant", "Ben").id, defender: 0 }] });
    g.pass();
    g.activate("Arbalest Elite").targets("Hill Giant").autoPay().passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Hill Giant"]);
    g.passUntil("upkeep", 4);
    expect(g.permanent("Arbalest Elite").tapped).toBe(true);
  });
});

describe("Trollhide", () => {
  it("701.19a: the enchanted creature gets +2/+2 and can regenerate for {1}{G}", () => {
    const g = duel(
      { hand: ["Trollhide"], battlefield: ["Forest", "Forest", "Forest", "Forest", "Forest", "Grizzly Bears"] },
      { hand: ["Doom Blade"], battlefield: ["Swamp", "Swamp"] },
    );
    g.castAndPay("Trollhide", "Grizzly Bears").passAll();
    expect(g.pt("Grizzly Bears")).toEqual([4, 4]);
    const bears = g.permanent("Grizzly Bears");
    const regenerate = characteristics(g.reader, bears).abilities.find((k) => k.ability.kind === "activated")!.key;
    g.answer({ kind: "activate", source: bears.id, ability: regenerate }).autoPay().passAll();
    g.pass();
    g.castAndPay("Doom Blade", "Grizzly Bears").passAll();
    expect(g.permanents("Grizzly Bears")).toHaveLength(1);
    expect(g.permanent("Grizzly Bears").tapped).toBe(true);
  });
});
