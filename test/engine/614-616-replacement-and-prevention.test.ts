// 614–616: replacement and prevention effects, and their interaction — each example of 614, 615 and 616 the card
// language can express (MagicCompRules-2026-01-16), and the rules around them. Real cards where the pool has them
// (River Boa, Furnace of Rath, Obstinate Familiar, Fireball, Phyrexian Arena, Worms of the Earth); otherwise the
// test-only cards of test/support/test-cards.ts (`replacementCards`), named after the example's card or text.
// Voice of All (614.12) and Doubling Season (616.1g) are the real cards. Not here: 614.12's Yixlid Jailer example
// (no card makes cards in graveyards lose their abilities), the "enters with" choices that move other objects
// (614.13a–c), 616.1f's Essence of the Wild example (test/engine/707-copies.test.ts has it), and 615.11 Wojek Apothecary
// (no effect gives a shield to each creature that shares a color with the target).

import { describe, expect, it } from "vitest";
import type { GameEvent } from "../../shared/events.ts";
import type { Scenario } from "../support/scenario.ts";
import { duel, filler } from "../support/scenario.ts";
import { testDuel } from "../support/test-cards.ts";
import { keywordsOf } from "../../server/engine/layers/characteristics.ts";

const PLAINS = ["Plains", "Plains", "Plains", "Plains"];
const ISLANDS = ["Island", "Island", "Island", "Island"];

/** The events since the last `turnBegan` of turn `turn` (up to the next turn's). */
function eventsOfTurn(g: Scenario, turn: number): GameEvent[] {
  const start = g.events.findIndex((e) => e.type === "turnBegan" && e.turn === turn);
  if (start < 0) return [];
  const end = g.events.findIndex((e, i) => i > start && e.type === "turnBegan");
  return g.events.slice(start, end < 0 ? undefined : end);
}

function stepsOfTurn(g: Scenario, turn: number): string[] {
  return eventsOfTurn(g, turn).flatMap((e) => (e.type === "stepBegan" ? [e.step] : []));
}

/** Ana attacks Ben with her `attacker`; nobody blocks; stops in the end of combat step. */
function attackUnblocked(g: Scenario, attacker: string): void {
  const id = g.permanent(attacker, "Ana").id;
  g.passUntilPrompt("declareAttackers");
  g.answer({ kind: "attackers", attacks: [{ attacker: id, defender: g.playerId("Ben") }] });
  g.passUntil("endOfCombat");
}

/** The option of the pending 616.1 prompt that names `source`. */
function optionOf(g: Scenario, source: string): string {
  const prompt = g.expectPrompt("chooseOption");
  const option = prompt.options.find((o) => o.startsWith(`${source}: `));
  if (!option) throw new Error(`no option for ${source} among: ${prompt.options.join("; ")}`);
  return option;
}

function damageTo(g: Scenario, name: string): number[] {
  return g.eventsOf("damageDealt").flatMap((e) => (e.targetName === name ? [e.amount] : []));
}

describe("614 replacement effects", () => {
  it("614.4: a regeneration shield activated in response to Doom Blade replaces the destruction", () => {
    const g = testDuel({ hand: ["Doom Blade"], battlefield: ["Swamp", "Swamp"] }, { battlefield: ["River Boa", "Forest"] });
    g.castAndPay("Doom Blade", "River Boa");
    g.pass();
    g.expectPrompt("priority", "Ben");
    g.activate("River Boa").autoPay();
    // The regeneration ability resolves first, then Doom Blade.
    g.passAll();
    expect(g.stackNames()).toEqual(["Doom Blade"]);
    g.passAll();
    expect(g.permanents("River Boa")).toHaveLength(1);
    expect(g.permanent("River Boa").tapped).toBe(true);
    expect(g.eventsOf("regenerated").map((e) => e.name)).toEqual(["River Boa"]);
    expect(g.graveyardNames("Ben")).toEqual([]);
  });

  it("614.4: once Doom Blade has resolved it is too late: River Boa is destroyed and can't be regenerated afterwards", () => {
    const g = testDuel({ hand: ["Doom Blade"], battlefield: ["Swamp", "Swamp"] }, { battlefield: ["River Boa", "Forest"] });
    g.castAndPay("Doom Blade", "River Boa").passAll();
    expect(g.permanents("River Boa")).toHaveLength(0);
    expect(g.graveyardNames("Ben")).toEqual(["River Boa"]);
    expect(g.eventsOf("regenerated")).toEqual([]);
    // Ben gets priority again, with nothing left to regenerate.
    g.pass();
    const prompt = g.expectPrompt("priority", "Ben");
    expect(prompt.actions.some((a) => a.kind === "activate")).toBe(false);
  });

  it("614.5 (example): two Furnace of Rath make a creature that would deal 2 damage deal 8 — each doubles once", () => {
    // The example's "If a creature you control would deal damage …" can't be said (DamageMatch has no filter on
    // the source); Furnace of Rath is the same doubling for every source, which includes the attacking creature.
    const g = testDuel({ battlefield: ["Furnace of Rath", "Furnace of Rath", "Grizzly Bears"] });
    attackUnblocked(g, "Grizzly Bears");
    expect(g.life("Ben")).toBe(12);
    expect(damageTo(g, "Ben")).toEqual([8]);
    // Each Furnace applied exactly once (and nobody was asked: both double, 616.1).
    expect(g.eventsOf("replaced").map((e) => e.source)).toEqual(["Furnace of Rath", "Furnace of Rath"]);
  });

  it("614.7a: a source that would deal 0 damage deals none: Furnace of Rath has no event to double", () => {
    // Birds of Paradise is a 0/1 flier.
    const g = testDuel({ battlefield: ["Furnace of Rath", "Birds of Paradise"] });
    attackUnblocked(g, "Birds of Paradise");
    expect(g.life("Ben")).toBe(20);
    expect(g.eventsOf("damageDealt")).toEqual([]);
    expect(g.eventsOf("replaced")).toEqual([]);
  });

  describe("614.10 skipping a step", () => {
    it("614.10: 'Skip your draw step': the step doesn't begin and no card is drawn, turn after turn; the opponent's draw step is untouched", () => {
      const g = testDuel({ battlefield: ["Test Draw Skipper"] });
      g.passUntil("precombatMain", 5);
      expect(stepsOfTurn(g, 5)).not.toContain("draw");
      expect(stepsOfTurn(g, 5)).toContain("upkeep");
      expect(stepsOfTurn(g, 4)).toContain("draw");
      expect(g.handNames("Ana")).toEqual([]);
      expect(g.state.players[0]!.library).toHaveLength(10);
      expect(g.handNames("Ben")).toEqual(["Plains"]);
      g.passUntil("precombatMain", 7);
      expect(stepsOfTurn(g, 7)).not.toContain("draw");
      expect(g.handNames("Ana")).toEqual([]);
      expect(eventsOfTurn(g, 5).filter((e) => e.type === "replaced")).toMatchObject([{ source: "Test Draw Skipper", rule: "614.10" }]);
    });

    it("614.10, 614.7: two static 'Skip your draw step' effects skip each draw step once — the second has nothing left to replace — and apply again every turn", () => {
      // 614.10a's "skip your next draw step" twice (skipping two) is a one-shot effect the card language can't
      // say; static skip effects apply to every occurrence, so two of them skip exactly what one does.
      const g = testDuel({ battlefield: ["Test Draw Skipper", "Test Draw Skipper"] });
      g.passUntil("precombatMain", 5);
      expect(stepsOfTurn(g, 5)).not.toContain("draw");
      expect(eventsOfTurn(g, 5).filter((e) => e.type === "replaced")).toHaveLength(1);
      // Ben's draw step comes between: the effects are Ana's only.
      expect(stepsOfTurn(g, 4)).toContain("draw");
      g.passUntil("precombatMain", 7);
      expect(stepsOfTurn(g, 7)).toEqual(["untap", "upkeep", "precombatMain"]);
      expect(eventsOfTurn(g, 7).filter((e) => e.type === "replaced")).toHaveLength(1);
      expect(g.handNames("Ana")).toEqual([]);
    });

    it("614.10a: what is scheduled for a skipped step doesn't happen: Phyrexian Arena doesn't trigger in a skipped upkeep", () => {
      const g = testDuel({ battlefield: ["Test Upkeep Skipper", "Phyrexian Arena"] });
      g.passUntil("precombatMain", 5);
      expect(stepsOfTurn(g, 5)).toEqual(["untap", "draw", "precombatMain"]);
      expect(g.life("Ana")).toBe(20);
      // Only the draw step's card.
      expect(g.handNames("Ana")).toEqual(["Plains"]);
    });
  });

  describe("614.10 skipping the untap step", () => {
    it("614.10: \"Skip your untap step\": its controller's permanents stay tapped; the opponent's untap step happens", () => {
      const g = testDuel({ battlefield: ["Test Untap Skipper", { card: "Forest", tapped: true }] }, { battlefield: [{ card: "Island", tapped: true }] });
      g.passUntil("upkeep", 4);
      expect(g.permanent("Island").tapped).toBe(false);
      g.passUntil("upkeep", 5);
      expect(stepsOfTurn(g, 5)).toEqual(["upkeep"]);
      expect(g.permanent("Forest").tapped).toBe(true);
    });
  });

  describe("614.11 replaced draws", () => {
    it("614.11: Obstinate Familiar's skip replaces a draw from an empty library: no 704.5b loss", () => {
      const g = testDuel({ hand: ["Divination"], battlefield: ["Obstinate Familiar", "Island", "Island", "Island"], library: [] });
      g.castAndPay("Divination").passAll();
      // 614.11a: each draw of the two is replaced in turn.
      for (let i = 0; i < 2; i++) {
        g.expectPrompt("chooseOption", "Ana");
        g.answer({ kind: "option", option: "yes" });
      }
      expect(g.eventsOf("drewFromEmptyLibrary")).toEqual([]);
      expect(g.state.players[0]!.status).toBe("playing");
      g.expectPrompt("priority", "Ana");
    });

    it("614.11: a draw from an empty library that isn't replaced loses the game (704.5b)", () => {
      const g = testDuel({ hand: ["Divination"], battlefield: ["Obstinate Familiar", "Island", "Island", "Island"], library: [] });
      g.castAndPay("Divination").passAll();
      g.answer({ kind: "option", option: "yes" });
      g.answer({ kind: "option", option: "no" });
      expect(g.eventsOf("drewFromEmptyLibrary")).toHaveLength(1);
      expect(g.state.players[0]!.status).toBe("lost");
    });

    it("614.11: an 'instead' draw replacement applies with an empty library: a card returns from the graveyard", () => {
      const g = testDuel({ hand: ["Divination"], battlefield: ["Test Draws Into Recursion", "Island", "Island", "Island"], graveyard: ["Shock"], library: [] });
      g.castAndPay("Divination").passAll();
      // The first draw returns Shock; the second finds an empty graveyard (614.6: nothing happens) — still no loss.
      const choice = g.expectPrompt("chooseObject", "Ana");
      g.answer({ kind: "choose", object: choice.options[0]! });
      expect(g.handNames("Ana")).toEqual(["Shock"]);
      expect(g.eventsOf("drewFromEmptyLibrary")).toEqual([]);
      expect(g.state.players[0]!.status).toBe("playing");
    });
  });

  describe("614.12 how a permanent enters", () => {
    it("614.12 (example): Orb of Dreams doesn't affect itself — it enters untapped; permanents after it enter tapped", () => {
      const g = testDuel({ hand: ["Test Orb of Dreams", "Grizzly Bears", "Forest"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain", "Forest"] });
      g.cast("Test Orb of Dreams");
      g.tapForMana("Mountain").tapForMana("Mountain").tapForMana("Mountain").pay();
      g.passAll();
      expect(g.permanent("Test Orb of Dreams").tapped).toBe(false);
      g.cast("Grizzly Bears");
      g.tapForMana("Mountain").tapForMana("Forest").pay();
      g.passAll();
      expect(g.permanent("Grizzly Bears").tapped).toBe(true);
      g.playLand("Forest");
      expect(g.permanents("Forest").map((p) => p.tapped)).toEqual([true, true]);
      expect(g.eventsOf("replaced").map((e) => e.source)).toEqual(["Test Orb of Dreams", "Test Orb of Dreams"]);
    });

    it("614.12: Orb of Dreams affects every player's permanents: Ben's token enters tapped", () => {
      const g = testDuel({ battlefield: ["Test Orb of Dreams"] }, { hand: ["Raise the Alarm"], battlefield: ["Plains", "Plains"] });
      g.pass();
      g.castAndPay("Raise the Alarm").passAll();
      const tokens = g.state.battlefield.filter((p) => p.card !== "Plains" && p.card !== "Test Orb of Dreams");
      expect(tokens).toHaveLength(2);
      expect(tokens.every((p) => p.tapped)).toBe(true);
    });

    it("614.12, 614.1d (example): Scarwood Treefolk's own 'This creature enters tapped' applies as it enters from the stack", () => {
      const g = testDuel({ hand: ["Test Scarwood Treefolk"], battlefield: ["Forest", "Forest", "Forest", "Forest"] });
      g.castAndPay("Test Scarwood Treefolk").passAll();
      expect(g.permanent("Test Scarwood Treefolk").tapped).toBe(true);
      expect(g.eventsOf("replaced")).toMatchObject([{ source: "Test Scarwood Treefolk", effect: "This creature enters tapped.", rule: "614.1d" }]);
    });

    it("614.12 (example): as a token that's a copy of Voice of All is created, the token's controller chooses a color for it", () => {
      const g = duel({ hand: ["Voice of All", "Rite of Replication"], battlefield: [...PLAINS, ...ISLANDS] });
      g.castAndPay("Voice of All").passAll();
      g.answer({ kind: "color", color: "R" });
      g.cast("Rite of Replication").chooseCosts("mana").targets("Voice of All").autoPay().passAll();
      // 614.12a: asked before the token enters; the original's choice isn't copied (707.6).
      expect(g.expectPrompt("chooseColor", "Ana").text).toBe("Voice of All: As Voice of All enters the battlefield, choose a color.");
      expect(g.permanents("Token")).toEqual([]);
      g.answer({ kind: "color", color: "U" });
      const token = g.permanent("Token");
      expect(token.chosen).toEqual({ card: "Voice of All", color: "U" });
      expect(keywordsOf(g.reader, token)).toEqual(["Flying", { protectionFrom: "U" }]);
      expect(keywordsOf(g.reader, g.permanent("Voice of All"))).toEqual(["Flying", { protectionFrom: "R" }]);
    });

    it("614.15, 616.1a: the entering permanent's own effect applies first, with Orb of Dreams: no one is asked, it enters tapped", () => {
      // Strictly, 614.15's self-replacement effects are those of resolving spells and abilities; the engine
      // applies a permanent's own "enters tapped" first too (614.12: it comes from the permanent itself), and
      // both effects do the same, so no choice would matter anyway (616.1).
      const g = testDuel({ hand: ["Test Scarwood Treefolk"], battlefield: ["Forest", "Forest", "Forest", "Forest"] }, { battlefield: ["Test Orb of Dreams"] });
      g.castAndPay("Test Scarwood Treefolk").passAll();
      g.expectPrompt("priority", "Ana");
      expect(g.permanent("Test Scarwood Treefolk").tapped).toBe(true);
      expect(g.eventsOf("replaced")[0]).toMatchObject({ source: "Test Scarwood Treefolk", effect: "This creature enters tapped." });
    });
  });

  describe("614.17 'can't' effects", () => {
    it("614.17d: 'Lands can't enter the battlefield': a land played stays in its owner's hand", () => {
      const g = testDuel({ hand: ["Forest"], battlefield: ["Test Land Barrier"] });
      g.playLand("Forest");
      expect(g.handNames("Ana")).toEqual(["Forest"]);
      expect(g.permanents("Forest")).toHaveLength(0);
      expect(g.eventsOf("landPlayed")).toEqual([]);
      expect(g.eventsOf("permanentEntered")).toEqual([]);
    });

    it("614.17c: a land that can't enter can't be made to enter tapped either: Orb of Dreams doesn't apply", () => {
      const g = testDuel({ hand: ["Forest"], battlefield: ["Test Land Barrier", "Test Orb of Dreams"] });
      g.playLand("Forest");
      expect(g.handNames("Ana")).toEqual(["Forest"]);
      expect(g.eventsOf("replaced").map((e) => e.source)).toEqual(["Test Land Barrier"]);
    });

    it("614.17d: Worms of the Earth — a land found by a search isn't put onto the battlefield", () => {
      const g = testDuel({ hand: ["Test Land Search"], battlefield: ["Worms of the Earth", "Forest"], library: filler(10) });
      g.castAndPay("Test Land Search").passAll();
      const search = g.expectPrompt("searchLibrary", "Ana");
      g.answer({ kind: "libraryCard", index: search.options[0]!.index });
      expect(g.permanents("Plains")).toHaveLength(0);
      expect(g.eventsOf("permanentEntered")).toEqual([]);
    });

    it("614.17d: Worms of the Earth — a land found by a search that can't enter stays in the library, which is shuffled", () => {
      const g = testDuel({ hand: ["Test Land Search"], battlefield: ["Worms of the Earth", "Forest"], library: filler(10) });
      g.castAndPay("Test Land Search").passAll();
      g.answer({ kind: "libraryCard", index: g.expectPrompt("searchLibrary", "Ana").options[0]!.index });
      expect(g.state.players[g.playerId("Ana")]!.library).toHaveLength(10);
      expect(g.eventsOf("shuffled")).toHaveLength(1);
    });
  });
});

describe("614.1c enters with counters, however it enters", () => {
  /** Ana casts Tinker, sacrificing Sphere of Resistance, and finds `name`. */
  function tinkerFor(name: string): Scenario {
    const g = testDuel({ hand: ["Tinker"], battlefield: ["Sphere of Resistance", "Island", "Island", "Island", "Island"], library: [name, "Island"] });
    g.cast("Tinker");
    g.tapForMana("Island").tapForMana("Island").tapForMana("Island").tapForMana("Island");
    g.payPart("sacrifice an artifact", "Sphere of Resistance");
    g.pay();
    g.passAll();
    g.answer({ kind: "libraryCard", index: g.expectPrompt("searchLibrary", "Ana").options[0]!.index });
    return g;
  }

  it("614.1c: Triskelion put onto the battlefield by Tinker enters with its three +1/+1 counters", () => {
    const g = tinkerFor("Triskelion");
    expect(g.permanent("Triskelion").counters).toEqual({ "+1/+1": 3 });
    expect(g.pt("Triskelion")).toEqual([4, 4]);
    expect(g.eventsOf("replaced")).toMatchObject([{ source: "Triskelion", rule: "614.1c" }]);
  });

  it("614.1c, 107.3: Chalice of the Void not cast has X = 0: it enters with no charge counter", () => {
    const g = tinkerFor("Chalice of the Void");
    expect(g.permanent("Chalice of the Void").counters).toEqual({});
    expect(g.eventsOf("replaced")).toEqual([]);
  });
});

describe("615 prevention effects", () => {
  it("615.4 (example): a prevention shield cast in response to Shock prevents its damage", () => {
    const g = testDuel({ hand: ["Shock"], battlefield: ["Mountain"] }, { hand: ["Test Prevent Three"], battlefield: ["Plains"] });
    g.castAndPay("Shock", "Ben");
    g.pass();
    g.castAndPay("Test Prevent Three", "Ben");
    g.passAll();
    g.passAll();
    expect(g.life("Ben")).toBe(20);
    expect(g.eventsOf("damagePrevented")).toMatchObject([{ sourceName: "Shock", amount: 2, rule: "615.7" }]);
  });

  it("615.4 (example): once Shock has resolved, a prevention shield is too late", () => {
    const g = testDuel({ hand: ["Shock"], battlefield: ["Mountain"] }, { hand: ["Test Prevent Three"], battlefield: ["Plains"] });
    g.castAndPay("Shock", "Ben").passAll();
    expect(g.life("Ben")).toBe(18);
    g.pass();
    g.castAndPay("Test Prevent Three", "Ben").passAll();
    expect(g.life("Ben")).toBe(18);
    expect(g.eventsOf("damagePrevented")).toEqual([]);
  });

  it("615.7 (example): 'Prevent the next 3 damage': two Shocks to a creature — the first is prevented, the second deals 1", () => {
    const g = testDuel({ hand: ["Test Prevent Three", "Shock", "Shock"], battlefield: ["Plains", "Mountain", "Mountain"] }, { battlefield: ["Hill Giant"] });
    g.castAndPay("Test Prevent Three", "Hill Giant").passAll();
    g.castAndPay("Shock", "Hill Giant").passAll();
    expect(g.permanent("Hill Giant").damage).toBe(0);
    expect(g.eventsOf("damageDealt")).toEqual([]);
    g.castAndPay("Shock", "Hill Giant").passAll();
    expect(g.permanent("Hill Giant").damage).toBe(1);
    expect(damageTo(g, "Hill Giant")).toEqual([1]);
    expect(g.eventsOf("damagePrevented").map((e) => e.amount)).toEqual([2, 1]);
    // Used up: the shield is gone.
    expect(g.state.effects.filter((e) => e.kind === "shield")).toEqual([]);
  });

  it("615.7: what is left of the shield ends with the turn (514.2): the next turn's damage is dealt in full", () => {
    const g = testDuel({ hand: ["Test Prevent Three", "Shock", "Shock"], battlefield: ["Plains", "Mountain", "Mountain"] });
    g.castAndPay("Test Prevent Three", "Ben").passAll();
    g.castAndPay("Shock", "Ben").passAll();
    expect(g.life("Ben")).toBe(20);
    expect(g.state.effects).toMatchObject([{ kind: "shield", shield: { kind: "preventDamage", amount: 1 } }]);
    g.passUntil("upkeep", 4);
    expect(g.state.effects.filter((e) => e.kind === "shield")).toEqual([]);
    g.pass();
    g.castAndPay("Shock", "Ben").passAll();
    expect(g.life("Ben")).toBe(18);
  });

  it("615.10 (example): Daunting Defender prevents 1 of each damage event to its controller's Clerics — Fireball's 2 to each creature deals 1 to them, 2 to the others", () => {
    // Pyroclasm ("2 damage to each creature") can't be said; Fireball for 8 among four creatures deals 2 to each,
    // at the same time, as separate damage events.
    const g = testDuel(
      { hand: ["Fireball"], battlefield: [...Array.from({ length: 12 }, () => "Mountain"), "Benevolent Bodyguard"] },
      { battlefield: ["Test Daunting Defender", "Benevolent Bodyguard", "Hill Giant"] },
    );
    const bensCleric = g.permanent("Benevolent Bodyguard", "Ben").id;
    const anasCleric = g.permanent("Benevolent Bodyguard", "Ana").id;
    g.cast("Fireball").announceX(8);
    g.answer({
      kind: "targets",
      targets: [g.target("Test Daunting Defender"), { kind: "object", id: bensCleric }, g.target("Hill Giant"), { kind: "object", id: anasCleric }],
    });
    g.autoPay().passAll();
    const dealt = (id: number) => g.eventsOf("damageDealt").flatMap((e) => (e.target.kind === "object" && e.target.id === id ? [e.amount] : []));
    expect(damageTo(g, "Test Daunting Defender")).toEqual([1]);
    expect(dealt(bensCleric)).toEqual([1]);
    expect(damageTo(g, "Hill Giant")).toEqual([2]);
    // Ana's Cleric isn't one Daunting Defender's controller controls.
    expect(dealt(anasCleric)).toEqual([2]);
    expect(g.eventsOf("damagePrevented")).toMatchObject([
      { targetName: "Test Daunting Defender", amount: 1, rule: "615.10" },
      { targetName: "Benevolent Bodyguard", amount: 1, rule: "615.10" },
    ]);
    // Both 1/1 Bodyguards die all the same (704.5g).
    expect(g.graveyardNames("Ben")).toEqual(["Benevolent Bodyguard"]);
    expect(g.graveyardNames("Ana")).toEqual(["Fireball", "Benevolent Bodyguard"]);
  });
});

describe("616 interaction of replacement and prevention effects", () => {
  it("616.1: while the affected player chooses among effects, the card stays where it is: a resolved instant on the stack, milled cards in the library", () => {
    const wheelOnAna = { card: "Wheel of Sun and Moon", attachedToPlayer: "Ana" };
    const g = duel(
      { hand: ["Lightning Bolt"], battlefield: ["Mountain"], library: ["Plains", "Island"] },
      { hand: ["Mind Sculpt"], battlefield: ["Leyline of the Void", wheelOnAna, "Island", "Island"] },
      { activePlayer: 1 },
    );
    const chooseLeyline = () => {
      const p = g.expectPrompt("chooseOption", "Ana");
      expect(p.text).toContain("616.1");
      g.answer({ kind: "option", option: p.options.find((o) => o.startsWith("Leyline"))! });
    };
    g.pass();
    g.castAndPay("Lightning Bolt", "Ben").passAll();
    expect(g.stackNames()).toEqual(["Lightning Bolt"]);
    chooseLeyline();
    expect(g.stackNames()).toEqual([]);
    expect(g.state.exile.map((c) => c.card)).toEqual(["Lightning Bolt"]);
    // Ben mills Ana: each card is still on top of her library while she chooses for it.
    g.castAndPay("Mind Sculpt", "Ana").passAll();
    expect(g.state.players[0]!.library).toEqual(["Plains", "Island"]);
    chooseLeyline();
    expect(g.state.players[0]!.library).toEqual(["Island"]);
    chooseLeyline();
    expect(g.state.exile.map((c) => c.card)).toEqual(["Lightning Bolt", "Plains", "Island"]);
  });

  function shockTheDefender(): Scenario {
    const g = testDuel({ hand: ["Shock"], battlefield: ["Mountain", "Furnace of Rath"] }, { battlefield: ["Test Daunting Defender"] });
    g.castAndPay("Shock", "Test Daunting Defender").passAll();
    return g;
  }

  it("616.1: a prevention and a replacement effect on the same damage: the affected creature's controller (Ben, not the active player) chooses, between both effects", () => {
    const g = shockTheDefender();
    const prompt = g.expectPrompt("chooseOption", "Ben");
    expect(g.state.turn.active).toBe(g.playerId("Ana"));
    expect([...prompt.options].sort()).toEqual([
      "Furnace of Rath: If a source would deal damage to a permanent or player, it deals double that damage to that permanent or player instead.",
      "Test Daunting Defender: If a source would deal damage to a Cleric creature you control, prevent 1 of that damage.",
    ]);
  });

  it("616.1e, 616.1f: prevent 1 first, then double: Shock's 2 becomes 1, then 2", () => {
    const g = shockTheDefender();
    g.answer({ kind: "option", option: optionOf(g, "Test Daunting Defender") });
    expect(damageTo(g, "Test Daunting Defender")).toEqual([2]);
    expect(g.permanent("Test Daunting Defender").damage).toBe(2);
    expect(g.eventsOf("replaced").map((e) => e.source)).toEqual(["Test Daunting Defender", "Furnace of Rath"]);
  });

  it("616.1e, 616.1f: double first, then prevent 1: Shock's 2 becomes 4, then 3 — the 3/3 dies", () => {
    const g = shockTheDefender();
    g.answer({ kind: "option", option: optionOf(g, "Furnace of Rath") });
    expect(damageTo(g, "Test Daunting Defender")).toEqual([3]);
    expect(g.eventsOf("replaced").map((e) => e.source)).toEqual(["Furnace of Rath", "Test Daunting Defender"]);
    expect(g.graveyardNames("Ben")).toEqual(["Test Daunting Defender"]);
  });

  describe("616.1f (example): 'instead exile it' and 'instead shuffle it into its owner's library' on the same creature", () => {
    function destroyTheCreature(): Scenario {
      const g = testDuel({ hand: ["Doom Blade"], battlefield: ["Swamp", "Swamp", "Test Exile Instead"] }, { battlefield: ["Test Shuffling Creature"] });
      g.castAndPay("Doom Blade", "Test Shuffling Creature").passAll();
      return g;
    }

    it("616.1f: the creature's controller chooses which applies first", () => {
      const g = destroyTheCreature();
      const prompt = g.expectPrompt("chooseOption", "Ben");
      expect([...prompt.options].sort()).toEqual([
        "Test Exile Instead: If a card would be put into a graveyard from anywhere, instead exile it.",
        "Test Shuffling Creature: If this creature would die, instead shuffle it into its owner's library.",
      ]);
    });

    it("616.1f: choosing the exile: the creature is exiled, and the other effect does nothing", () => {
      const g = destroyTheCreature();
      g.answer({ kind: "option", option: optionOf(g, "Test Exile Instead") });
      expect(g.state.exile.map((c) => c.card)).toContain("Test Shuffling Creature");
      expect(g.state.players[1]!.library).toHaveLength(10);
      expect(g.graveyardNames("Ben")).toEqual([]);
      expect(g.eventsOf("shuffled")).toEqual([]);
    });

    it("616.1f: choosing the library: the creature is shuffled into Ben's library, and the exile effect does nothing", () => {
      const g = destroyTheCreature();
      g.answer({ kind: "option", option: optionOf(g, "Test Shuffling Creature") });
      expect(g.state.players[1]!.library).toHaveLength(11);
      expect(g.state.players[1]!.library).toContain("Test Shuffling Creature");
      expect(g.eventsOf("shuffled").map((e) => e.player)).toEqual([g.playerId("Ben")]);
      expect(g.state.exile.map((c) => c.card)).not.toContain("Test Shuffling Creature");
      expect(g.graveyardNames("Ben")).toEqual([]);
    });

    it("616.1f: the exile effect alone still applies to Doom Blade itself (a card put into a graveyard from anywhere)", () => {
      const g = destroyTheCreature();
      g.answer({ kind: "option", option: optionOf(g, "Test Exile Instead") });
      expect(g.graveyardNames("Ana")).toEqual([]);
      expect(g.state.exile.map((c) => c.card)).toContain("Doom Blade");
    });
  });

  it("616.1g (example): Doubling Season doubles the creation of a token copy of Voice of All first; then each token's color is chosen as it enters", () => {
    const g = duel({ hand: ["Rite of Replication"], battlefield: ["Doubling Season", "Voice of All", ...ISLANDS] });
    g.cast("Rite of Replication").chooseCosts("mana").targets("Voice of All").autoPay().passAll();
    // The creation is replaced before either token's "as [this] enters" choice is asked: no 616.1 prompt mixes them.
    expect(g.eventsOf("replaced")).toMatchObject([
      { source: "Doubling Season", event: "Ana would create 1 token that is a copy of Voice of All", rule: "614.16" },
    ]);
    g.expectPrompt("chooseColor", "Ana");
    g.answer({ kind: "color", color: "W" });
    g.expectPrompt("chooseColor", "Ana");
    g.answer({ kind: "color", color: "G" });
    const tokens = g.permanents("Token");
    expect(tokens.map((t) => keywordsOf(g.reader, t))).toEqual([
      ["Flying", { protectionFrom: "W" }],
      ["Flying", { protectionFrom: "G" }],
    ]);
  });

  it.each([
    ["life gain first", ["Test Life Into Cards", "Test Draws Into Recursion"]],
    ["draw first", ["Test Draws Into Recursion", "Test Life Into Cards"]],
  ])("616.2 (example): gaining 1 life becomes a draw, which becomes returning a card from the graveyard (%s on the battlefield)", (_, effects) => {
    const g = testDuel({ hand: ["Stream of Life"], battlefield: [...effects, "Forest", "Forest"], graveyard: ["Grizzly Bears"] });
    g.cast("Stream of Life").announceX(1).targets("Ana").autoPay();
    g.passAll();
    const choice = g.expectPrompt("chooseObject", "Ana");
    g.answer({ kind: "choose", object: choice.options[0]! });
    expect(g.life("Ana")).toBe(20);
    expect(g.handNames("Ana")).toEqual(["Grizzly Bears"]);
    expect(g.state.players[0]!.library).toHaveLength(10);
    expect(g.eventsOf("drew")).toEqual([]);
    // Each applied once (the draw's replacement is logged first: it happens within the life gain's).
    expect(
      g
        .eventsOf("replaced")
        .map((e) => e.source)
        .sort(),
    ).toEqual(["Test Draws Into Recursion", "Test Life Into Cards"]);
    expect(g.graveyardNames("Ana")).toEqual(["Stream of Life"]);
  });
});
