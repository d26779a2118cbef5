// "As [this] enters, choose …" (614.12, 607.2d): Voice of All, Adaptive Automaton, Quirion Elves. Tokens that are
// copies (707.2, 111.3): Rite of Replication, Cackling Counterpart. Token doubling (614.16): Doubling Season,
// Anointed Procession, Parallel Lives. Moment of Triumph, which 707.10e's example copies.

import { describe, expect, it } from "vitest";
import { characteristics, keywordsOf } from "../../server/engine/layers/characteristics.ts";
import { duel, type Scenario } from "../support/scenario.ts";
import { chars } from "../support/characteristics.ts";
import { ISLANDS } from "../support/copies.ts";

const PLAINS = ["Plains", "Plains", "Plains", "Plains"];
/** The tokens on the battlefield that are copies, by the name the view gives them. */
const tokenCopies = (g: Scenario, name: string) => g.permanents("Token").filter((p) => characteristics(g.reader, p).name === name);

/** Casts Voice of All from Ana's hand and chooses `color` as it enters. */
function castVoice(g: Scenario, color: "W" | "U" | "B" | "R" | "G"): Scenario {
  g.castAndPay("Voice of All").passAll();
  const p = g.expectPrompt("chooseColor", "Ana");
  expect(p.text).toBe("Voice of All: As Voice of All enters the battlefield, choose a color.");
  expect(g.stackNames()).toEqual(["Voice of All"]);
  return g.answer({ kind: "color", color });
}

describe("Voice of All", () => {
  it("614.12a: its controller chooses a color before it enters; it has protection from that color (607.2d)", () => {
    const g = duel({ hand: ["Voice of All"], battlefield: PLAINS }, { hand: ["Lightning Bolt", "Doom Blade"], battlefield: ["Mountain", "Swamp", "Swamp"] });
    castVoice(g, "R");
    expect(g.stackNames()).toEqual([]);
    expect(g.permanent("Voice of All").chosen).toEqual({ card: "Voice of All", color: "R" });
    expect(keywordsOf(g.reader, g.permanent("Voice of All"))).toEqual(["Flying", { protectionFrom: "R" }]);
    expect(g.log()).toContain("Ana: Voice of All: As Voice of All enters the battlefield, choose a color. — red.");
    // 702.16b: it can't be the target of red spells; a black one still may target it.
    g.pass();
    g.cast("Lightning Bolt");
    expect(g.targetOptionNames()).not.toContain("Voice of All");
    g.cancel();
    g.castAndPay("Doom Blade", "Voice of All");
    expect(g.stackNames()).toEqual(["Doom Blade"]);
  });

  it("607.2d: one put onto the battlefield with no color chosen has protection from nothing", () => {
    const g = duel({ battlefield: ["Voice of All"] });
    expect(keywordsOf(g.reader, g.permanent("Voice of All"))).toEqual(["Flying"]);
  });
});

describe("Adaptive Automaton", () => {
  it("614.12a: a creature type is chosen as it enters: it is that type too, and other creatures of it its controller controls get +1/+1", () => {
    const g = duel(
      { hand: ["Adaptive Automaton"], battlefield: ["Llanowar Elves", "Grizzly Bears", "Island", "Island", "Island"] },
      { battlefield: ["Elvish Visionary"] },
    );
    g.castAndPay("Adaptive Automaton").passAll();
    const p = g.expectPrompt("chooseOption", "Ana");
    expect(p.text).toBe("Adaptive Automaton: As Adaptive Automaton enters the battlefield, choose a creature type.");
    expect(p.options).toContain("Elf");
    expect(p.options).toContain("Time Lord");
    expect(p.options).not.toContain("Forest");
    expect(g.refuseAnswer({ kind: "option", option: "Forest" }).code).toBeDefined();
    g.answer({ kind: "option", option: "Elf" });
    expect(chars(g, "Adaptive Automaton")).toMatchObject({ subtypes: ["Construct", "Elf"], power: 2, toughness: 2 });
    expect(g.pt("Llanowar Elves")).toEqual([2, 2]);
    expect(g.pt("Grizzly Bears")).toEqual([2, 2]);
    // "You control": Ben's Elf isn't pumped.
    expect(g.pt("Elvish Visionary")).toEqual([1, 1]);
  });

  it("607.2d: with no type chosen it is only a Construct, and pumps nothing", () => {
    const g = duel({ battlefield: ["Adaptive Automaton", "Llanowar Elves"] });
    expect(chars(g, "Adaptive Automaton").subtypes).toEqual(["Construct"]);
    expect(g.pt("Llanowar Elves")).toEqual([1, 1]);
  });
});

describe("Quirion Elves", () => {
  it("614.12a, 607.2d: its second mana ability adds one mana of the color chosen as it entered", () => {
    const g = duel({ hand: ["Quirion Elves"], battlefield: ["Forest", "Forest"] });
    g.castAndPay("Quirion Elves").passAll();
    g.expectPrompt("chooseColor", "Ana");
    g.answer({ kind: "color", color: "U" });
    g.passUntil("precombatMain", 5);
    const elves = g.permanent("Quirion Elves");
    const options = g.expectPrompt("priority").actions.filter((a) => a.kind === "activateMana" && a.source === elves.id);
    expect(options).toMatchObject([
      { ability: "p1", text: "{T}: Add {G}.", choices: ["G"], amount: 1 },
      { ability: "p2", text: "{T}: Add one mana of the chosen color.", choices: ["U"], amount: 1 },
    ]);
    g.answer({ kind: "activateMana", source: elves.id, ability: "p2" });
    expect(g.state.players[0]!.manaPool).toEqual({ W: 0, U: 1, B: 0, R: 0, G: 0, C: 0 });
  });

  it("607.2d: with no color chosen, the second ability adds no mana", () => {
    const g = duel({ battlefield: ["Quirion Elves"] });
    const elves = g.permanent("Quirion Elves");
    const option = g.expectPrompt("priority").actions.find((a) => a.kind === "activateMana" && a.source === elves.id && a.ability === "p2");
    expect(option).toMatchObject({ choices: [], amount: 0 });
    g.answer({ kind: "activateMana", source: elves.id, ability: "p2" });
    expect(g.permanent("Quirion Elves").tapped).toBe(true);
    expect(g.state.players[0]!.manaPool).toEqual({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 });
  });
});

describe("Rite of Replication", () => {
  it("707.2, 111.3: a token that's a copy of Ben's Serra Angel, under Ana's control: the Angel's characteristics, and a token", () => {
    const g = duel({ hand: ["Rite of Replication"], battlefield: ISLANDS }, { battlefield: ["Serra Angel"] });
    g.cast("Rite of Replication").chooseCosts("mana").targets("Serra Angel").autoPay().passAll();
    const [token] = tokenCopies(g, "Serra Angel");
    expect(characteristics(g.reader, token!)).toMatchObject({ name: "Serra Angel", controller: 0, power: 4, toughness: 4, colors: ["W"] });
    expect(keywordsOf(g.reader, token!)).toEqual(["Flying", "Vigilance"]);
    expect(g.engine.cards.get(token!.card)!.token).toBe(true);
    expect(g.log()).toContain("Ana creates a token that's a copy of Serra Angel.");
    expect(g.permanents("Serra Angel", "Ben")).toHaveLength(1);
  });

  it("702.33d: kicked, it creates five of those tokens instead", () => {
    const g = duel({ hand: ["Rite of Replication"], battlefield: [...ISLANDS, ...ISLANDS, "Island", "Grizzly Bears"] });
    g.cast("Rite of Replication").chooseCosts("mana", { kicker: 1 }).targets("Grizzly Bears").autoPay().passAll();
    expect(tokenCopies(g, "Grizzly Bears")).toHaveLength(5);
  });

  it("704.5d: a token copy that dies goes to the graveyard, then ceases to exist", () => {
    const g = duel({ hand: ["Rite of Replication", "Lightning Bolt"], battlefield: [...ISLANDS, "Mountain", "Grizzly Bears"] });
    g.cast("Rite of Replication").chooseCosts("mana").targets("Grizzly Bears").autoPay().passAll();
    const [token] = tokenCopies(g, "Grizzly Bears");
    g.cast("Lightning Bolt")
      .answer({ kind: "targets", targets: [{ kind: "object", id: token!.id }] })
      .autoPay()
      .passAll();
    expect(tokenCopies(g, "Grizzly Bears")).toEqual([]);
    expect(g.graveyardNames("Ana")).toEqual(["Rite of Replication", "Lightning Bolt"]);
  });
});

describe("Cackling Counterpart", () => {
  it("707.2: a copy of a creature its caster controls; Ben's creatures can't be chosen; flashback casts it again", () => {
    const g = duel(
      { hand: ["Cackling Counterpart"], battlefield: ["Prodigal Sorcerer", ...ISLANDS, ...ISLANDS, "Island", "Island"] },
      { battlefield: ["Serra Angel"] },
    );
    g.cast("Cackling Counterpart");
    expect(g.targetOptionNames()).toEqual(["Prodigal Sorcerer"]);
    g.targets("Prodigal Sorcerer").autoPay().passAll();
    expect(tokenCopies(g, "Prodigal Sorcerer")).toHaveLength(1);
    const flashback = g.expectPrompt("priority").actions.find((a) => a.kind === "cast" && a.from === "graveyard");
    expect(flashback).toBeDefined();
    g.answer({ kind: "cast", card: g.state.players[0]!.graveyard[0]!.id });
    // A token copy is a creature Ana controls too: it can be copied in turn (707.3).
    expect(g.targetOptionNames()).toHaveLength(2);
    g.answer({ kind: "targets", targets: [{ kind: "object", id: tokenCopies(g, "Prodigal Sorcerer")[0]!.id }] })
      .autoPay()
      .passAll();
    expect(tokenCopies(g, "Prodigal Sorcerer")).toHaveLength(2);
    expect(g.state.exile.map((c) => c.card)).toEqual(["Cackling Counterpart"]);
  });
});

describe("Doubling Season", () => {
  it("614.16: an effect creating tokens under its controller's control creates twice that many; Ben's aren't doubled", () => {
    const g = duel(
      { hand: ["Raise the Alarm"], battlefield: ["Doubling Season", "Plains", "Plains"] },
      { hand: ["Raise the Alarm"], battlefield: ["Plains", "Plains"] },
    );
    g.castAndPay("Raise the Alarm").passAll();
    expect(g.permanents("Soldier Token", "Ana")).toHaveLength(4);
    expect(g.eventsOf("replaced").at(-1)).toMatchObject({ source: "Doubling Season", event: "Ana would create 2 Soldier Tokens", rule: "614.16" });
    g.pass();
    g.castAndPay("Raise the Alarm").passAll();
    expect(g.permanents("Soldier Token", "Ben")).toHaveLength(2);
  });

  it("614.16: counters of any kind an effect puts on a permanent its controller controls are doubled", () => {
    const g = duel({ battlefield: ["Doubling Season", "Cruel Sadist", "Swamp"] });
    g.activate("Cruel Sadist", "p0").autoPay().passAll();
    expect(g.permanent("Cruel Sadist").counters).toEqual({ "+1/+1": 2 });
  });

  it("614.16: a planeswalker enters with twice its loyalty, but a loyalty ability's cost puts no more counters than it says", () => {
    const g = duel({ hand: ["Ajani Goldmane"], battlefield: ["Doubling Season", ...PLAINS] });
    g.castAndPay("Ajani Goldmane").passAll();
    expect(g.permanent("Ajani Goldmane").counters).toEqual({ loyalty: 8 });
    g.activate("Ajani Goldmane", "p0").autoPay();
    expect(g.permanent("Ajani Goldmane").counters).toEqual({ loyalty: 9 });
  });

  it("614.16: putting a -1/-1 counter on Devoted Druid to pay for its ability puts one, not two", () => {
    const g = duel({ battlefield: ["Doubling Season", "Devoted Druid"] });
    g.activate("Devoted Druid", "p1").autoPay();
    expect(g.permanent("Devoted Druid").counters).toEqual({ "-1/-1": 1 });
  });
});

describe("Anointed Procession", () => {
  it("614.16: an effect creating tokens under its controller's control creates twice that many; an opponent's aren't doubled", () => {
    const g = duel(
      { hand: ["Raise the Alarm"], battlefield: ["Anointed Procession", "Plains", "Plains"] },
      { hand: ["Raise the Alarm"], battlefield: ["Plains", "Plains"] },
    );
    g.castAndPay("Raise the Alarm").pass();
    g.castAndPay("Raise the Alarm").passAll();
    g.passAll();
    expect(g.permanents("Soldier Token", "Ana")).toHaveLength(4);
    expect(g.permanents("Soldier Token", "Ben")).toHaveLength(2);
  });

  it("614.16, 614.5: with Parallel Lives, each doubles once: two Soldiers become eight, and nobody needs to choose an order", () => {
    const g = duel({ hand: ["Raise the Alarm"], battlefield: ["Anointed Procession", "Parallel Lives", "Plains", "Plains"] });
    g.castAndPay("Raise the Alarm").passAll();
    expect(g.permanents("Soldier Token", "Ana")).toHaveLength(8);
    expect(g.eventsOf("replaced").map((e) => e.source)).toEqual(["Anointed Procession", "Parallel Lives"]);
  });
});

describe("Parallel Lives", () => {
  it("614.16: doubles the token copies Rite of Replication creates", () => {
    const g = duel({ hand: ["Rite of Replication"], battlefield: ["Parallel Lives", ...ISLANDS, "Grizzly Bears"] });
    g.cast("Rite of Replication").chooseCosts("mana").targets("Grizzly Bears").autoPay().passAll();
    expect(tokenCopies(g, "Grizzly Bears")).toHaveLength(2);
    expect(g.eventsOf("replaced").at(-1)).toMatchObject({ event: "Ana would create 1 token that is a copy of Grizzly Bears" });
  });

  it("614.16: doesn't double the tokens an opponent creates", () => {
    const g = duel({ battlefield: ["Parallel Lives"] }, { hand: ["Raise the Alarm"], battlefield: ["Plains", "Plains"] }, { activePlayer: 1 });
    g.castAndPay("Raise the Alarm").passAll();
    expect(g.permanents("Soldier Token", "Ben")).toHaveLength(2);
  });
});

describe("Moment of Triumph", () => {
  it("608.2c: target creature gets +2/+2 until end of turn, and its caster gains 2 life", () => {
    const g = duel({ hand: ["Moment of Triumph"], battlefield: ["Plains"] }, { battlefield: ["Grizzly Bears"] });
    g.castAndPay("Moment of Triumph", "Grizzly Bears").passAll();
    expect(g.pt("Grizzly Bears")).toEqual([4, 4]);
    expect(g.life("Ana")).toBe(22);
    g.passUntil("upkeep", 4);
    expect(g.pt("Grizzly Bears")).toEqual([2, 2]);
  });
});
