// Permanents of Magic 2010–2011 built from existing parts: Acidic Slime, Gargoyle Sentinel, Illusionary Servant and
// Phantom Beast, Great Sable Stag, Sword of Vengeance, Indestructibility, Undead Slayer, Mesa Enchantress and
// Leyline of Vitality.

import { describe, expect, it } from "vitest";
import { keywordsOf } from "../../server/engine/layers/characteristics.ts";
import { duel } from "../support/scenario.ts";

const yes = { kind: "option", option: "yes" } as const;

describe("Acidic Slime", () => {
  it("its enters trigger destroys target artifact, enchantment or land — not a creature", () => {
    const g = duel({ hand: ["Acidic Slime"], battlefield: ["Forest", "Forest", "Forest", "Forest", "Forest"] }, { battlefield: ["Sol Ring", "Grizzly Bears"] });
    g.castAndPay("Acidic Slime").passAll();
    expect(g.targetOptionNames()).not.toContain("Grizzly Bears");
    expect(g.targetOptionNames()).toContain("Sol Ring");
    g.targets("Sol Ring").passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Sol Ring"]);
    expect(keywordsOf(g.reader, g.permanent("Acidic Slime"))).toContain("Deathtouch");
  });
});

describe("Gargoyle Sentinel", () => {
  it("613.1f: until end of turn it loses defender and gains flying", () => {
    const g = duel({ battlefield: ["Gargoyle Sentinel", "Plains", "Plains", "Plains"] });
    expect(keywordsOf(g.reader, g.permanent("Gargoyle Sentinel"))).toEqual(["Defender"]);
    g.activate("Gargoyle Sentinel").autoPay().passAll();
    expect(keywordsOf(g.reader, g.permanent("Gargoyle Sentinel"))).toEqual(["Flying"]);
    g.passUntil("upkeep", 4);
    expect(keywordsOf(g.reader, g.permanent("Gargoyle Sentinel"))).toEqual(["Defender"]);
  });
});

describe("Illusionary Servant and Phantom Beast", () => {
  for (const name of ["Illusionary Servant", "Phantom Beast"])
    it(`603.2: ${name} is sacrificed when it becomes the target of a spell, before the spell resolves`, () => {
      const g = duel({ hand: ["Giant Growth"], battlefield: ["Forest"] }, { battlefield: [name] });
      g.castAndPay("Giant Growth", name);
      expect(g.stackLabels()).toEqual(["Giant Growth (Ana)", `${name} (Ben)`]);
      g.passAll();
      expect(g.graveyardNames("Ben")).toEqual([name]);
    });
});

describe("Great Sable Stag", () => {
  it("113.6g: it can't be countered; 702.16: protection from blue and from black", () => {
    const g = duel({ hand: ["Great Sable Stag"], battlefield: ["Forest", "Forest", "Forest"] }, { hand: ["Counterspell"], battlefield: ["Island", "Island"] });
    g.castAndPay("Great Sable Stag").pass();
    g.castAndPay("Counterspell", "Great Sable Stag").passAll();
    g.passAll();
    expect(g.permanents("Great Sable Stag")).toHaveLength(1);
    expect(keywordsOf(g.reader, g.permanent("Great Sable Stag"))).toEqual([{ protectionFrom: "U" }, { protectionFrom: "B" }]);
  });
});

describe("Sword of Vengeance", () => {
  it("702.6: equipped creature gets +2/+0 and has first strike, vigilance, trample and haste", () => {
    const g = duel({ battlefield: ["Sword of Vengeance", "Grizzly Bears", "Plains", "Plains", "Plains"] });
    g.activate("Sword of Vengeance", 1).targets("Grizzly Bears").autoPay().passAll();
    expect(g.pt("Grizzly Bears")).toEqual([4, 2]);
    expect(keywordsOf(g.reader, g.permanent("Grizzly Bears"))).toEqual(["First strike", "Vigilance", "Trample", "Haste"]);
  });
});

describe("Indestructibility", () => {
  it('702.12b: enchanted permanent has indestructible: "destroy" doesn\'t destroy it', () => {
    const g = duel({ hand: ["Indestructibility", "Doom Blade"], battlefield: ["Plains", "Plains", "Plains", "Plains", "Swamp", "Swamp", "Grizzly Bears"] });
    g.castAndPay("Indestructibility", "Grizzly Bears").passAll();
    expect(keywordsOf(g.reader, g.permanent("Grizzly Bears"))).toContain("Indestructible");
    g.castAndPay("Doom Blade", "Grizzly Bears").passAll();
    expect(g.permanents("Grizzly Bears")).toHaveLength(1);
  });
});

describe("Undead Slayer", () => {
  it("exiles target Skeleton, Vampire or Zombie, and nothing else", () => {
    const g = duel({ battlefield: ["Undead Slayer", "Plains"] }, { battlefield: ["Drudge Skeletons", "Grizzly Bears"] });
    g.activate("Undead Slayer");
    expect(g.targetOptionNames()).toEqual(["Drudge Skeletons"]);
    g.targets("Drudge Skeletons").autoPay().passAll();
    expect(g.state.exile.map((c) => c.card)).toEqual(["Drudge Skeletons"]);
  });
});

describe("Mesa Enchantress", () => {
  it("whenever its controller casts an enchantment spell, they may draw a card", () => {
    const g = duel({ hand: ["Pacifism"], battlefield: ["Mesa Enchantress", "Plains", "Plains"] }, { battlefield: ["Grizzly Bears"] });
    g.castAndPay("Pacifism", "Grizzly Bears");
    g.passUntilPrompt("chooseOption").answer(yes);
    expect(g.handNames("Ana")).toEqual(["Plains"]);
  });
});

describe("Leyline of Vitality", () => {
  it("creatures its controller controls get +0/+1; each creature entering under their control may gain them 1 life", () => {
    const g = duel({ hand: ["Grizzly Bears"], battlefield: ["Leyline of Vitality", "Forest", "Forest"] }, { battlefield: ["Hill Giant"] });
    g.castAndPay("Grizzly Bears").passAll();
    g.passUntilPrompt("chooseOption").answer(yes);
    expect(g.life("Ana")).toBe(21);
    expect(g.pt("Grizzly Bears")).toEqual([2, 3]);
    expect(g.pt("Hill Giant")).toEqual([3, 3]);
  });
});
