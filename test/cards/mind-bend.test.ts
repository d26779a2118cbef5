// Mind Bend: a text-changing effect (612) on a permanent — one color word or basic land type for another, chosen as it
// resolves, for as long as the permanent stays.

import { describe, expect, it } from "vitest";
import { characteristics, keywordsOf } from "../../server/engine/layers/characteristics.ts";
import { duel, type Scenario } from "../support/scenario.ts";
import { attack, attackWith, block } from "../support/combat.ts";
import { chooseObject, activateAndResolve, manaPool, manaAmounts } from "../support/casting.ts";

/** Ana casts Mind Bend on `target` (owned by `controller`) and, as it resolves, replaces `from` with `to`. */
function bend(g: Scenario, target: string, kind: "a color word" | "a basic land type", from: string, to: string): void {
  g.castAndPay("Mind Bend", target).passAll();
  expect(g.expectPrompt("chooseOption", "Ana").options).toEqual(["a color word", "a basic land type"]);
  g.answer({ kind: "option", option: kind });
  g.answer({ kind: "option", option: from });
  const into = g.expectPrompt("chooseOption", "Ana");
  expect(into.options).not.toContain(from);
  g.answer({ kind: "option", option: to });
}

function abilityTexts(g: Scenario, name: string, controller?: string): string[] {
  return characteristics(g.reader, g.permanent(name, controller)).abilities.map((k) => k.ability.text);
}

describe("Mind Bend", () => {
  it("612.1, 608.2d: the kind of word, the word and the new word are chosen as it resolves — 'forestwalk' becomes 'islandwalk'", () => {
    const g = duel({ hand: ["Mind Bend"], battlefield: ["Island", "Emerald Oryx"] }, { battlefield: ["Forest", "Island"] });
    const prompt = () => g.expectPrompt("chooseOption", "Ana");
    g.castAndPay("Mind Bend", "Emerald Oryx").passAll();
    expect(prompt().options).toEqual(["a color word", "a basic land type"]);
    g.answer({ kind: "option", option: "a basic land type" });
    expect(prompt().options).toEqual(["Plains", "Island", "Swamp", "Mountain", "Forest"]);
    g.answer({ kind: "option", option: "Forest" });
    expect(prompt().options).toEqual(["Plains", "Island", "Swamp", "Mountain"]);
    g.answer({ kind: "option", option: "Island" });
    expect(g.eventsOf("textChanged")).toMatchObject([{ name: "Emerald Oryx", from: "Forest", to: "Island" }]);
    expect(keywordsOf(g.reader, g.permanent("Emerald Oryx"))).toEqual(["Islandwalk"]);
    // "This effect lasts indefinitely."
    expect(g.state.effects).toMatchObject([{ kind: "characteristics", duration: "indefinite", modifications: [{ kind: "changeText" }] }]);
  });

  it("702.14c, 612.1: a creature whose forestwalk became swampwalk is unblockable against a Swamp, not a Forest", () => {
    const g = duel({ hand: ["Mind Bend"], battlefield: ["Island", "Emerald Oryx"] }, { battlefield: ["Forest", "Swamp", "Grizzly Bears"] });
    bend(g, "Emerald Oryx", "a basic land type", "Forest", "Swamp");
    // Ben can't block it: there is no declare blockers choice, and the damage is dealt.
    attack(g, "Emerald Oryx");
    g.passUntil("combatDamage");
    expect(g.life("Ben")).toBe(18);
  });

  it("702.14c, 612.1: a forestwalk changed to mountainwalk lets a Forest's controller block", () => {
    const g = duel({ hand: ["Mind Bend"], battlefield: ["Island", "Emerald Oryx"] }, { battlefield: ["Forest", "Grizzly Bears"] });
    bend(g, "Emerald Oryx", "a basic land type", "Forest", "Mountain");
    attackWith(g, "Emerald Oryx");
    block(g, ["Grizzly Bears", "Emerald Oryx"]);
    expect(g.eventsOf("blockersDeclared")).toHaveLength(1);
  });

  it("612.2: 'nonblack' becomes 'nongreen' in a triggered ability's target filter (Nekrataal)", () => {
    const g = duel(
      { hand: ["Mind Bend", "Nekrataal"], battlefield: ["Island", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp"] },
      { battlefield: ["Grizzly Bears", "Drudge Skeletons"] },
    );
    g.castAndPay("Nekrataal").passAll();
    g.answer({ kind: "targets", targets: [g.target("Grizzly Bears")] }).passAll();
    bend(g, "Nekrataal", "a color word", "black", "green");
    const [trigger] = characteristics(g.reader, g.permanent("Nekrataal")).abilities.map((k) => k.ability);
    expect(trigger?.text).toBe("When Nekrataal enters the battlefield, destroy target nonartifact, nongreen creature. That creature can't be regenerated.");
    expect(trigger?.kind === "triggered" && trigger.targets[0]!.permanents).toEqual({ types: ["Creature"], notTypes: ["Artifact"], notColors: ["G"] });
  });

  it("612.2: a static ability's words change — Ascendant Evincar's 'black' becomes 'white': both its clauses follow", () => {
    const g = duel(
      { hand: ["Mind Bend"], battlefield: ["Island", "Ascendant Evincar", "Drudge Skeletons"] },
      { battlefield: ["White Knight", "Grizzly Bears"] },
    );
    expect([g.pt("Drudge Skeletons"), g.pt("White Knight"), g.pt("Ascendant Evincar")]).toEqual([
      [2, 2],
      [1, 1],
      [3, 3],
    ]);
    bend(g, "Ascendant Evincar", "a color word", "black", "white");
    expect(abilityTexts(g, "Ascendant Evincar")).toEqual(["Other white creatures get +1/+1.", "Nonwhite creatures get -1/-1."]);
    // "Other white creatures get +1/+1. Nonwhite creatures get -1/-1."
    expect([g.pt("White Knight"), g.pt("Grizzly Bears"), g.pt("Ascendant Evincar")]).toEqual([
      [3, 3],
      [1, 1],
      [2, 2],
    ]);
    expect(g.permanents("Drudge Skeletons")).toHaveLength(0);
    // Its own colors aren't text: it stays black.
    expect(characteristics(g.reader, g.permanent("Ascendant Evincar")).colors).toEqual(["B"]);
  });

  it("702.16, 612.2: protection from black becomes protection from red — Lightning Bolt can't target White Knight, Terror can", () => {
    const g = duel(
      { hand: ["Mind Bend", "Lightning Bolt", "Terror"], battlefield: ["Island", "Mountain", "Swamp", "Swamp"] },
      { battlefield: ["White Knight"] },
    );
    bend(g, "White Knight", "a color word", "black", "red");
    expect(keywordsOf(g.reader, g.permanent("White Knight"))).toEqual(["First strike", { protectionFrom: "R" }]);
    g.cast("Lightning Bolt");
    expect(g.targetOptionNames()).not.toContain("White Knight");
    g.cancel();
    g.castAndPay("Terror", "White Knight").passAll();
    expect(g.permanents("White Knight")).toHaveLength(0);
  });

  it("612.2: Circle of Protection: Red's 'red source' becomes 'green source'", () => {
    const g = duel({ battlefield: ["Goblin Piker", "Grizzly Bears"] }, { hand: ["Mind Bend"], battlefield: ["Circle of Protection: Red", "Plains", "Island"] });
    g.pass();
    g.castAndPay("Mind Bend", "Circle of Protection: Red").passAll();
    g.answer({ kind: "option", option: "a color word" }, "Ben");
    g.answer({ kind: "option", option: "red" }, "Ben");
    g.answer({ kind: "option", option: "green" }, "Ben");
    expect(abilityTexts(g, "Circle of Protection: Red")).toEqual([
      "{1}: The next time a green source of your choice would deal damage to you this turn, prevent that damage.",
    ]);
    g.pass();
    activateAndResolve(g, "Circle of Protection: Red");
    expect(g.expectPrompt("chooseObject", "Ben").options.map((o) => g.nameOfObject(o))).toEqual(["Grizzly Bears"]);
    chooseObject(g, "Grizzly Bears");
  });

  it("612.1, 305.6: a Forest whose land type became Island taps for blue", () => {
    const g = duel({ hand: ["Mind Bend"], battlefield: ["Island", "Forest"] }, {});
    bend(g, "Forest", "a basic land type", "Forest", "Island");
    const chars = characteristics(g.reader, g.permanent("Forest"));
    expect(chars.subtypes).toEqual(["Island"]);
    // 612.2: its name doesn't change.
    expect(chars.name).toBe("Forest");
    g.tapForMana("Forest");
    expect(manaPool(g, "Ana")).toEqual(manaAmounts({ U: 1 }));
  });

  it("612.3: a keyword an effect grants isn't changed — Elvish Champion's own text is", () => {
    const g = duel({ hand: ["Mind Bend", "Mind Bend"], battlefield: ["Island", "Island", "Elvish Champion", "Llanowar Elves"] }, {});
    bend(g, "Llanowar Elves", "a basic land type", "Forest", "Island");
    expect(keywordsOf(g.reader, g.permanent("Llanowar Elves"))).toEqual(["Forestwalk"]);
    bend(g, "Elvish Champion", "a basic land type", "Forest", "Swamp");
    expect(keywordsOf(g.reader, g.permanent("Llanowar Elves"))).toEqual(["Swampwalk"]);
  });

  it("400.7: the change ends when the permanent leaves the battlefield", () => {
    const g = duel({ hand: ["Mind Bend"], battlefield: ["Island", "Emerald Oryx"] }, { hand: ["Terror"], battlefield: ["Swamp", "Swamp"] });
    bend(g, "Emerald Oryx", "a basic land type", "Forest", "Island");
    expect(g.state.effects.some((e) => e.kind === "characteristics")).toBe(true);
    g.pass();
    g.castAndPay("Terror", "Emerald Oryx").passAll();
    expect(g.state.effects.some((e) => e.kind === "characteristics")).toBe(false);
  });
});
