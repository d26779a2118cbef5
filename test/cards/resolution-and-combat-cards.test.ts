// What makes each card of the resolution and combat set special (seed 003's resolution examples, triggers,
// sacrifice, mass removal, colour changes, casting during resolution, and the combat keywords): one describe
// per card name. The general rules are covered in test/engine/; here each test sticks to its card's own text.

import { describe, expect, it } from "vitest";
import { colorsOf } from "../../server/engine/layers/characteristics.ts";
import type { Color } from "../../shared/mana.ts";
import { duel, type Scenario } from "../support/scenario.ts";

type Game = Scenario;

function colors(g: Game, name: string, controller?: string): readonly Color[] {
  return colorsOf(g.reader, g.permanent(name, controller));
}

/** The active player attacks the other player with these creatures (by name). */
function attack(g: Game, ...names: string[]): void {
  g.passUntilPrompt("declareAttackers");
  const active = g.state.turn.active;
  const defender = 1 - active;
  g.answer({ kind: "attackers", attacks: names.map((n) => ({ attacker: g.permanent(n, active).id, defender })) });
}

/** The names of the creatures the pending declareAttackers prompt lets attack. */
function attackerOptions(g: Game): string[] {
  g.passUntilPrompt("declareAttackers");
  return g.expectPrompt("declareAttackers").options.map((o) => g.nameOfObject(o.attacker)!);
}

/** The names of the creatures the pending declareBlockers prompt lets block. */
function blockerOptions(g: Game): string[] {
  g.passUntilPrompt("declareBlockers");
  return g.expectPrompt("declareBlockers").options.map((o) => g.nameOfObject(o.blocker)!);
}

/** The defending player blocks: [blocker, attacker] pairs by name. */
function block(g: Game, ...pairs: [string, string][]): void {
  g.passUntilPrompt("declareBlockers");
  const defender = g.prompt.player;
  g.answer({ kind: "blockers", blocks: pairs.map(([b, a]) => ({ blocker: g.permanent(b, defender).id, attacker: g.permanent(a, 1 - defender).id })) });
}

function castOffered(g: Game, name: string): boolean {
  const p = g.expectPrompt("priority");
  const ids = g.state.players[p.player]!.hand.filter((c) => c.card === name).map((c) => c.id);
  return p.actions.some((a) => a.kind === "cast" && ids.includes(a.card));
}

function exileNames(g: Game): string[] {
  return g.state.exile.map((c) => c.card);
}

function sorted(names: string[]): string[] {
  return [...names].sort();
}

// ---- Seed 003: resolution -------------------------------------------------------------------------------

describe("Aura Blast", () => {
  it("701.8a, 121.1: it destroys target enchantment, then its controller draws a card", () => {
    const g = duel(
      { hand: ["Aura Blast"], battlefield: ["Plains", "Plains", { card: "Grizzly Bears", label: "bears" }], library: ["Island", "Forest"] },
      { battlefield: [{ card: "Pacifism", attachedTo: "bears" }, "Phyrexian Arena"] },
    );
    g.cast("Aura Blast");
    expect(sorted(g.targetOptionNames())).toEqual(["Pacifism", "Phyrexian Arena"]);
    g.targets("Pacifism").autoPay().passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Pacifism"]);
    expect(g.handNames("Ana")).toEqual(["Island"]);
    expect(g.graveyardNames("Ana")).toEqual(["Aura Blast"]);
  });

  // With its only target gone it does nothing at all: tested with the rule, in
  // test/engine/608-resolution-rules.test.ts (608.2b).
});

describe("Plague Spores", () => {
  // With one of its targets made illegal it still destroys the other: tested with the rule, in
  // test/engine/608-resolution-rules.test.ts (608.2b).
  it("115.1: two target words — 'target nonblack creature' (not the black Walking Corpse), then 'target land'; both are destroyed", () => {
    const g = duel(
      { hand: ["Plague Spores"], battlefield: ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Mountain"] },
      { battlefield: ["Grizzly Bears", "Walking Corpse", "Forest"] },
    );
    g.cast("Plague Spores");
    expect(g.targetOptionNames()).toEqual(["Grizzly Bears"]);
    g.targets("Grizzly Bears");
    expect(g.expectPrompt("chooseTargets").text).toBe("target land");
    expect(g.targetOptionNames()).toEqual(["Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Mountain", "Forest"]);
    g.targets("Forest").autoPay().passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears", "Forest"]);
    expect(g.permanents("Walking Corpse")).toHaveLength(1);
    expect(g.graveyardNames("Ana")).toEqual(["Plague Spores"]);
  });

  it("115.3: Dryad Arbor, a land creature, can be chosen for both 'target' words and is destroyed", () => {
    const g = duel(
      { hand: ["Plague Spores"], battlefield: ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Mountain"] },
      { battlefield: ["Dryad Arbor", "Walking Corpse"] },
    );
    g.cast("Plague Spores").targets("Dryad Arbor").targets("Dryad Arbor").autoPay().passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Dryad Arbor"]);
    expect(g.permanents("Walking Corpse")).toHaveLength(1);
  });
});

describe("Wall of Tears", () => {
  it("603.7a: the creature it blocks deals its combat damage, then returns to its owner's hand at end of combat", () => {
    const g = duel({ battlefield: ["Wall of Tears"] }, { battlefield: ["Hill Giant"] }, { activePlayer: 1 });
    attack(g, "Hill Giant");
    block(g, ["Wall of Tears", "Hill Giant"]);
    // The blocking trigger creates the delayed trigger; nothing returns yet.
    expect(g.stackNames()).toEqual(["Wall of Tears"]);
    g.passAll();
    expect(g.state.delayedTriggers).toHaveLength(1);
    g.passUntil("endOfCombat");
    expect(g.eventsOf("damageDealt")).toMatchObject([{ sourceName: "Hill Giant", targetName: "Wall of Tears", amount: 3, combat: true }]);
    expect(g.permanents("Hill Giant")).toHaveLength(1);
    expect(g.stackNames()).toEqual(["Wall of Tears"]);
    g.passAll();
    expect(g.permanents("Hill Giant")).toHaveLength(0);
    expect(g.handNames("Ben")).toEqual(["Hill Giant"]);
    expect(g.permanent("Wall of Tears").damage).toBe(3);
  });

  it("603.7a: the delayed ability exists on its own — it returns the creature even after Wall of Tears has left the battlefield", () => {
    const g = duel({ hand: ["Doom Blade"], battlefield: ["Wall of Tears", "Swamp", "Swamp"] }, { battlefield: ["Hill Giant"] }, { activePlayer: 1 });
    attack(g, "Hill Giant");
    block(g, ["Wall of Tears", "Hill Giant"]);
    g.passAll();
    g.pass();
    g.castAndPay("Doom Blade", "Wall of Tears").passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Wall of Tears", "Doom Blade"]);
    g.passUntil("endOfCombat");
    // 509.1h: Hill Giant stays blocked and deals no damage.
    expect(g.life("Ana")).toBe(20);
    g.passAll();
    expect(g.handNames("Ben")).toEqual(["Hill Giant"]);
  });

  it("702.3b: defender — it can't attack", () => {
    const g = duel({ battlefield: ["Wall of Tears", "Grizzly Bears"] });
    expect(attackerOptions(g)).toEqual(["Grizzly Bears"]);
  });
});

describe("Spoils of the Vault", () => {
  it("608.2d: the name is chosen on resolution; cards are revealed up to it, it goes to the hand, the rest are exiled for 1 life each", () => {
    const g = duel({ hand: ["Spoils of the Vault"], battlefield: ["Swamp"], library: ["Plains", "Island", "Lightning Bolt", "Forest"] });
    g.castAndPay("Spoils of the Vault");
    // Nothing is named while casting.
    expect(g.eventsOf("cardNamed")).toEqual([]);
    g.passAll();
    const prompt = g.expectPrompt("nameCard", "Ana");
    expect(prompt.options).toContain("Lightning Bolt");
    expect(prompt.options).not.toContain("Soldier Token");
    g.answer({ kind: "name", name: "Lightning Bolt" });
    expect(g.eventsOf("revealed")).toMatchObject([{ player: 0, from: "library", names: ["Plains", "Island", "Lightning Bolt"] }]);
    expect(g.handNames("Ana")).toEqual(["Lightning Bolt"]);
    expect(exileNames(g)).toEqual(["Plains", "Island"]);
    expect(g.life("Ana")).toBe(18);
    expect(g.state.players[0]!.library).toEqual(["Forest"]);
  });

  it("608.2d: naming a card that isn't in the library reveals and exiles the whole library, 1 life each", () => {
    const g = duel({ hand: ["Spoils of the Vault"], battlefield: ["Swamp"], library: ["Plains", "Island", "Forest"] });
    g.castAndPay("Spoils of the Vault").passAll();
    g.answer({ kind: "name", name: "Counterspell" });
    expect(g.handNames("Ana")).toEqual([]);
    expect(exileNames(g)).toEqual(["Plains", "Island", "Forest"]);
    expect(g.life("Ana")).toBe(17);
    expect(g.state.players[0]!.library).toEqual([]);
  });
});

describe("Liar's Pendulum", () => {
  it("608.2d: the card is named on resolution; the opponent guesses wrong, the hand is revealed, and its controller draws", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Liar's Pendulum", "Plains", "Plains"], library: ["Island"] });
    g.activate("Liar's Pendulum");
    // "Target opponent": Ana can't target herself.
    expect(g.targetOptionNames()).toEqual(["Ben"]);
    g.targets("Ben").autoPay();
    expect(g.permanent("Liar's Pendulum").tapped).toBe(true);
    g.passAll();
    g.expectPrompt("nameCard", "Ana");
    g.answer({ kind: "name", name: "Lightning Bolt" });
    expect(g.expectPrompt("chooseOption", "Ben").options).toEqual(["yes", "no"]);
    g.answer({ kind: "option", option: "no" });
    expect(g.expectPrompt("chooseOption", "Ana").options).toEqual(["reveal", "don't reveal"]);
    g.answer({ kind: "option", option: "reveal" });
    expect(g.eventsOf("revealed")).toMatchObject([{ player: 0, from: "hand", names: ["Lightning Bolt"] }]);
    expect(g.handNames("Ana")).toEqual(["Lightning Bolt", "Island"]);
  });

  it("608.2d: a right guess, or a hand not revealed, draws nothing", () => {
    const right = duel({ hand: ["Lightning Bolt"], battlefield: ["Liar's Pendulum", "Plains", "Plains"] });
    right.activate("Liar's Pendulum").targets("Ben").autoPay().passAll();
    right.answer({ kind: "name", name: "Lightning Bolt" });
    right.answer({ kind: "option", option: "yes" });
    right.answer({ kind: "option", option: "reveal" });
    expect(right.handNames("Ana")).toEqual(["Lightning Bolt"]);

    const hidden = duel({ hand: ["Lightning Bolt"], battlefield: ["Liar's Pendulum", "Plains", "Plains"] });
    hidden.activate("Liar's Pendulum").targets("Ben").autoPay().passAll();
    hidden.answer({ kind: "name", name: "Counterspell" });
    hidden.answer({ kind: "option", option: "yes" });
    hidden.answer({ kind: "option", option: "don't reveal" });
    expect(hidden.eventsOf("revealed")).toEqual([]);
    expect(hidden.handNames("Ana")).toEqual(["Lightning Bolt"]);
  });
});

describe("Innocent Blood", () => {
  it("608.2e: each player chooses a creature in APNAP order, then all are sacrificed at once", () => {
    const g = duel({ hand: ["Innocent Blood"], battlefield: ["Swamp", "Grizzly Bears", "Savannah Lions"] }, { battlefield: ["Hill Giant", "Forest"] });
    g.castAndPay("Innocent Blood").passAll();
    const ana = g.expectPrompt("chooseObject", "Ana");
    expect(sorted(ana.options.map((id) => g.nameOfObject(id)!))).toEqual(["Grizzly Bears", "Savannah Lions"]);
    g.answer({ kind: "choose", object: g.permanent("Savannah Lions").id });
    // Nothing is sacrificed until Ben has chosen too.
    expect(g.permanents("Savannah Lions")).toHaveLength(1);
    const ben = g.expectPrompt("chooseObject", "Ben");
    expect(ben.options.map((id) => g.nameOfObject(id))).toEqual(["Hill Giant"]);
    g.answer({ kind: "choose", object: g.permanent("Hill Giant").id });
    expect(
      g
        .eventsOf("zoneChanged")
        .filter((e) => e.rule === "608.2e")
        .map((e) => e.name),
    ).toEqual(["Savannah Lions", "Hill Giant"]);
    expect(g.graveyardNames("Ana")).toEqual(["Savannah Lions", "Innocent Blood"]);
    expect(g.graveyardNames("Ben")).toEqual(["Hill Giant"]);
    expect(g.permanents("Grizzly Bears")).toHaveLength(1);
  });

  it("701.21a: sacrificing isn't destroying — an indestructible Darksteel Myr is sacrificed; a player with no creature isn't asked", () => {
    const g = duel({ hand: ["Innocent Blood"], battlefield: ["Swamp", "Darksteel Myr"] }, { battlefield: ["Forest"] });
    g.castAndPay("Innocent Blood").passAll();
    g.expectPrompt("chooseObject", "Ana");
    g.answer({ kind: "choose", object: g.permanent("Darksteel Myr").id });
    expect(g.graveyardNames("Ana")).toEqual(["Darksteel Myr", "Innocent Blood"]);
    g.expectPrompt("priority", "Ana");
  });
});

describe("Diabolic Edict", () => {
  it("701.21a: the target player, not the caster, chooses which of their creatures to sacrifice", () => {
    const g = duel({ hand: ["Diabolic Edict"], battlefield: ["Swamp", "Swamp"] }, { battlefield: ["Hill Giant", "Grizzly Bears"] });
    g.cast("Diabolic Edict");
    expect(g.targetOptionNames()).toEqual(["Ana", "Ben"]);
    g.targets("Ben").autoPay().passAll();
    const prompt = g.expectPrompt("chooseObject", "Ben");
    expect(sorted(prompt.options.map((id) => g.nameOfObject(id)!))).toEqual(["Grizzly Bears", "Hill Giant"]);
    g.answer({ kind: "choose", object: g.permanent("Grizzly Bears").id });
    expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears"]);
    expect(g.permanents("Hill Giant")).toHaveLength(1);
  });

  it("115.1: it targets the player, not the creature — a hexproof Gladecover Scout can still be sacrificed", () => {
    const g = duel({ battlefield: ["Gladecover Scout"] }, { hand: ["Diabolic Edict"], battlefield: ["Swamp", "Swamp"] });
    g.pass();
    g.castAndPay("Diabolic Edict", "Ana").passAll();
    g.expectPrompt("chooseObject", "Ana");
    g.answer({ kind: "choose", object: g.permanent("Gladecover Scout").id });
    expect(g.graveyardNames("Ana")).toEqual(["Gladecover Scout"]);
  });
});

describe("Perish", () => {
  // Which creatures it destroys (every green one, a multicolored or land creature included) is tested with
  // the rule, in test/engine/608-resolution-rules.test.ts (608.2j).
  it("608.2h: colours are checked as it resolves — a green creature made black in response survives", () => {
    const g = duel(
      { hand: ["Perish"], battlefield: ["Swamp", "Swamp", "Swamp"] },
      { hand: ["Deathlace"], battlefield: ["Llanowar Elves", "Grizzly Bears", "Swamp"] },
    );
    g.castAndPay("Perish").pass();
    g.castAndPay("Deathlace", "Llanowar Elves").passAll();
    g.passAll();
    expect(g.permanents("Llanowar Elves")).toHaveLength(1);
    expect(g.graveyardNames("Ben")).toEqual(["Deathlace", "Grizzly Bears"]);
  });
});

describe("Mass Calcify", () => {
  it("608.2h: destroys all nonwhite creatures — white ones stay, and so does an indestructible colourless Darksteel Myr", () => {
    const g = duel(
      { hand: ["Mass Calcify"], battlefield: ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains", "Plains", "Savannah Lions", "Grizzly Bears"] },
      { battlefield: ["Serra Angel", "Hill Giant", "Darksteel Myr", "Walking Corpse"] },
    );
    g.castAndPay("Mass Calcify").passAll();
    expect(sorted(g.graveyardNames("Ana"))).toEqual(["Grizzly Bears", "Mass Calcify"]);
    expect(sorted(g.graveyardNames("Ben"))).toEqual(["Hill Giant", "Walking Corpse"]);
    expect(g.permanents("Serra Angel")).toHaveLength(1);
    expect(g.permanents("Savannah Lions")).toHaveLength(1);
    expect(g.permanents("Darksteel Myr")).toHaveLength(1);
  });
});

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

describe("Pacifism", () => {
  it("303.4a: cast targeting a creature (either player's), it enters attached to it", () => {
    const g = duel({ hand: ["Pacifism"], battlefield: ["Plains", "Plains", "Savannah Lions"] }, { battlefield: ["Serra Angel", "Forest"] });
    g.cast("Pacifism");
    expect(g.expectPrompt("chooseTargets").text).toBe("enchant creature");
    expect(sorted(g.targetOptionNames())).toEqual(["Savannah Lions", "Serra Angel"]);
    g.targets("Serra Angel").autoPay().passAll();
    expect(g.permanent("Pacifism").attachedTo).toBe(g.permanent("Serra Angel").id);
  });

  it("508.1c: the enchanted creature can't attack", () => {
    const g = duel(
      { battlefield: [{ card: "Grizzly Bears", label: "bears" }, "Savannah Lions"] },
      { battlefield: [{ card: "Pacifism", attachedTo: "bears" }] },
    );
    expect(attackerOptions(g)).toEqual(["Savannah Lions"]);
  });

  it("509.1b: the enchanted creature can't block", () => {
    const g = duel(
      { battlefield: [{ card: "Grizzly Bears", label: "bears" }, "Savannah Lions"] },
      { battlefield: ["Hill Giant", { card: "Pacifism", attachedTo: "bears" }] },
      { activePlayer: 1 },
    );
    attack(g, "Hill Giant");
    expect(blockerOptions(g)).toEqual(["Savannah Lions"]);
  });
});

describe("Memory Lapse", () => {
  it("608.2c: the countered spell goes on top of its owner's library instead of into the graveyard", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { hand: ["Memory Lapse"], battlefield: ["Island", "Island"] });
    g.castAndPay("Lightning Bolt", "Ben").pass();
    g.castAndPay("Memory Lapse", "Lightning Bolt").passAll();
    expect(g.eventsOf("countered")).toMatchObject([{ name: "Lightning Bolt" }]);
    expect(g.eventsOf("zoneChanged").find((e) => e.name === "Lightning Bolt")).toMatchObject({ from: "stack", to: "library", owner: 0 });
    expect(g.state.players[0]!.library[0]).toBe("Lightning Bolt");
    expect(g.state.players[0]!.library).toHaveLength(11);
    expect(g.graveyardNames("Ana")).toEqual([]);
    expect(g.graveyardNames("Ben")).toEqual(["Memory Lapse"]);
    expect(g.life("Ben")).toBe(20);
  });
});

describe("Electrodominance", () => {
  it("608.2g: deals X damage, then casts a sorcery from hand for free during its resolution, even in the opponent's turn", () => {
    const g = duel(
      {
        hand: ["Electrodominance", "Divination", "Serra Angel", "Island"],
        battlefield: ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"],
        library: ["Forest", "Swamp"],
      },
      {},
      { activePlayer: 1 },
    );
    g.pass();
    g.cast("Electrodominance").announceX(3).targets("Ben").autoPay().passAll();
    expect(g.life("Ben")).toBe(17);
    const choice = g.expectPrompt("chooseObject", "Ana");
    // Mana value 3 or less, and not a land: Divination, not Serra Angel (5) or Island.
    expect(choice.options.map((id) => g.nameOfObject(id))).toEqual(["Divination"]);
    expect(choice.optional).toBe(true);
    g.answer({ kind: "choose", object: g.handCard("Divination") });
    expect(g.eventsOf("costsAnnounced")).toMatchObject([{ name: "Divination", alternative: "without paying its mana cost" }]);
    expect(g.eventsOf("spellCast").map((e) => e.name)).toEqual(["Electrodominance", "Divination"]);
    expect(g.stackNames()).toEqual(["Divination"]);
    expect(g.graveyardNames("Ana")).toEqual(["Electrodominance"]);
    // Priority goes to the active player after the resolution, not to the caster of Divination.
    g.expectPrompt("priority", "Ben");
    g.passAll();
    expect(g.handNames("Ana")).toEqual(["Serra Angel", "Island", "Forest", "Swamp"]);
  });

  it("608.2g: casting is optional — declining leaves the hand as it was", () => {
    const g = duel({ hand: ["Electrodominance", "Shock"], battlefield: ["Mountain", "Mountain", "Mountain"] }, { battlefield: ["Grizzly Bears"] });
    g.cast("Electrodominance").announceX(1).targets("Grizzly Bears").autoPay().passAll();
    g.expectPrompt("chooseObject", "Ana");
    g.answer({ kind: "decline" });
    expect(g.handNames("Ana")).toEqual(["Shock"]);
    expect(g.stackNames()).toEqual([]);
    expect(g.permanent("Grizzly Bears").damage).toBe(1);
  });
});

describe("Felidar Sovereign", () => {
  // Its intervening "if" (603.4, 608.2a: checked as it triggers and again on resolution) is tested with the
  // rule, in test/engine/608-resolution-rules.test.ts.
  it("702.20b, 702.15b: vigilance and lifelink — it attacks without tapping and its 4 damage gains Ana 4 life", () => {
    const g = duel({ battlefield: ["Felidar Sovereign"] });
    attack(g, "Felidar Sovereign");
    expect(g.permanent("Felidar Sovereign").tapped).toBe(false);
    g.passUntil("endOfCombat");
    expect(g.life("Ben")).toBe(16);
    expect(g.life("Ana")).toBe(24);
  });
});

describe("Phantasmal Bear", () => {
  it("603.2: becoming the target of an opponent's spell sacrifices it first — the Shock then has no legal target (608.2b)", () => {
    const g = duel({ battlefield: ["Phantasmal Bear"] }, { hand: ["Shock"], battlefield: ["Mountain"] });
    g.pass();
    g.castAndPay("Shock", "Phantasmal Bear");
    expect(g.stackNames()).toEqual(["Shock", "Phantasmal Bear"]);
    expect(g.state.stack[1]).toMatchObject({ kind: "ability", controller: 0, triggered: true });
    g.passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Phantasmal Bear"]);
    g.passAll();
    expect(g.eventsOf("countered")).toMatchObject([{ name: "Shock", rule: "608.2b" }]);
  });

  it("603.2: an ability targeting it triggers it too, even its own controller's Giant Growth", () => {
    const g = duel({ hand: ["Giant Growth"], battlefield: ["Phantasmal Bear", "Forest"] });
    g.castAndPay("Giant Growth", "Phantasmal Bear");
    expect(g.stackNames()).toEqual(["Giant Growth", "Phantasmal Bear"]);
    g.passAll();
    g.passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Phantasmal Bear", "Giant Growth"]);
    expect(g.eventsOf("countered")).toMatchObject([{ name: "Giant Growth", rule: "608.2b" }]);
  });
});

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

// ---- Combat keywords ------------------------------------------------------------------------------------

describe("Serra Angel", () => {
  it("702.9b, 702.20b: flying and vigilance — only a flier can block it, and attacking doesn't tap it", () => {
    const g = duel({ battlefield: ["Serra Angel"] }, { battlefield: ["Grizzly Bears", "Wind Drake"] });
    attack(g, "Serra Angel");
    expect(g.permanent("Serra Angel").tapped).toBe(false);
    expect(blockerOptions(g)).toEqual(["Wind Drake"]);
    g.answer({ kind: "blockers", blocks: [] });
    g.passUntil("endOfCombat");
    expect(g.life("Ben")).toBe(16);
  });
});

describe("Wind Drake", () => {
  it("702.9b: a creature without flying or reach can't block it; it can itself block a creature without flying", () => {
    const g = duel({ battlefield: ["Wind Drake"] }, { battlefield: ["Grizzly Bears"] });
    attack(g, "Wind Drake");
    expect(g.state.prompt?.kind).toBe("priority"); // no declareBlockers prompt: Ben has no possible block
    g.passUntil("endOfCombat");
    expect(g.life("Ben")).toBe(18);

    const h = duel({ battlefield: ["Wind Drake"] }, { battlefield: ["Grizzly Bears"] }, { activePlayer: 1 });
    attack(h, "Grizzly Bears");
    expect(blockerOptions(h)).toEqual(["Wind Drake"]);
  });
});

describe("Giant Spider", () => {
  it("702.17b: reach — it can block a flier, and kills the Wind Drake it blocks", () => {
    const g = duel({ battlefield: ["Giant Spider", "Grizzly Bears"] }, { battlefield: ["Wind Drake"] }, { activePlayer: 1 });
    attack(g, "Wind Drake");
    expect(blockerOptions(g)).toEqual(["Giant Spider"]);
    block(g, ["Giant Spider", "Wind Drake"]);
    g.passUntil("endOfCombat");
    expect(g.graveyardNames("Ben")).toEqual(["Wind Drake"]);
    expect(g.permanent("Giant Spider").damage).toBe(2);
    expect(g.life("Ana")).toBe(20);
  });
});

describe("Colossal Dreadmaw", () => {
  it("702.19b: trample — lethal damage to the blocker first, the rest to the player", () => {
    const g = duel({ battlefield: ["Colossal Dreadmaw"] }, { battlefield: ["Grizzly Bears"] });
    attack(g, "Colossal Dreadmaw");
    block(g, ["Grizzly Bears", "Colossal Dreadmaw"]);
    g.passUntilPrompt("assignCombatDamage");
    const prompt = g.expectPrompt("assignCombatDamage", "Ana");
    const bears = g.permanent("Grizzly Bears").id;
    expect(prompt).toMatchObject({ amount: 6, blockers: [bears], lethal: [2], defender: 1 });
    // Not before the blocker has lethal damage.
    expect(g.refuseAnswer({ kind: "damage", assignment: [{ blocker: bears, amount: 1 }], toPlayer: 5 }).rule).toBe("702.19b");
    g.answer({ kind: "damage", assignment: [{ blocker: bears, amount: 2 }], toPlayer: 4 });
    expect(g.life("Ben")).toBe(16);
    expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears"]);
  });
});

describe("Typhoid Rats", () => {
  it("702.2b, 704.5h: deathtouch — 1 damage destroys the Hill Giant it blocks", () => {
    const g = duel({ battlefield: ["Typhoid Rats"] }, { battlefield: ["Hill Giant"] }, { activePlayer: 1 });
    attack(g, "Hill Giant");
    block(g, ["Typhoid Rats", "Hill Giant"]);
    g.passUntil("endOfCombat");
    expect(g.eventsOf("zoneChanged").find((e) => e.name === "Hill Giant")).toMatchObject({ to: "graveyard", rule: "704.5h" });
    expect(g.graveyardNames("Ben")).toEqual(["Hill Giant"]);
    expect(g.graveyardNames("Ana")).toEqual(["Typhoid Rats"]);
  });
});

describe("Vampire Nighthawk", () => {
  it("702.9b, 702.2b, 702.15b: a flier with deathtouch and lifelink — it kills the Giant Spider that blocks it and gains Ana 2 life", () => {
    const g = duel({ battlefield: ["Vampire Nighthawk"] }, { battlefield: ["Giant Spider", "Grizzly Bears"] });
    attack(g, "Vampire Nighthawk");
    expect(blockerOptions(g)).toEqual(["Giant Spider"]);
    block(g, ["Giant Spider", "Vampire Nighthawk"]);
    g.passUntil("endOfCombat");
    expect(g.graveyardNames("Ben")).toEqual(["Giant Spider"]);
    expect(g.permanent("Vampire Nighthawk").damage).toBe(2);
    expect(g.life("Ana")).toBe(22);
    expect(g.life("Ben")).toBe(20);
  });
});

describe("Boggart Brute", () => {
  it("702.111b: menace — one blocker alone is refused; two can block it", () => {
    const g = duel({ battlefield: ["Boggart Brute"] }, { battlefield: ["Grizzly Bears", "Savannah Lions"] });
    attack(g, "Boggart Brute");
    g.passUntilPrompt("declareBlockers");
    const prompt = g.expectPrompt("declareBlockers", "Ben");
    const brute = g.permanent("Boggart Brute").id;
    expect(prompt.menace).toEqual([brute]);
    const bears = g.permanent("Grizzly Bears").id;
    const lions = g.permanent("Savannah Lions").id;
    expect(g.refuseAnswer({ kind: "blockers", blocks: [{ blocker: bears, attacker: brute }] }).code).toBe("ILLEGAL_CHOICE");
    g.answer({
      kind: "blockers",
      blocks: [
        { blocker: bears, attacker: brute },
        { blocker: lions, attacker: brute },
      ],
    });
    expect(g.eventsOf("blockersDeclared")[0]!.blocks).toHaveLength(2);
  });

  it("702.111b: the refusal of a lone blocker cites menace's rule, 702.111b", () => {
    const g = duel({ battlefield: ["Boggart Brute"] }, { battlefield: ["Grizzly Bears"] });
    attack(g, "Boggart Brute");
    g.passUntilPrompt("declareBlockers");
    const error = g.refuseAnswer({ kind: "blockers", blocks: [{ blocker: g.permanent("Grizzly Bears").id, attacker: g.permanent("Boggart Brute").id }] });
    expect(error.rule).toBe("702.111b");
  });
});

describe("Darksteel Myr", () => {
  it("702.12b: indestructible — Doom Blade resolves but doesn't destroy it, and lethal damage doesn't either", () => {
    const g = duel({ battlefield: ["Darksteel Myr"] }, { hand: ["Doom Blade", "Shock"], battlefield: ["Swamp", "Swamp", "Mountain"] });
    g.pass();
    g.castAndPay("Doom Blade", "Darksteel Myr").passAll();
    expect(g.eventsOf("countered")).toEqual([]);
    expect(g.graveyardNames("Ben")).toEqual(["Doom Blade"]);
    g.pass();
    g.castAndPay("Shock", "Darksteel Myr").passAll();
    expect(g.permanent("Darksteel Myr").damage).toBe(2);
    expect(g.graveyardNames("Ana")).toEqual([]);
  });

  it("704.5f: indestructible doesn't save it from 0 toughness — Festering Goblin's -1/-1 kills it", () => {
    const g = duel({ battlefield: ["Festering Goblin"] }, { hand: ["Shock"], battlefield: ["Mountain", "Darksteel Myr"] });
    g.pass();
    g.castAndPay("Shock", "Festering Goblin").passAll();
    g.targets("Darksteel Myr").passAll();
    expect(g.eventsOf("zoneChanged").find((e) => e.name === "Darksteel Myr")).toMatchObject({ to: "graveyard", rule: "704.5f" });
  });
});

describe("Ambush Viper", () => {
  it("702.8a: flash — cast in the opponent's turn after attackers are declared, it blocks and its deathtouch kills the attacker", () => {
    const g = duel({ hand: ["Ambush Viper", "Grizzly Bears"], battlefield: ["Forest", "Forest"] }, { battlefield: ["Hill Giant"] }, { activePlayer: 1 });
    g.pass();
    // In Ben's main phase: the Viper can be cast, the Bears can't.
    expect(castOffered(g, "Ambush Viper")).toBe(true);
    expect(castOffered(g, "Grizzly Bears")).toBe(false);
    attack(g, "Hill Giant");
    g.pass();
    g.castAndPay("Ambush Viper").passAll();
    block(g, ["Ambush Viper", "Hill Giant"]);
    g.passUntil("endOfCombat");
    expect(g.graveyardNames("Ben")).toEqual(["Hill Giant"]);
    expect(g.graveyardNames("Ana")).toEqual(["Ambush Viper"]);
    expect(g.life("Ana")).toBe(20);
  });
});

describe("Raging Goblin", () => {
  it("702.10b: haste — it attacks the turn it comes under Ana's control", () => {
    const g = duel({ hand: ["Raging Goblin", "Grizzly Bears"], battlefield: ["Mountain", "Forest", "Forest"] });
    g.castAndPay("Raging Goblin").passAll();
    g.castAndPay("Grizzly Bears").passAll();
    expect(attackerOptions(g)).toEqual(["Raging Goblin"]);
    attack(g, "Raging Goblin");
    g.passUntil("endOfCombat");
    expect(g.life("Ben")).toBe(19);
  });
});

describe("Goblin Piker", () => {
  it("509.1b: it can't block, though it can attack", () => {
    const g = duel({ battlefield: ["Goblin Piker", "Savannah Lions"] }, { battlefield: ["Grizzly Bears"] }, { activePlayer: 1 });
    attack(g, "Grizzly Bears");
    expect(blockerOptions(g)).toEqual(["Savannah Lions"]);

    const h = duel({ battlefield: ["Goblin Piker"] });
    expect(attackerOptions(h)).toEqual(["Goblin Piker"]);
  });
});

describe("Mogg Fanatic", () => {
  it("602.2b, 601.2h: sacrificing it is the cost — it is in the graveyard before its 1 damage resolves", () => {
    const g = duel({ battlefield: ["Mogg Fanatic"] });
    g.activate("Mogg Fanatic").targets("Ben");
    expect(g.expectPrompt("payCosts").parts.map((p) => p.text)).toEqual(["sacrifice this"]);
    g.autoPay();
    expect(g.graveyardNames("Ana")).toEqual(["Mogg Fanatic"]);
    expect(g.stackNames()).toEqual(["Mogg Fanatic"]);
    g.passAll();
    expect(g.life("Ben")).toBe(19);
  });

  it("608.2b: sacrificed in response to Doom Blade, it still deals its damage and the Doom Blade does nothing", () => {
    const g = duel({ battlefield: ["Mogg Fanatic"] }, { hand: ["Doom Blade"], battlefield: ["Swamp", "Swamp", "Savannah Lions"] });
    g.pass();
    g.castAndPay("Doom Blade", "Mogg Fanatic").pass();
    g.activate("Mogg Fanatic").targets("Savannah Lions").autoPay();
    expect(g.stackNames()).toEqual(["Doom Blade", "Mogg Fanatic"]);
    g.passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Savannah Lions"]);
    g.passAll();
    expect(g.eventsOf("countered")).toMatchObject([{ name: "Doom Blade", rule: "608.2b" }]);
    expect(g.graveyardNames("Ana")).toEqual(["Mogg Fanatic"]);
  });
});

describe("Fencing Ace", () => {
  it("702.4b: double strike — unblocked, it deals its 1 damage twice, in two combat damage steps", () => {
    const g = duel({ battlefield: ["Fencing Ace"] });
    attack(g, "Fencing Ace");
    g.passUntil("endOfCombat");
    expect(g.eventsOf("stepBegan").map((e) => e.step)).toContain("firstStrikeDamage");
    expect(g.eventsOf("damageDealt")).toMatchObject([
      { sourceName: "Fencing Ace", targetName: "Ben", amount: 1, combat: true },
      { sourceName: "Fencing Ace", targetName: "Ben", amount: 1, combat: true },
    ]);
    expect(g.life("Ben")).toBe(18);
  });

  it("702.4b, 510.4: blocked by Savannah Lions, it kills them in the first-strike step, so they never deal damage", () => {
    const g = duel({ battlefield: ["Fencing Ace"] }, { battlefield: ["Savannah Lions"] });
    attack(g, "Fencing Ace");
    block(g, ["Savannah Lions", "Fencing Ace"]);
    g.passUntil("endOfCombat");
    expect(g.graveyardNames("Ben")).toEqual(["Savannah Lions"]);
    expect(g.permanent("Fencing Ace").damage).toBe(0);
  });
});

describe("Festering Goblin", () => {
  it("603.10a: when it dies, its controller gives target creature -1/-1 until end of turn", () => {
    const g = duel({ battlefield: ["Festering Goblin"] }, { hand: ["Shock"], battlefield: ["Mountain", "Llanowar Elves", "Hill Giant"] });
    g.pass();
    g.castAndPay("Shock", "Festering Goblin").passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Festering Goblin"]);
    const prompt = g.expectPrompt("chooseTargets", "Ana");
    expect(prompt.text).toBe("target creature");
    g.targets("Hill Giant");
    g.passAll();
    expect(g.pt("Hill Giant")).toEqual([2, 2]);
    g.passUntil("upkeep", 4);
    expect(g.pt("Hill Giant")).toEqual([3, 3]);
  });

  it("704.5f: the -1/-1 kills a 1/1", () => {
    const g = duel({ battlefield: ["Festering Goblin"] }, { hand: ["Shock"], battlefield: ["Mountain", "Llanowar Elves"] });
    g.pass();
    g.castAndPay("Shock", "Festering Goblin").passAll();
    g.targets("Llanowar Elves").passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Shock", "Llanowar Elves"]);
  });
});

describe("Man-o'-War", () => {
  it("603.6a: when it enters, target creature returns to its owner's hand", () => {
    const g = duel({ hand: ["Man-o'-War"], battlefield: ["Island", "Island", "Island"] }, { battlefield: ["Hill Giant"] });
    g.castAndPay("Man-o'-War").passAll();
    expect(sorted(g.targetOptionNames())).toEqual(["Hill Giant", "Man-o'-War"]);
    g.targets("Hill Giant").passAll();
    expect(g.handNames("Ben")).toEqual(["Hill Giant"]);
    expect(g.permanents("Man-o'-War")).toHaveLength(1);
  });

  it("603.3d: the target is mandatory — alone on the battlefield, it must return itself", () => {
    const g = duel({ hand: ["Man-o'-War"], battlefield: ["Island", "Island", "Island"] });
    g.castAndPay("Man-o'-War").passAll();
    expect(g.targetOptionNames()).toEqual(["Man-o'-War"]);
    expect(g.refuseAnswer({ kind: "targets", targets: [] }).code).toBe("ILLEGAL_CHOICE");
    g.targets("Man-o'-War").passAll();
    expect(g.handNames("Ana")).toEqual(["Man-o'-War"]);
  });
});

describe("Elvish Visionary", () => {
  it("603.6a: when it enters, its controller draws a card — a triggered ability that uses the stack", () => {
    const g = duel({ hand: ["Elvish Visionary"], battlefield: ["Forest", "Forest"], library: ["Island"] });
    g.castAndPay("Elvish Visionary").passAll();
    expect(g.stackNames()).toEqual(["Elvish Visionary"]);
    expect(g.state.stack[0]).toMatchObject({ kind: "ability", triggered: true });
    expect(g.handNames("Ana")).toEqual([]);
    g.passAll();
    expect(g.handNames("Ana")).toEqual(["Island"]);
  });
});

describe("Phyrexian Arena", () => {
  it("503.1a: at the beginning of its controller's upkeep, that player draws a card and loses 1 life (not in the opponent's upkeep)", () => {
    const g = duel({ battlefield: ["Phyrexian Arena"], library: ["Island", "Forest", "Swamp"] });
    g.passUntil("upkeep", 4);
    expect(g.stackNames()).toEqual([]);
    g.passUntil("upkeep", 5);
    expect(g.stackNames()).toEqual(["Phyrexian Arena"]);
    g.passAll();
    expect(g.handNames("Ana")).toEqual(["Island"]);
    expect(g.life("Ana")).toBe(19);
    g.passUntil("precombatMain", 5);
    expect(g.handNames("Ana")).toEqual(["Island", "Forest"]);
  });
});

describe("Doom Blade", () => {
  it("115.1: 'target nonblack creature' — black creatures aren't options; a nonblack one is destroyed", () => {
    const g = duel(
      { hand: ["Doom Blade"], battlefield: ["Swamp", "Swamp", "Savannah Lions"] },
      { battlefield: ["Grizzly Bears", "Walking Corpse", "Black Knight", "Vampire Nighthawk"] },
    );
    g.cast("Doom Blade");
    expect(sorted(g.targetOptionNames())).toEqual(["Grizzly Bears", "Savannah Lions"]);
    g.targets("Grizzly Bears").autoPay().passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears"]);
    expect(g.eventsOf("zoneChanged").find((e) => e.name === "Grizzly Bears")).toMatchObject({ rule: "701.8a" });
  });
});

describe("Shock", () => {
  it("120.3: 2 damage to any target — a player loses 2 life; a 2/2 dies, a 3/3 keeps 2 damage marked", () => {
    const g = duel({ hand: ["Shock", "Shock", "Shock"], battlefield: ["Mountain", "Mountain", "Mountain"] }, { battlefield: ["Grizzly Bears", "Hill Giant"] });
    g.cast("Shock");
    expect(sorted(g.targetOptionNames())).toEqual(["Ana", "Ben", "Grizzly Bears", "Hill Giant"]);
    g.targets("Ben").autoPay().passAll();
    g.castAndPay("Shock", "Grizzly Bears").passAll();
    g.castAndPay("Shock", "Hill Giant").passAll();
    expect(g.life("Ben")).toBe(18);
    expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears"]);
    expect(g.permanent("Hill Giant").damage).toBe(2);
  });
});
