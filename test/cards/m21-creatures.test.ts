// Magic 2021's creatures with one special ability each: Selfless Savior, Roaming Ghostlight, Goblin Arsonist, Bolt
// Hound, Pridemalkin, Tavern Swindler, Sparkhunter Masticore, Dire Fleet Warmonger, Battle-Rattle Shaman, Gloom
// Sower and Heartfire Immolator.

import { describe, expect, it } from "vitest";
import { keywordsOf } from "../../server/engine/layers/characteristics.ts";
import { duel, type Scenario } from "../support/scenario.ts";

const yes = { kind: "option", option: "yes" } as const;

function attackWith(g: Scenario, name: string): void {
  g.passUntilPrompt("declareAttackers");
  g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent(name, "Ana").id, defender: 1 }] });
}

describe("Selfless Savior", () => {
  it("702.12b: sacrificed, it gives another creature you control indestructible until end of turn", () => {
    const g = duel({ battlefield: ["Selfless Savior", "Grizzly Bears"] }, { hand: ["Doom Blade"], battlefield: ["Swamp", "Swamp"] });
    g.pass();
    g.castAndPay("Doom Blade", "Grizzly Bears");
    g.pass();
    g.activate("Selfless Savior");
    expect(g.targetOptionNames()).toEqual(["Grizzly Bears"]);
    g.targets("Grizzly Bears").autoPay();
    g.passAll().passAll();
    expect(g.permanents("Grizzly Bears")).toHaveLength(1);
    expect(g.graveyardNames("Ana")).toEqual(["Selfless Savior"]);
  });
});

describe("Roaming Ghostlight", () => {
  it("115.1: entering, it returns up to one non-Spirit creature to its owner's hand", () => {
    const g = duel(
      { hand: ["Roaming Ghostlight"], battlefield: ["Island", "Island", "Island", "Island", "Island"] },
      { battlefield: ["Grizzly Bears", "Accursed Spirit"] },
    );
    g.castAndPay("Roaming Ghostlight").passAll();
    expect(g.targetOptionNames()).toEqual(["Grizzly Bears"]);
    g.targets("Grizzly Bears").passAll();
    expect(g.handNames("Ben")).toEqual(["Grizzly Bears"]);
  });
});

describe("Goblin Arsonist", () => {
  it("603.10a: when it dies, its controller may have it deal 1 damage to any target", () => {
    const g = duel({ battlefield: ["Goblin Arsonist"] }, { hand: ["Lightning Bolt"], battlefield: ["Mountain"] });
    g.pass();
    g.castAndPay("Lightning Bolt", "Goblin Arsonist").passAll();
    g.targets("Ben").passAll();
    g.answer(yes);
    expect(g.life("Ben")).toBe(19);
  });
});

describe("Bolt Hound", () => {
  it("508.3a: attacking, other creatures Ana controls get +1/+0 until end of turn, not itself", () => {
    const g = duel({ battlefield: ["Bolt Hound", "Grizzly Bears"] }, { battlefield: ["Hill Giant"] });
    attackWith(g, "Bolt Hound");
    g.passAll();
    expect(g.pt("Grizzly Bears")).toEqual([3, 2]);
    expect(g.pt("Bolt Hound")).toEqual([2, 2]);
    expect(g.pt("Hill Giant", "Ben")).toEqual([3, 3]);
  });
});

describe("Pridemalkin", () => {
  it("613.1f: entering, it puts a +1/+1 counter on a creature; creatures Ana controls with one have trample", () => {
    const g = duel({ hand: ["Pridemalkin"], battlefield: ["Forest", "Forest", "Forest", "Grizzly Bears", "Llanowar Elves"] });
    g.castAndPay("Pridemalkin").passAll();
    g.targets("Grizzly Bears").passAll();
    expect(keywordsOf(g.reader, g.permanent("Grizzly Bears"))).toContain("Trample");
    expect(keywordsOf(g.reader, g.permanent("Llanowar Elves"))).not.toContain("Trample");
    expect(keywordsOf(g.reader, g.permanent("Pridemalkin"))).not.toContain("Trample");
  });
});

describe("Tavern Swindler", () => {
  it("705: {T}, pay 3 life: a won flip gains 6 life, a lost one nothing", () => {
    const g = duel({ battlefield: ["Tavern Swindler"] });
    g.activate("Tavern Swindler").autoPay();
    expect(g.life("Ana")).toBe(17);
    g.passAll();
    g.answer({ kind: "option", option: "heads" });
    const won = g.eventsOf("coinFlipped")[0]!.won;
    expect(g.life("Ana")).toBe(won ? 23 : 17);
  });
});

describe("Sparkhunter Masticore", () => {
  it("601.2f: casting it takes discarding a card; it has protection from planeswalkers and hits them for {1}", () => {
    const g = duel({ hand: ["Sparkhunter Masticore", "Grizzly Bears"], battlefield: ["Swamp", "Swamp", "Swamp", "Swamp"] }, { battlefield: ["Liliana Vess"] });
    g.cast("Sparkhunter Masticore");
    expect(g.expectPrompt("payCosts").parts.map((p) => p.text)).toEqual(["discard a card"]);
    g.tapForMana("Swamp").tapForMana("Swamp").tapForMana("Swamp").payPart("discard", "Grizzly Bears").pay().passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Grizzly Bears"]);
    expect(keywordsOf(g.reader, g.permanent("Sparkhunter Masticore"))).toContainEqual({ protectionFrom: "Planeswalker" });
  });

  it("{1}: 1 damage to target planeswalker; {3}: indestructible until end of turn", () => {
    const g = duel({ battlefield: ["Sparkhunter Masticore", "Swamp", "Swamp", "Swamp", "Swamp"] }, { battlefield: ["Liliana Vess"] });
    g.activate("Sparkhunter Masticore", 0).targets("Liliana Vess").autoPay().passAll();
    expect(g.permanent("Liliana Vess").counters.loyalty).toBe(4);
    g.activate("Sparkhunter Masticore", 1).autoPay().passAll();
    expect(keywordsOf(g.reader, g.permanent("Sparkhunter Masticore"))).toContain("Indestructible");
  });
});

describe("Dire Fleet Warmonger", () => {
  it("118.12: at the beginning of combat, sacrificing another creature gives it +2/+2 and trample", () => {
    const g = duel({ battlefield: ["Dire Fleet Warmonger", "Grizzly Bears"] });
    g.passUntil("beginningOfCombat");
    g.passAll();
    g.answer(yes);
    g.answer({ kind: "choose", object: g.permanent("Grizzly Bears").id });
    expect(g.graveyardNames("Ana")).toEqual(["Grizzly Bears"]);
    expect(g.pt("Dire Fleet Warmonger")).toEqual([5, 5]);
    expect(keywordsOf(g.reader, g.permanent("Dire Fleet Warmonger"))).toContain("Trample");
  });

  it("with no other creature, nothing is asked and it stays 3/3", () => {
    const g = duel({ battlefield: ["Dire Fleet Warmonger"] });
    g.passUntil("beginningOfCombat");
    g.passAll();
    expect(g.step).toBe("beginningOfCombat");
    expect(g.pt("Dire Fleet Warmonger")).toEqual([3, 3]);
  });
});

describe("Battle-Rattle Shaman", () => {
  it("603.5: at the beginning of combat on Ana's turn, target creature may get +2/+0", () => {
    const g = duel({ battlefield: ["Battle-Rattle Shaman", "Grizzly Bears"] });
    g.passUntilPrompt("chooseTargets");
    expect(g.step).toBe("beginningOfCombat");
    g.targets("Grizzly Bears").passAll();
    g.answer(yes);
    expect(g.pt("Grizzly Bears")).toEqual([4, 2]);
  });
});

describe("Gloom Sower", () => {
  it("509.3c: blocked by a creature, that creature's controller loses 2 life and Ana gains 2", () => {
    const g = duel({ battlefield: ["Gloom Sower"] }, { battlefield: ["Grizzly Bears"] });
    g.attackAndBlock("Gloom Sower", "Grizzly Bears");
    g.passAll();
    expect(g.life("Ben")).toBe(18);
    expect(g.life("Ana")).toBe(22);
  });
});

describe("Heartfire Immolator", () => {
  it("608.2h: sacrificed, it deals damage equal to its power as it last existed — prowess included", () => {
    const g = duel({ hand: ["Giant Growth"], battlefield: ["Heartfire Immolator", "Forest", "Mountain"] }, { battlefield: ["Craw Wurm"] });
    g.castAndPay("Giant Growth", "Heartfire Immolator").passAll().passAll();
    expect(g.pt("Heartfire Immolator")).toEqual([6, 6]);
    g.activate("Heartfire Immolator").targets("Craw Wurm").autoPay().passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Craw Wurm"]);
  });
});
