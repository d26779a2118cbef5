// 608: resolving spells and abilities, rule by rule, with the examples of seed 003 (/work/shared/seeds/003_*.txt).
// The seed predates a renumbering: its 608.2f is today's 608.2g, its 608.2g today's 608.2h, its 608.2h today's
// 608.2j, its 608.2i today's 608.2k, its 608.2j today's 608.2m and its 608.2k today's 608.2n. Titles use the
// current numbers (MagicCompRules-2026-01-16).

import { describe, expect, it } from "vitest";
import type { GameEvent } from "../../shared/events.ts";
import { duel, filler, scenario, type Scenario } from "../support/scenario.ts";

type Game = Scenario;

function exileNames(g: Game): string[] {
  return g.state.exile.map((c) => c.card);
}

function library(g: Game, who: string): readonly string[] {
  return g.state.players[g.playerId(who)]!.library;
}

/** The names of the objects a chooseObject prompt offers. */
function objectOptions(g: Game): string[] {
  return g.expectPrompt("chooseObject").options.map((id) => g.nameOfObject(id)!);
}

function choose(g: Game, name: string): Game {
  const prompt = g.expectPrompt("chooseObject");
  const id = prompt.options.find((o) => g.nameOfObject(o) === name);
  if (id === undefined) throw new Error(`${name} is not among the options`);
  return g.answer({ kind: "choose", object: id });
}

function castFromGraveyard(g: Game, name: string): Game {
  const card = g.state.players[g.prompt.player]!.graveyard.find((c) => c.card === name);
  if (!card) throw new Error(`${name} is not in the graveyard`);
  return g.answer({ kind: "cast", card: card.id });
}

/** The index in the whole event history of the first event matching `match`. */
function indexOf(g: Game, match: (e: GameEvent) => boolean): number {
  const i = g.events.findIndex(match);
  if (i < 0) throw new Error("no such event");
  return i;
}

/** Ana attacks Ben with `attacker`; Ben blocks it with his Wall of Tears; the "blocks" trigger resolves. */
function attackIntoWall(g: Game, attacker: string): void {
  g.passUntil("beginningOfCombat");
  g.passAll();
  g.expectPrompt("declareAttackers", "Ana");
  g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent(attacker).id, defender: g.playerId("Ben") }] });
  g.passAll();
  g.expectPrompt("declareBlockers", "Ben");
  g.answer({ kind: "blockers", blocks: [{ blocker: g.permanent("Wall of Tears").id, attacker: g.permanent(attacker).id }] });
  expect(g.stackNames()).toEqual(["Wall of Tears"]);
  g.passAll();
  // It resolved into a delayed trigger waiting for the end of combat step (603.7).
  expect(g.state.delayedTriggers).toMatchObject([{ sourceCard: "Wall of Tears", step: "endOfCombat", subject: g.permanent(attacker).id }]);
}

describe('608.2a intervening "if" clause', () => {
  it("603.4, 608.2a, 104.2b: Felidar Sovereign at 40 life triggers at its controller's upkeep, and its controller wins the game", () => {
    const g = duel({ life: 40, battlefield: ["Felidar Sovereign"] });
    // Not in Ben's upkeep: "your upkeep".
    g.passUntil("upkeep", 4);
    expect(g.stackNames()).toEqual([]);
    g.passUntil("upkeep", 5);
    expect(g.stackNames()).toEqual(["Felidar Sovereign"]);
    g.passAll();
    expect(g.eventsOf("playerWon")).toMatchObject([{ player: 0, rule: "104.2b" }]);
    expect(g.state.result).toMatchObject({ winners: [0], draw: false });
    expect(g.state.players[1]!.status).toBe("lost");
  });

  it("603.4: at 39 life Felidar Sovereign doesn't trigger at all", () => {
    const g = duel({ life: 39, battlefield: ["Felidar Sovereign"] });
    g.passUntil("upkeep", 5);
    expect(g.stackNames()).toEqual([]);
    expect(g.eventsOf("abilityTriggered")).toEqual([]);
    expect(g.state.pendingTriggers).toEqual([]);
    g.passUntil("draw", 5);
    expect(g.state.result).toBeNull();
  });

  it("608.2a: the condition is checked again on resolution — Shocked down to 38 in response, the ability does nothing", () => {
    const g = duel({ life: 40, battlefield: ["Felidar Sovereign"] }, { hand: ["Shock"], battlefield: ["Mountain"] });
    g.passUntil("upkeep", 5);
    expect(g.stackNames()).toEqual(["Felidar Sovereign"]);
    g.pass();
    g.castAndPay("Shock", "Ana").passAll();
    expect(g.life("Ana")).toBe(38);
    expect(g.stackNames()).toEqual(["Felidar Sovereign"]);
    g.passAll();
    expect(g.eventsOf("countered")).toMatchObject([{ name: "Felidar Sovereign", rule: "608.2a" }]);
    expect(g.eventsOf("stackRemoved").at(-1)).toMatchObject({ name: "Felidar Sovereign", reason: "countered", rule: "608.2a" });
    expect(g.eventsOf("playerWon")).toEqual([]);
    expect(g.state.result).toBeNull();
    expect(g.stackNames()).toEqual([]);
    g.expectPrompt("priority", "Ana");
  });
});

describe("608.2b checking targets on resolution (seed 003's examples)", () => {
  it("608.2b (seed 003's Aura Blast): its only target gone, Aura Blast does nothing at all — no card is drawn", () => {
    const g = duel(
      { hand: ["Aura Blast"], battlefield: ["Plains", "Plains", { card: "Grizzly Bears", label: "bears" }] },
      { hand: ["Lightning Bolt"], battlefield: ["Mountain", { card: "Pacifism", attachedTo: "bears" }] },
    );
    g.castAndPay("Aura Blast", "Pacifism").pass();
    // Ben kills the enchanted Bears: the Pacifism goes to the graveyard as a state-based action (704.5m).
    g.castAndPay("Lightning Bolt", "Grizzly Bears").passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Lightning Bolt", "Pacifism"]);
    const librarySize = library(g, "Ana").length;
    g.passAll();
    expect(g.eventsOf("countered")).toMatchObject([{ name: "Aura Blast", rule: "608.2b", reason: "all its targets are illegal" }]);
    expect(g.eventsOf("drew")).toEqual([]);
    expect(g.handNames("Ana")).toEqual([]);
    expect(library(g, "Ana")).toHaveLength(librarySize);
    expect(g.graveyardNames("Ana")).toEqual(["Grizzly Bears", "Aura Blast"]);
  });

  it("608.2b: Plague Spores whose nonblack creature target turned black (Deathlace) still destroys its land target, not the creature", () => {
    const g = duel(
      { hand: ["Plague Spores"], battlefield: ["Swamp", "Mountain", "Plains", "Plains", "Plains", "Plains"] },
      { hand: ["Deathlace"], battlefield: ["Grizzly Bears", "Forest", "Swamp"] },
    );
    g.cast("Plague Spores").targets("Grizzly Bears").targets("Forest").autoPay().pass();
    g.castAndPay("Deathlace", "Grizzly Bears").passAll();
    expect(g.eventsOf("colorChanged")).toMatchObject([{ name: "Grizzly Bears", colors: ["B"] }]);
    g.passAll();
    expect(g.eventsOf("countered")).toEqual([]);
    expect(g.permanents("Grizzly Bears")).toHaveLength(1);
    expect(g.permanents("Forest")).toHaveLength(0);
    expect(g.graveyardNames("Ben")).toEqual(["Deathlace", "Forest"]);
    expect(g.graveyardNames("Ana")).toEqual(["Plague Spores"]);
  });

  it("608.2b: Plague Spores whose creature target left the battlefield (sacrificed to Benevolent Bodyguard) still destroys the land", () => {
    const g = duel(
      { hand: ["Plague Spores"], battlefield: ["Swamp", "Mountain", "Plains", "Plains", "Plains", "Plains"] },
      { battlefield: ["Benevolent Bodyguard", "Grizzly Bears", "Forest"] },
    );
    g.cast("Plague Spores").targets("Benevolent Bodyguard").targets("Forest").autoPay().pass();
    g.activate("Benevolent Bodyguard").targets("Grizzly Bears").autoPay().passAll();
    g.answer({ kind: "color", color: "B" });
    g.passAll();
    expect(g.eventsOf("countered")).toEqual([]);
    expect(g.permanents("Forest")).toHaveLength(0);
    expect(g.permanents("Grizzly Bears")).toHaveLength(1);
    expect(g.graveyardNames("Ben")).toEqual(["Benevolent Bodyguard", "Forest"]);
  });

  it("608.2b (seed 003's Plague Spores): Dryad Arbor chosen as both targets, made black in response — not countered, destroyed by the land part", () => {
    const g = duel(
      { hand: ["Plague Spores"], battlefield: ["Swamp", "Mountain", "Plains", "Plains", "Plains", "Plains"] },
      { hand: ["Deathlace"], battlefield: ["Dryad Arbor", "Swamp"] },
    );
    g.cast("Plague Spores");
    // A green land creature: a legal choice for both "target nonblack creature" and "target land" (115.3).
    expect(g.expectPrompt("chooseTargets").options).toContainEqual(g.target("Dryad Arbor"));
    g.targets("Dryad Arbor");
    expect(g.expectPrompt("chooseTargets").options).toContainEqual(g.target("Dryad Arbor"));
    g.targets("Dryad Arbor").autoPay().pass();
    g.castAndPay("Deathlace", "Dryad Arbor").passAll();
    expect(g.stackNames()).toEqual(["Plague Spores"]);
    g.passAll();
    expect(g.eventsOf("countered")).toEqual([]);
    expect(g.permanents("Dryad Arbor")).toHaveLength(0);
    expect(g.eventsOf("zoneChanged").filter((e) => e.name === "Dryad Arbor")).toMatchObject([{ from: "battlefield", to: "graveyard", owner: 1 }]);
    expect(g.graveyardNames("Ben")).toEqual(["Deathlace", "Dryad Arbor"]);
    expect(g.graveyardNames("Ana")).toEqual(["Plague Spores"]);
  });

  it("608.2b (current rule, reversing seed 003): information about an illegal target can't be determined — Orim's Thunder deals no damage when its artifact target gained protection from white", () => {
    // Seed 003 said the effect may still use an illegal target's information; the current 608.2b says the part
    // of the effect that needs it doesn't happen. Darksteel Myr stays on the battlefield, still an artifact with
    // mana value 3, but illegal: the kicked damage to the (legal) creature target isn't dealt.
    const g = duel(
      { hand: ["Orim's Thunder"], battlefield: ["Plains", "Plains", "Plains", "Mountain"] },
      { battlefield: ["Darksteel Myr", "Benevolent Bodyguard", "Hill Giant"] },
    );
    g.cast("Orim's Thunder").chooseCosts("mana", { kicker: 1 }).targets("Darksteel Myr").targets("Hill Giant").autoPay().pass();
    g.activate("Benevolent Bodyguard").targets("Darksteel Myr").autoPay().passAll();
    g.answer({ kind: "color", color: "W" });
    g.passAll();
    expect(g.eventsOf("countered")).toEqual([]);
    expect(g.eventsOf("damageDealt")).toEqual([]);
    expect(g.permanent("Hill Giant").damage).toBe(0);
    expect(g.permanents("Darksteel Myr")).toHaveLength(1);
    expect(g.graveyardNames("Ana")).toEqual(["Orim's Thunder"]);
  });
});

describe("608.2c the text is read as a whole", () => {
  it("608.2c: Memory Lapse puts the countered spell on top of its owner's library instead of into the graveyard", () => {
    const g = duel({ hand: ["Grizzly Bears"], battlefield: ["Forest", "Forest"] }, { hand: ["Memory Lapse"], battlefield: ["Island", "Island"] });
    g.castAndPay("Grizzly Bears").pass();
    g.castAndPay("Memory Lapse", "Grizzly Bears").passAll();
    expect(g.eventsOf("countered")).toMatchObject([{ name: "Grizzly Bears", rule: "608.2c" }]);
    expect(library(g, "Ana")[0]).toBe("Grizzly Bears");
    expect(library(g, "Ana")).toHaveLength(11);
    expect(g.graveyardNames("Ana")).toEqual([]);
    expect(g.eventsOf("zoneChanged").find((e) => e.name === "Grizzly Bears")).toMatchObject({ from: "stack", to: "library", owner: 0 });
    expect(g.graveyardNames("Ben")).toEqual(["Memory Lapse"]);
    expect(g.stackNames()).toEqual([]);
  });

  it("608.2c, 702.34a: a flashed-back Think Twice countered by Memory Lapse is exiled, not put on top of the library", () => {
    const g = duel({ graveyard: ["Think Twice"], battlefield: ["Island", "Island", "Island"] }, { hand: ["Memory Lapse"], battlefield: ["Island", "Island"] });
    castFromGraveyard(g, "Think Twice").autoPay().pass();
    g.castAndPay("Memory Lapse", "Think Twice").passAll();
    expect(g.eventsOf("countered")).toMatchObject([{ name: "Think Twice" }]);
    expect(exileNames(g)).toEqual(["Think Twice"]);
    expect(g.eventsOf("zoneChanged").find((e) => e.name === "Think Twice" && e.from === "stack")).toMatchObject({ to: "exile", rule: "702.34a" });
    expect(library(g, "Ana")).toEqual(filler());
    expect(g.graveyardNames("Ana")).toEqual([]);
  });
});

describe("608.2d choices made on resolution", () => {
  it("608.2d: Spoils of the Vault names a card only as it resolves; the card found goes to hand, the cards revealed before it are exiled, 1 life each", () => {
    const g = duel({ hand: ["Spoils of the Vault"], battlefield: ["Swamp"], library: ["Plains", "Island", "Hill Giant", "Forest"] });
    g.castAndPay("Spoils of the Vault");
    // No name was chosen while casting it.
    g.expectPrompt("priority", "Ana");
    expect(g.eventsOf("cardNamed")).toEqual([]);
    g.passAll();
    const prompt = g.expectPrompt("nameCard", "Ana");
    // 709.4a, 712.19, 715.5: a card with two faces or halves is named by one of them; the combined back face of a meld
    // pair (both cards' back face) is one name.
    const cardNames = [...g.engine.cards.values()].filter((c) => !c.token).flatMap((c) => (c.faces ? c.faces.list.map((f) => f.name) : [c.name]));
    expect([...prompt.options].sort()).toEqual([...new Set(cardNames)].sort());
    expect(prompt.options).toEqual(expect.arrayContaining(["Hill Giant", "Spoils of the Vault", "Serra Angel", "Plains", "Chittering Host"]));
    expect(prompt.options).not.toContain("Spirit Token");
    expect(g.refuseAnswer({ kind: "name", name: "Black Lotus" }).rule).toBe("608.2d");
    g.answer({ kind: "name", name: "Hill Giant" });
    expect(g.eventsOf("cardNamed")).toMatchObject([{ player: 0, name: "Hill Giant" }]);
    expect(g.eventsOf("revealed")).toMatchObject([{ player: 0, from: "library", names: ["Plains", "Island", "Hill Giant"] }]);
    expect(g.handNames("Ana")).toEqual(["Hill Giant"]);
    expect(exileNames(g)).toEqual(["Plains", "Island"]);
    expect(g.life("Ana")).toBe(18);
    expect(library(g, "Ana")).toEqual(["Forest"]);
    expect(g.graveyardNames("Ana")).toEqual(["Spoils of the Vault"]);
  });

  it("608.2d: Spoils of the Vault naming a card not in the library exiles the whole library and costs that much life", () => {
    const g = duel({ hand: ["Spoils of the Vault"], battlefield: ["Swamp"], library: ["Plains", "Island", "Hill Giant", "Forest"] });
    g.castAndPay("Spoils of the Vault").passAll();
    g.answer({ kind: "name", name: "Serra Angel" });
    expect(g.eventsOf("revealed")).toMatchObject([{ names: ["Plains", "Island", "Hill Giant", "Forest"] }]);
    expect(exileNames(g)).toEqual(["Plains", "Island", "Hill Giant", "Forest"]);
    expect(library(g, "Ana")).toEqual([]);
    expect(g.handNames("Ana")).toEqual([]);
    expect(g.life("Ana")).toBe(16);
    expect(g.eventsOf("lifeChanged")).toMatchObject([{ player: 0, from: 20, to: 16 }]);
  });

  it("608.2d: Liar's Pendulum — the name and the guess are made on resolution; revealing the hand is public, and a wrong guess draws a card", () => {
    const g = duel({ hand: ["Lightning Bolt", "Hill Giant"], battlefield: ["Liar's Pendulum", "Plains", "Plains"], library: ["Island", "Plains"] });
    g.activate("Liar's Pendulum");
    expect(g.expectPrompt("chooseTargets").options).toEqual([{ kind: "player", id: 1 }]);
    g.targets("Ben").autoPay();
    g.expectPrompt("priority", "Ana");
    g.passAll();
    g.expectPrompt("nameCard", "Ana");
    g.answer({ kind: "name", name: "Lightning Bolt" });
    const guess = g.expectPrompt("chooseOption", "Ben");
    expect(guess.options).toEqual(["yes", "no"]);
    g.answer({ kind: "option", option: "no" });
    const reveal = g.expectPrompt("chooseOption", "Ana");
    expect(reveal.options).toEqual(["reveal", "don't reveal"]);
    g.answer({ kind: "option", option: "reveal" });
    expect(g.eventsOf("optionChosen")).toMatchObject([{ player: 1, option: "no" }]);
    expect(g.eventsOf("revealed")).toMatchObject([{ player: 0, from: "hand", names: ["Lightning Bolt", "Hill Giant"] }]);
    expect(g.log()).toContain("Ana reveals their hand: Lightning Bolt, Hill Giant.");
    expect(g.eventsOf("drew")).toMatchObject([{ player: 0, name: "Island" }]);
    expect(g.handNames("Ana")).toEqual(["Lightning Bolt", "Hill Giant", "Island"]);
  });

  it("608.2d: Liar's Pendulum — a right guess draws nothing, even with the hand revealed", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Liar's Pendulum", "Plains", "Plains"] });
    g.activate("Liar's Pendulum").targets("Ben").autoPay().passAll();
    g.answer({ kind: "name", name: "Lightning Bolt" });
    g.answer({ kind: "option", option: "yes" });
    g.answer({ kind: "option", option: "reveal" });
    expect(g.eventsOf("revealed")).toHaveLength(1);
    expect(g.eventsOf("drew")).toEqual([]);
    expect(g.handNames("Ana")).toEqual(["Lightning Bolt"]);
  });

  it("608.2d: Liar's Pendulum — a wrong guess draws nothing if the hand isn't revealed, and nothing is revealed", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Liar's Pendulum", "Plains", "Plains"] });
    g.activate("Liar's Pendulum").targets("Ben").autoPay().passAll();
    g.answer({ kind: "name", name: "Hill Giant" });
    g.answer({ kind: "option", option: "yes" });
    g.answer({ kind: "option", option: "don't reveal" });
    expect(g.eventsOf("revealed")).toEqual([]);
    expect(g.eventsOf("drew")).toEqual([]);
    expect(g.handNames("Ana")).toEqual(["Lightning Bolt"]);
    g.expectPrompt("priority", "Ana");
  });

  it("608.2d: Benevolent Bodyguard's color is chosen as its ability resolves, not when it is activated", () => {
    const g = duel({ battlefield: ["Benevolent Bodyguard", "Grizzly Bears"] });
    g.activate("Benevolent Bodyguard").targets("Grizzly Bears").autoPay();
    // Activated: no color has been chosen yet.
    g.expectPrompt("priority", "Ana");
    expect(g.stackNames()).toEqual(["Benevolent Bodyguard"]);
    expect(g.eventsOf("protectionGained")).toEqual([]);
    g.passAll();
    expect(g.expectPrompt("chooseColor", "Ana").options).toEqual(["W", "U", "B", "R", "G"]);
    g.answer({ kind: "color", color: "B" });
    expect(g.eventsOf("protectionGained")).toMatchObject([{ name: "Grizzly Bears", from: "B" }]);
    expect(g.state.effects).toMatchObject([
      { kind: "characteristics", affected: [g.permanent("Grizzly Bears").id], modifications: [{ kind: "addKeywords", keywords: [{ protectionFrom: "B" }] }] },
    ]);
  });
});

describe("608.2e choices in APNAP order, then one simultaneous action", () => {
  const players = (cal: string[]) => [
    { name: "Ana", library: filler(), battlefield: ["Grizzly Bears", "Hill Giant"] },
    { name: "Ben", library: filler(), hand: ["Innocent Blood"], battlefield: ["Swamp", "Coral Eel", "Savannah Lions"] },
    { name: "Cal", library: filler(), battlefield: cal },
  ];

  it("608.2e, 101.4: Innocent Blood — the active player chooses first, then the others in turn order; all creatures are sacrificed together after the last choice", () => {
    const g = scenario({ turn: 3, activePlayer: 1, players: players(["Serra Angel", "Wind Drake"]) });
    g.castAndPay("Innocent Blood").passAll();
    expect(g.expectPrompt("chooseObject", "Ben").optional).toBe(false);
    expect(objectOptions(g)).toEqual(["Coral Eel", "Savannah Lions"]);
    choose(g, "Coral Eel");
    expect(g.lastEvents.filter((e) => e.type === "zoneChanged")).toEqual([]);
    g.expectPrompt("chooseObject", "Cal");
    expect(objectOptions(g)).toEqual(["Serra Angel", "Wind Drake"]);
    choose(g, "Wind Drake");
    expect(g.lastEvents.filter((e) => e.type === "zoneChanged")).toEqual([]);
    // Nothing has been sacrificed while the choices are made.
    expect(g.permanents("Coral Eel")).toHaveLength(1);
    g.expectPrompt("chooseObject", "Ana");
    expect(objectOptions(g)).toEqual(["Grizzly Bears", "Hill Giant"]);
    choose(g, "Hill Giant");
    const moved = g.lastEvents.filter((e): e is Extract<GameEvent, { type: "zoneChanged" }> => e.type === "zoneChanged");
    expect(moved.map((e) => [e.name, e.from, e.to, e.rule])).toEqual([
      ["Coral Eel", "battlefield", "graveyard", "608.2e"],
      ["Wind Drake", "battlefield", "graveyard", "608.2e"],
      ["Hill Giant", "battlefield", "graveyard", "608.2e"],
      ["Innocent Blood", "stack", "graveyard", undefined],
    ]);
    expect(g.graveyardNames("Ana")).toEqual(["Hill Giant"]);
    expect(g.graveyardNames("Ben")).toEqual(["Coral Eel", "Innocent Blood"]);
    expect(g.graveyardNames("Cal")).toEqual(["Wind Drake"]);
    g.expectPrompt("priority", "Ben");
  });

  it("608.2e: a player who controls no creature isn't asked to choose", () => {
    const g = scenario({ turn: 3, activePlayer: 1, players: players([]) });
    g.castAndPay("Innocent Blood").passAll();
    g.expectPrompt("chooseObject", "Ben");
    choose(g, "Savannah Lions");
    g.expectPrompt("chooseObject", "Ana");
    choose(g, "Grizzly Bears");
    g.expectPrompt("priority", "Ben");
    expect(
      g
        .eventsOf("zoneChanged")
        .filter((e) => e.from === "battlefield")
        .map((e) => e.name),
    ).toEqual(["Savannah Lions", "Grizzly Bears"]);
  });

  it("608.2e: Diabolic Edict — only the target player sacrifices", () => {
    const g = duel({ hand: ["Diabolic Edict"], battlefield: ["Swamp", "Swamp", "Grizzly Bears"] }, { battlefield: ["Coral Eel", "Hill Giant"] });
    g.castAndPay("Diabolic Edict", "Ben").passAll();
    g.expectPrompt("chooseObject", "Ben");
    expect(objectOptions(g)).toEqual(["Coral Eel", "Hill Giant"]);
    choose(g, "Hill Giant");
    g.expectPrompt("priority", "Ana");
    expect(g.graveyardNames("Ben")).toEqual(["Hill Giant"]);
    expect(g.permanents("Grizzly Bears")).toHaveLength(1);
    expect(g.graveyardNames("Ana")).toEqual(["Diabolic Edict"]);
  });
});

describe("608.2g paying mana and casting spells during resolution", () => {
  it("608.2g: Mana Leak's payment offers the player's mana abilities", () => {
    const g = duel(
      { hand: ["Grizzly Bears"], battlefield: ["Forest", "Forest", "Forest", "Forest", "Forest"] },
      { hand: ["Mana Leak"], battlefield: ["Island", "Island"] },
    );
    g.cast("Grizzly Bears").tapForMana("Forest").tapForMana("Forest").pay().pass();
    g.castAndPay("Mana Leak", "Grizzly Bears").passAll();
    const offer = g.expectPrompt("payUnless", "Ana");
    expect(offer.manaAbilities.map((m) => g.nameOfObject(m.source))).toEqual(["Forest", "Forest", "Forest"]);
    g.tapForMana("Forest").tapForMana("Forest").tapForMana("Forest");
    g.answer({ kind: "pay" });
    expect(g.eventsOf("paymentOffered")).toMatchObject([{ player: 0, paid: true }]);
    g.passAll();
    expect(g.permanents("Grizzly Bears")).toHaveLength(1);
  });

  const electro = () =>
    duel(
      {
        hand: ["Electrodominance", "Lightning Bolt", "Grizzly Bears", "Divination", "Hill Giant", "Mountain"],
        battlefield: ["Mountain", "Mountain", "Mountain", "Mountain"],
      },
      {},
    );

  it("608.2g: Electrodominance deals X damage, then offers to cast a spell with mana value X or less from hand for free — only those cards, and declining is allowed", () => {
    const g = electro();
    g.cast("Electrodominance").announceX(2).targets("Ben").autoPay().passAll();
    expect(g.life("Ben")).toBe(18);
    const offer = g.expectPrompt("chooseObject", "Ana");
    expect(offer.optional).toBe(true);
    // Bolt (1) and Bears (2); not Divination (3), Hill Giant (4) nor the land. Timing doesn't matter: the Bears are a creature.
    expect(objectOptions(g)).toEqual(["Lightning Bolt", "Grizzly Bears"]);
    g.answer({ kind: "decline" });
    expect(g.graveyardNames("Ana")).toEqual(["Electrodominance"]);
    expect(g.stackNames()).toEqual([]);
    expect(g.handNames("Ana")).toEqual(["Lightning Bolt", "Grizzly Bears", "Divination", "Hill Giant", "Mountain"]);
    g.expectPrompt("priority", "Ana");
  });

  it("608.2g (seed 003's 608.2f): the free spell goes on top of the stack while Electrodominance still resolves; nobody gets priority until Electrodominance is in the graveyard", () => {
    const g = electro();
    g.cast("Electrodominance").announceX(2).targets("Ben").autoPay().passAll();
    const passedBefore = g.eventsOf("passed").length;
    choose(g, "Lightning Bolt");
    // Cast through 601.2a–i on top of the still-resolving Electrodominance.
    g.expectPrompt("chooseTargets", "Ana");
    expect(g.stackNames()).toEqual(["Electrodominance", "Lightning Bolt"]);
    // Without paying its mana cost (118.9): no payment prompt. The next prompt is priority, and by then
    // Electrodominance has finished resolving.
    g.targets("Ben");
    g.expectPrompt("priority", "Ana");
    expect(g.stackNames()).toEqual(["Lightning Bolt"]);
    expect(g.graveyardNames("Ana")).toEqual(["Electrodominance"]);
    expect(g.eventsOf("passed")).toHaveLength(passedBefore);
    const cast = indexOf(g, (e) => e.type === "spellCast" && e.name === "Lightning Bolt");
    const done = indexOf(g, (e) => e.type === "zoneChanged" && e.name === "Electrodominance" && e.to === "graveyard");
    expect(cast).toBeLessThan(done);
    expect(g.eventsOf("manaSpent").filter((e) => e.for === g.state.stack[0]!.id)).toEqual([]);
    expect(g.eventsOf("costsAnnounced").at(-1)).toMatchObject({ name: "Lightning Bolt" });
    g.passAll();
    expect(g.life("Ben")).toBe(15);
    expect(g.graveyardNames("Ana")).toEqual(["Electrodominance", "Lightning Bolt"]);
  });

  it("608.2g, 107.3b, 118.9d: a Fireball cast for free during the resolution has X = 0 (no X announced), and its extra-target cost is paid with mana abilities activated then", () => {
    const g = duel(
      { hand: ["Electrodominance", "Fireball"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain"] },
      { battlefield: ["Grizzly Bears"] },
    );
    g.cast("Electrodominance").announceX(1).targets("Ben").autoPay().passAll();
    choose(g, "Fireball");
    g.expectPrompt("chooseTargets", "Ana");
    expect(g.eventsOf("xAnnounced").map((e) => e.name)).toEqual(["Electrodominance"]);
    g.answer({ kind: "targets", targets: [g.target("Grizzly Bears"), g.target("Ben")] });
    const pay = g.expectPrompt("payCosts", "Ana");
    expect(pay.mana).toMatchObject({ generic: 1, R: 0 });
    expect(pay.manaAbilities.map((m) => g.nameOfObject(m.source))).toEqual(["Mountain"]);
    g.tapForMana("Mountain").pay();
    g.expectPrompt("priority", "Ana");
    expect(g.stackNames()).toEqual(["Fireball"]);
    expect(g.state.stack[0]!.choices.x).toBe(0);
    g.passAll();
    expect(g.eventsOf("damageDealt").map((e) => [e.sourceName, e.targetName, e.amount])).toEqual([["Electrodominance", "Ben", 1]]);
    expect(g.life("Ben")).toBe(19);
    expect(g.permanent("Grizzly Bears").damage).toBe(0);
  });

  it("608.2g, 732.1: cancelling the free cast reverses only that cast — the offer is made again, and declining lets Electrodominance finish resolving", () => {
    const g = electro();
    g.cast("Electrodominance").announceX(2).targets("Ben").autoPay().passAll();
    choose(g, "Lightning Bolt");
    expect(g.expectPrompt("chooseTargets").cancellable).toBe(true);
    g.cancel();
    expect(g.eventsOf("castReversed")).toMatchObject([{ name: "Lightning Bolt", player: 0 }]);
    expect(objectOptions(g)).toEqual(["Lightning Bolt", "Grizzly Bears"]);
    expect(g.stackNames()).toEqual(["Electrodominance"]);
    g.answer({ kind: "decline" });
    g.expectPrompt("priority", "Ana");
    expect(g.stackNames()).toEqual([]);
    expect(g.graveyardNames("Ana")).toEqual(["Electrodominance"]);
    expect(g.handNames("Ana")).toContain("Lightning Bolt");
    expect(g.life("Ben")).toBe(18);
  });
});

describe("608.2h information is determined once, when the effect applies", () => {
  it("608.2h: kicked Orim's Thunder deals damage equal to the mana value of the enchantment it has just destroyed (its last known information)", () => {
    const g = duel(
      { hand: ["Orim's Thunder"], battlefield: ["Plains", "Plains", "Plains", "Mountain"] },
      { battlefield: ["Dream Halls", "Colossal Dreadmaw"] },
    );
    g.cast("Orim's Thunder").chooseCosts("mana", { kicker: 1 }).targets("Dream Halls").targets("Colossal Dreadmaw").autoPay().passAll();
    expect(g.permanents("Dream Halls")).toHaveLength(0);
    const destroyed = indexOf(g, (e) => e.type === "zoneChanged" && e.name === "Dream Halls");
    const damage = indexOf(g, (e) => e.type === "damageDealt");
    expect(destroyed).toBeLessThan(damage);
    expect(g.eventsOf("damageDealt")).toMatchObject([{ sourceName: "Orim's Thunder", targetName: "Colossal Dreadmaw", amount: 5 }]);
    expect(g.permanent("Colossal Dreadmaw").damage).toBe(5);
  });

  it("608.2h: an artifact target still on the battlefield gives its current information — indestructible Darksteel Myr survives and 3 damage is dealt", () => {
    const g = duel({ hand: ["Orim's Thunder"], battlefield: ["Plains", "Plains", "Plains", "Mountain"] }, { battlefield: ["Darksteel Myr", "Hill Giant"] });
    g.cast("Orim's Thunder").chooseCosts("mana", { kicker: 1 }).targets("Darksteel Myr").targets("Hill Giant").autoPay().passAll();
    expect(g.permanents("Darksteel Myr")).toHaveLength(1);
    expect(g.eventsOf("damageDealt")).toMatchObject([{ targetName: "Hill Giant", amount: 3 }]);
    expect(g.graveyardNames("Ben")).toEqual(["Hill Giant"]);
  });
});

describe("608.2j only the characteristics named are checked (seed 003's 608.2h)", () => {
  it("608.2j: Perish destroys every green creature, a green-blue Gilder Bairn and a green land creature included, and nothing else", () => {
    const g = duel(
      { hand: ["Perish"], battlefield: ["Swamp", "Swamp", "Swamp", "Grizzly Bears", "Savannah Lions"] },
      { battlefield: ["Gilder Bairn", "Coral Eel", "Dryad Arbor", "Forest"] },
    );
    g.castAndPay("Perish").passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Grizzly Bears", "Perish"]);
    expect(g.graveyardNames("Ben").sort()).toEqual(["Dryad Arbor", "Gilder Bairn"]);
    expect(g.permanents("Savannah Lions")).toHaveLength(1);
    expect(g.permanents("Coral Eel")).toHaveLength(1);
    expect(g.permanents("Forest")).toHaveLength(1);
  });

  it("608.2j: Mass Calcify destroys nonwhite creatures — a green-blue one too — but no white creature", () => {
    const g = duel(
      { hand: ["Mass Calcify"], battlefield: ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains", "Plains", "Savannah Lions"] },
      { battlefield: ["Serra Angel", "Gilder Bairn", "Grizzly Bears"] },
    );
    g.castAndPay("Mass Calcify").passAll();
    expect(g.permanents("Savannah Lions")).toHaveLength(1);
    expect(g.permanents("Serra Angel")).toHaveLength(1);
    expect(g.graveyardNames("Ben").sort()).toEqual(["Gilder Bairn", "Grizzly Bears"]);
    // Destroyed at once, with one look-back battlefield.
    expect(g.lastEvents.filter((e) => e.type === "zoneChanged" && e.from === "battlefield")).toHaveLength(2);
  });

  it("608.2j, 702.12b: Mass Calcify doesn't destroy Darksteel Myr — colorless, so nonwhite, but indestructible", () => {
    const g = duel(
      { hand: ["Mass Calcify"], battlefield: ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains", "Plains"] },
      { battlefield: ["Darksteel Myr", "Grizzly Bears"] },
    );
    g.castAndPay("Mass Calcify").passAll();
    expect(g.permanents("Darksteel Myr")).toHaveLength(1);
    expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears"]);
    expect(g.eventsOf("zoneChanged").filter((e) => e.name === "Darksteel Myr")).toEqual([]);
  });

  it("608.2j: a white creature made black by Deathlace is no longer spared by Mass Calcify", () => {
    const g = duel(
      { hand: ["Mass Calcify"], battlefield: ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains", "Plains"] },
      { hand: ["Deathlace"], battlefield: ["Swamp", "Serra Angel", "Savannah Lions"] },
    );
    g.castAndPay("Mass Calcify").pass();
    g.castAndPay("Deathlace", "Serra Angel").passAll();
    g.passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Deathlace", "Serra Angel"]);
    expect(g.permanents("Savannah Lions")).toHaveLength(1);
  });
});

describe("608.2k an untargeted object referred to by the trigger condition (seed 003's 608.2i, Wall of Tears)", () => {
  it("608.2k: the creature Wall of Tears blocked returns to its owner's hand at end of combat as a new object — hexproof Gladecover Scout too, being untargeted", () => {
    const g = duel({ battlefield: ["Gladecover Scout"] }, { battlefield: ["Wall of Tears"] });
    const scout = g.permanent("Gladecover Scout").id;
    attackIntoWall(g, "Gladecover Scout");
    g.passUntil("endOfCombat");
    expect(g.stackNames()).toEqual(["Wall of Tears"]);
    expect(g.eventsOf("abilityTriggered").at(-1)).toMatchObject({ player: 1, name: "Wall of Tears" });
    g.passAll();
    expect(g.permanents("Gladecover Scout")).toHaveLength(0);
    expect(g.handNames("Ana")).toEqual(["Gladecover Scout"]);
    const moved = g.eventsOf("zoneChanged").find((e) => e.name === "Gladecover Scout")!;
    expect(moved).toMatchObject({ from: "battlefield", to: "hand", owner: 0, oldId: scout });
    expect(moved.newId).not.toBe(scout);
    expect(g.state.players[0]!.hand[0]!.id).toBe(moved.newId);
  });

  it("608.2k: the blocked creature returns even though its characteristics changed (made black by Deathlace)", () => {
    const g = duel({ battlefield: ["Grizzly Bears"] }, { hand: ["Deathlace"], battlefield: ["Wall of Tears", "Swamp"] });
    attackIntoWall(g, "Grizzly Bears");
    g.pass();
    g.castAndPay("Deathlace", "Grizzly Bears").passAll();
    expect(g.eventsOf("colorChanged")).toMatchObject([{ name: "Grizzly Bears", colors: ["B"] }]);
    g.passUntil("endOfCombat").passAll();
    expect(g.handNames("Ana")).toEqual(["Grizzly Bears"]);
  });

  it("608.2k, 603.7: the delayed trigger doesn't need Wall of Tears any more — killed in combat by deathtouch, it still returns Ambush Viper", () => {
    const g = duel({ battlefield: ["Ambush Viper"] }, { battlefield: ["Wall of Tears"] });
    attackIntoWall(g, "Ambush Viper");
    g.passUntil("endOfCombat");
    expect(g.graveyardNames("Ben")).toEqual(["Wall of Tears"]);
    expect(g.stackNames()).toEqual(["Wall of Tears"]);
    g.passAll();
    expect(g.handNames("Ana")).toEqual(["Ambush Viper"]);
    expect(g.permanents("Ambush Viper")).toHaveLength(0);
  });

  it("608.2k, 603.7c: a blocked creature that died before end of combat isn't returned from the graveyard", () => {
    const g = duel({ battlefield: ["Grizzly Bears"] }, { hand: ["Lightning Bolt"], battlefield: ["Wall of Tears", "Mountain"] });
    attackIntoWall(g, "Grizzly Bears");
    g.pass();
    g.castAndPay("Lightning Bolt", "Grizzly Bears").passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Grizzly Bears"]);
    g.passUntil("endOfCombat");
    expect(g.stackNames()).toEqual(["Wall of Tears"]);
    g.passAll();
    expect(g.eventsOf("stackRemoved").at(-1)).toMatchObject({ name: "Wall of Tears", reason: "resolved" });
    expect(g.graveyardNames("Ana")).toEqual(["Grizzly Bears"]);
    expect(g.handNames("Ana")).toEqual([]);
    expect(g.eventsOf("zoneChanged").filter((e) => e.to === "hand")).toEqual([]);
  });

  it("608.2k, 400.7: a blocked creature that left the battlefield and came back is a new object — the delayed trigger leaves it alone", () => {
    const g = duel({ hand: ["Capsize"], battlefield: ["Ambush Viper", "Island", "Island", "Island", "Forest", "Forest"] }, { battlefield: ["Wall of Tears"] });
    const first = g.permanent("Ambush Viper").id;
    attackIntoWall(g, "Ambush Viper");
    g.cast("Capsize").chooseCosts("mana", { buyback: 0 }).targets("Ambush Viper").autoPay().passAll();
    expect(g.handNames("Ana")).toEqual(["Ambush Viper"]);
    // Flash: Ana casts it again, still in the declare blockers step.
    g.castAndPay("Ambush Viper").passAll();
    const second = g.permanent("Ambush Viper").id;
    expect(second).not.toBe(first);
    g.passUntil("endOfCombat");
    expect(g.stackNames()).toEqual(["Wall of Tears"]);
    g.passAll();
    expect(g.permanent("Ambush Viper").id).toBe(second);
    expect(g.handNames("Ana")).toEqual([]);
  });
});

describe("608.2n the spell goes to the graveyard last; an ability ceases to exist", () => {
  it("608.2n (seed 003's 608.2k): Spoils of the Vault goes to its owner's graveyard after all its effects", () => {
    const g = duel({ hand: ["Spoils of the Vault"], battlefield: ["Swamp"], library: ["Plains", "Hill Giant", "Forest"] });
    g.castAndPay("Spoils of the Vault").passAll();
    g.answer({ kind: "name", name: "Hill Giant" });
    const types = g.lastEvents.map((e) => (e.type === "zoneChanged" ? `${e.name}:${e.from}->${e.to}` : e.type));
    const last = types.indexOf("Spoils of the Vault:stack->graveyard");
    expect(last).toBeGreaterThan(types.indexOf("Hill Giant:library->hand"));
    expect(last).toBeGreaterThan(types.indexOf("Plains:library->exile"));
    expect(last).toBeGreaterThan(types.indexOf("lifeChanged"));
    expect(types.indexOf("lifeChanged")).toBeGreaterThan(-1);
    expect(types.slice(last - 1, last + 1)).toEqual(["stackRemoved", "Spoils of the Vault:stack->graveyard"]);
    expect(g.eventsOf("stackRemoved").at(-1)).toMatchObject({ name: "Spoils of the Vault", reason: "resolved" });
  });

  it("608.2n: Aura Blast draws its card before it goes to the graveyard", () => {
    const g = duel({ hand: ["Aura Blast"], battlefield: ["Plains", "Plains"] }, { battlefield: ["Phyrexian Arena"] });
    g.castAndPay("Aura Blast", "Phyrexian Arena").passAll();
    const destroyed = indexOf(g, (e) => e.type === "zoneChanged" && e.name === "Phyrexian Arena");
    const drew = indexOf(g, (e) => e.type === "drew");
    const toGraveyard = indexOf(g, (e) => e.type === "zoneChanged" && e.name === "Aura Blast");
    expect(destroyed).toBeLessThan(drew);
    expect(drew).toBeLessThan(toGraveyard);
    expect(g.graveyardNames("Ana")).toEqual(["Aura Blast"]);
    expect(g.handNames("Ana")).toEqual(["Plains"]);
  });

  it("608.2n: a resolved ability is removed from the stack and ceases to exist — no card goes anywhere", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Liar's Pendulum", "Plains", "Plains"] });
    g.activate("Liar's Pendulum").targets("Ben").autoPay().passAll();
    g.answer({ kind: "name", name: "Lightning Bolt" });
    g.answer({ kind: "option", option: "yes" });
    g.answer({ kind: "option", option: "don't reveal" });
    expect(g.lastEvents.filter((e) => e.type === "stackRemoved")).toMatchObject([{ name: "Liar's Pendulum", reason: "resolved" }]);
    expect(g.lastEvents.filter((e) => e.type === "zoneChanged")).toEqual([]);
    expect(g.stackNames()).toEqual([]);
    expect(g.graveyardNames("Ana")).toEqual([]);
    expect(g.permanents("Liar's Pendulum")).toHaveLength(1);
  });
});

describe("608.3 permanent spells", () => {
  it("608.3b: a Pacifism whose target creature gained protection from white in response doesn't resolve and goes to its owner's graveyard", () => {
    const g = duel({ hand: ["Pacifism"], battlefield: ["Plains", "Plains"] }, { battlefield: ["Benevolent Bodyguard", "Hill Giant"] });
    g.castAndPay("Pacifism", "Hill Giant").pass();
    g.activate("Benevolent Bodyguard").targets("Hill Giant").autoPay().passAll();
    g.answer({ kind: "color", color: "W" });
    g.passAll();
    expect(g.eventsOf("countered")).toMatchObject([{ name: "Pacifism", rule: "608.3b" }]);
    expect(g.permanents("Pacifism")).toHaveLength(0);
    expect(g.graveyardNames("Ana")).toEqual(["Pacifism"]);
    expect(g.eventsOf("permanentEntered")).toEqual([]);
    expect(g.permanent("Hill Giant").attachedTo).toBeNull();
  });
});

// Not tested, for want of a card:
// - 608.2m (seed 003's 608.2j), an instant or ability leaving the stack mid-resolution: no card here can move a
//   resolving spell (counter and bounce spells can't target themselves, 115.5; a spell cast during Electrodominance's
//   resolution only goes on the stack above it, it doesn't resolve then).
// - 608.2b, Aura Blast's target gaining protection from white: Benevolent Bodyguard protects only creatures and no
//   enchantment creature exists; the "target gone" half of the seed's example is tested above.
// - 608.2j with a white-and-another-color creature under Mass Calcify: no such creature exists (Deathlace replaces
//   colors rather than adding one).
