// Colour: Deathlace makes a spell or permanent black (105.3); Dryad Arbor is a green land creature (305.9).

import { describe, expect, it } from "vitest";
import { colorsOf } from "../../server/engine/layers/characteristics.ts";
import type { Color } from "../../shared/mana.ts";
import { duel, type Scenario } from "../support/scenario.ts";
import { attackerOptions } from "../support/combat.ts";

function colors(g: Scenario, name: string, controller?: string): readonly Color[] {
  return colorsOf(g.reader, g.permanent(name, controller));
}

describe("Deathlace", () => {
  it("105.3, 608.2b: the target permanent becomes black — a Doom Blade aimed at it no longer has a legal target", () => {
    const g = duel({ hand: ["Deathlace"], battlefield: ["Swamp", "Grizzly Bears"] }, { hand: ["Doom Blade"], battlefield: ["Swamp", "Swamp"] });
    g.pass();
    g.castAndPay("Doom Blade", "Grizzly Bears").pass();
    g.castAndPay("Deathlace", "Grizzly Bears").passAll();
    expect(g.eventsOf("colorChanged")).toMatchObject([{ name: "Grizzly Bears", colors: ["B"] }]);
    expect(colors(g, "Grizzly Bears")).toEqual(["B"]);
    g.passAll();
    expect(g.eventsOf("countered")).toMatchObject([{ name: "Doom Blade", rule: "608.2b" }]);
    expect(g.permanents("Grizzly Bears")).toHaveLength(1);
    // It stays black: the effect has no duration.
    g.passUntil("upkeep", 4);
    expect(colors(g, "Grizzly Bears")).toEqual(["B"]);
  });

  it("115.1: it can target a spell: the spell on the stack becomes black", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { hand: ["Deathlace"], battlefield: ["Swamp"] });
    g.castAndPay("Lightning Bolt", "Ben").pass();
    g.cast("Deathlace");
    expect(g.targetOptionNames()).toContain("Lightning Bolt");
    g.targets("Lightning Bolt").autoPay().passAll();
    expect(g.eventsOf("colorChanged")).toMatchObject([{ name: "Lightning Bolt", colors: ["B"] }]);
  });

  it("702.16b, 608.2b: a Lightning Bolt made black can't hit White Knight (protection from black) — it has no legal target and does nothing", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { hand: ["Deathlace"], battlefield: ["Swamp", "White Knight"] });
    g.castAndPay("Lightning Bolt", "White Knight").pass();
    g.castAndPay("Deathlace", "Lightning Bolt").passAll();
    g.passAll();
    expect(g.permanents("White Knight")).toHaveLength(1);
    expect(g.eventsOf("countered")).toMatchObject([{ name: "Lightning Bolt", rule: "608.2b" }]);
  });

  it("400.7a: a creature spell made black becomes a black permanent", () => {
    const g = duel({ hand: ["Grizzly Bears"], battlefield: ["Forest", "Forest"] }, { hand: ["Deathlace"], battlefield: ["Swamp"] });
    g.castAndPay("Grizzly Bears").pass();
    g.castAndPay("Deathlace", "Grizzly Bears").passAll();
    g.passAll();
    expect(colors(g, "Grizzly Bears")).toEqual(["B"]);
  });
});

describe("Dryad Arbor", () => {
  it("305.9, 305.1: a land creature is played as a land (the land drop, no stack), never cast", () => {
    const g = duel({ hand: ["Dryad Arbor", "Forest"] });
    const actions = g.expectPrompt("priority").actions;
    const arbor = g.handCard("Dryad Arbor");
    expect(actions.some((a) => a.kind === "playLand" && a.card === arbor)).toBe(true);
    expect(actions.some((a) => a.kind === "cast" && a.card === arbor)).toBe(false);
    g.playLand("Dryad Arbor");
    expect(g.eventsOf("landPlayed")).toMatchObject([{ name: "Dryad Arbor", player: 0 }]);
    expect(g.eventsOf("stackPushed")).toEqual([]);
    expect(g.eventsOf("spellCast")).toEqual([]);
    expect(g.state.players[0]!.landsPlayed).toBe(1);
    // It was the land drop: the Forest can't be played this turn.
    expect(g.expectPrompt("priority").actions.some((a) => a.kind === "playLand")).toBe(false);
  });

  it("302.6: it is summoning sick — no {G} and no attack the turn it is played; both the next turn", () => {
    const g = duel({ hand: ["Dryad Arbor"], battlefield: ["Grizzly Bears"] });
    g.playLand("Dryad Arbor");
    const arbor = g.permanent("Dryad Arbor").id;
    expect(g.expectPrompt("priority").actions.some((a) => a.kind === "activateMana" && a.source === arbor)).toBe(false);
    expect(attackerOptions(g)).toEqual(["Grizzly Bears"]);
    g.answer({ kind: "attackers", attacks: [] });
    g.passUntil("precombatMain", 5);
    expect(g.expectPrompt("priority").actions).toContainEqual(expect.objectContaining({ kind: "activateMana", source: arbor, choices: ["G"] }));
    g.tapForMana("Dryad Arbor");
    expect(g.state.players[0]!.manaPool.G).toBe(1);
    const h = duel({ battlefield: [{ card: "Dryad Arbor", sick: false }] });
    expect(attackerOptions(h)).toEqual(["Dryad Arbor"]);
  });

  it("204.2: it is green by its colour indicator, with no mana cost — a nonblack creature for Doom Blade", () => {
    const g = duel({ battlefield: ["Dryad Arbor"] }, { hand: ["Doom Blade"], battlefield: ["Swamp", "Swamp"] });
    expect(g.engine.cards.get("Dryad Arbor")).toMatchObject({ colors: ["G"], manaCost: null, types: ["Land", "Creature"] });
    expect(colors(g, "Dryad Arbor")).toEqual(["G"]);
    g.pass();
    g.castAndPay("Doom Blade", "Dryad Arbor").passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Dryad Arbor"]);
  });
});
