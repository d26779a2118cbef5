// Replacement and prevention effects (614–616): Fog and Holy Day (a prevention shield for the turn), Circle of
// Protection: Red (the next time a chosen source would deal damage), regeneration (Drudge Skeletons, River Boa),
// Furnace of Rath (damage doubled), Obstinate Familiar (an optional skipped draw), and Gravedigger's "you may".

import { describe, expect, it } from "vitest";
import { duel, type Scenario } from "../support/scenario.ts";

type Game = Scenario;

/** Goes to Ana's declare attackers step and attacks Ben with these creatures of hers. */
function attack(g: Game, ...attackers: string[]): void {
  g.passUntilPrompt("declareAttackers");
  g.answer({ kind: "attackers", attacks: attackers.map((name) => ({ attacker: g.permanent(name, "Ana").id, defender: g.playerId("Ben") })) });
}

/** Ben blocks: [blocker of Ben's, attacker of Ana's] pairs. Ana then has priority in the declare blockers step. */
function block(g: Game, ...pairs: [string, string][]): void {
  g.passUntilPrompt("declareBlockers");
  g.answer({ kind: "blockers", blocks: pairs.map(([b, a]) => ({ blocker: g.permanent(b, "Ben").id, attacker: g.permanent(a, "Ana").id })) });
}

/** The prevention and regeneration shields in effect. */
function shields(g: Game): string[] {
  return g.state.effects.flatMap((e) => (e.kind === "shield" ? [`${e.sourceCard}: ${e.shield.kind}`] : []));
}

/** The combat damage dealt, as "source → target: amount". */
function combatDamage(g: Game): string[] {
  return g
    .eventsOf("damageDealt")
    .filter((e) => e.combat)
    .map((e) => `${e.sourceName} → ${e.targetName}: ${e.amount}`);
}

/** Activates the first ability of a permanent of the prompted player's, pays it, and lets it resolve. */
function activateAndResolve(g: Game, name: string): void {
  g.activate(name).autoPay().passAll();
}

/** Answers the pending chooseObject prompt with the object of this name among its options. */
function chooseObject(g: Game, name: string): void {
  const prompt = g.expectPrompt("chooseObject");
  const id = prompt.options.find((o) => g.nameOfObject(o) === name);
  if (id === undefined) throw new Error(`${name} is not an option`);
  g.answer({ kind: "choose", object: id });
}

// ---- Fog, Holy Day ----------------------------------------------------------------------------------------

describe("Fog", () => {
  it("615.1a: all combat damage this turn is prevented — to and from creatures, and to the defending player", () => {
    const g = duel({ battlefield: ["Grizzly Bears", "Hill Giant"] }, { hand: ["Fog"], battlefield: ["Forest", "Savannah Lions"] });
    attack(g, "Grizzly Bears", "Hill Giant");
    block(g, ["Savannah Lions", "Grizzly Bears"]);
    g.pass();
    g.castAndPay("Fog").passAll();
    expect(shields(g)).toEqual(["Fog: preventDamage"]);
    g.passUntil("combatDamage");
    expect(combatDamage(g)).toEqual([]);
    expect(g.life("Ben")).toBe(20);
    expect(g.permanent("Grizzly Bears").damage).toBe(0);
    expect(g.permanent("Savannah Lions").damage).toBe(0);
    expect(
      g
        .eventsOf("damagePrevented")
        .map((e) => `${e.sourceName} → ${e.targetName}: ${e.amount}`)
        .sort(),
    ).toEqual(["Grizzly Bears → Savannah Lions: 2", "Hill Giant → Ben: 3", "Savannah Lions → Grizzly Bears: 2"]);
    expect(g.eventsOf("replaced").every((e) => e.source === "Fog" && e.rule === "615.1a")).toBe(true);
  });

  it("615.1a: only combat damage — a burn spell cast after Fog still deals its damage, to a player and to a creature", () => {
    const g = duel({ hand: ["Fog", "Shock", "Lightning Bolt"], battlefield: ["Forest", "Mountain", "Mountain"] }, { battlefield: ["Hill Giant"] });
    g.castAndPay("Fog").passAll();
    g.castAndPay("Shock", "Ben").passAll();
    g.castAndPay("Lightning Bolt", "Hill Giant").passAll();
    expect(g.life("Ben")).toBe(18);
    expect(g.graveyardNames("Ben")).toEqual(["Hill Giant"]);
    expect(g.eventsOf("damagePrevented")).toEqual([]);
  });

  it("514.2, 611.2: the effect ends at the cleanup step — the next turn's combat damage is dealt", () => {
    const g = duel({ battlefield: ["Forest"] }, { hand: ["Fog"], battlefield: ["Forest", "Savannah Lions"] });
    g.pass();
    g.castAndPay("Fog").passAll();
    expect(shields(g)).toEqual(["Fog: preventDamage"]);
    g.passUntil("upkeep", 4);
    expect(shields(g)).toEqual([]);
    // Ben's turn: his Lions attack Ana.
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Savannah Lions").id, defender: g.playerId("Ana") }] });
    g.passUntil("combatDamage");
    expect(g.life("Ana")).toBe(18);
  });

  it("615.4: cast after combat damage was dealt it is too late — nothing is undone", () => {
    const g = duel({ battlefield: ["Grizzly Bears"] }, { hand: ["Fog"], battlefield: ["Forest"] });
    attack(g, "Grizzly Bears");
    g.passUntil("combatDamage");
    expect(g.life("Ben")).toBe(18);
    g.pass();
    g.castAndPay("Fog").passAll();
    expect(g.life("Ben")).toBe(18);
    expect(g.eventsOf("damagePrevented")).toEqual([]);
  });

  it("615.1a: cast in the declare attackers step, before blockers, it works too", () => {
    const g = duel({ battlefield: ["Grizzly Bears"] }, { hand: ["Fog"], battlefield: ["Forest"] });
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Grizzly Bears").id, defender: g.playerId("Ben") }] });
    g.expectPrompt("priority", "Ana");
    g.pass();
    g.castAndPay("Fog").passAll();
    g.passUntil("combatDamage");
    expect(g.life("Ben")).toBe(20);
  });
});

describe("Holy Day", () => {
  it("615.1a: all combat damage this turn is prevented, both ways; a burn spell still deals its damage", () => {
    const g = duel({ hand: ["Shock"], battlefield: ["Hill Giant", "Mountain"] }, { hand: ["Holy Day"], battlefield: ["Plains", "Grizzly Bears"] });
    attack(g, "Hill Giant");
    block(g, ["Grizzly Bears", "Hill Giant"]);
    g.pass();
    g.castAndPay("Holy Day").passAll();
    g.passUntil("combatDamage");
    expect(combatDamage(g)).toEqual([]);
    expect(g.permanent("Grizzly Bears").damage).toBe(0);
    expect(g.permanent("Hill Giant").damage).toBe(0);
    g.castAndPay("Shock", "Grizzly Bears").passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Holy Day", "Grizzly Bears"]);
  });

  it("510.4, 615.4: cast after first-strike damage, it prevents only the regular combat damage", () => {
    const g = duel({ battlefield: ["Fencing Ace"] }, { hand: ["Holy Day"], battlefield: ["Plains"] });
    attack(g, "Fencing Ace");
    g.passUntil("firstStrikeDamage");
    expect(g.life("Ben")).toBe(19);
    g.pass();
    g.castAndPay("Holy Day").passAll();
    g.passUntil("combatDamage");
    expect(g.life("Ben")).toBe(19);
    expect(g.eventsOf("damagePrevented")).toMatchObject([{ sourceName: "Fencing Ace", amount: 1 }]);
  });

  it("611.2: the shield lasts until end of turn — on the next turn, combat damage is dealt", () => {
    const g = duel({ hand: ["Holy Day"], battlefield: ["Plains"] }, { battlefield: ["Grizzly Bears"] });
    g.castAndPay("Holy Day").passAll();
    g.passUntil("upkeep", 4);
    expect(shields(g)).toEqual([]);
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Grizzly Bears").id, defender: g.playerId("Ana") }] });
    g.passUntil("combatDamage");
    expect(g.life("Ana")).toBe(18);
  });
});

// ---- Circle of Protection: Red --------------------------------------------------------------------------

describe("Circle of Protection: Red", () => {
  it("609.7a: the source is chosen as the ability resolves, among red sources — permanents and spells, not others", () => {
    const g = duel(
      { hand: ["Lightning Bolt"], battlefield: ["Mountain", "Goblin Piker", "Grizzly Bears"] },
      { battlefield: ["Circle of Protection: Red", "Plains", "Plains"] },
    );
    g.castAndPay("Lightning Bolt", "Ben").pass();
    g.activate("Circle of Protection: Red").autoPay();
    // Nothing is chosen while activating (only while resolving).
    g.expectPrompt("priority", "Ben");
    g.passAll();
    const prompt = g.expectPrompt("chooseObject", "Ben");
    expect(prompt.options.map((o) => g.nameOfObject(o)).sort()).toEqual(["Goblin Piker", "Lightning Bolt"]);
    chooseObject(g, "Lightning Bolt");
    g.passAll();
    expect(g.life("Ben")).toBe(20);
    expect(g.eventsOf("damagePrevented")).toMatchObject([{ sourceName: "Lightning Bolt", amount: 3, rule: "615.8" }]);
    expect(shields(g)).toEqual([]);
  });

  it("609.7a: a player chooses the source of an ability whose source is gone, and the damage it deals to them is prevented", () => {
    const g = duel({ battlefield: ["Mogg Fanatic", "Mountain"] }, { battlefield: ["Circle of Protection: Red", "Plains"] });
    g.activate("Mogg Fanatic").targets("Ben").autoPay().pass();
    // Ben, with the Fanatic's ability on the stack and the Fanatic in Ana's graveyard, activates the Circle.
    g.activate("Circle of Protection: Red").autoPay().passAll();
    const fanaticAbility = g.state.stack.find((o) => o.kind === "ability" && o.sourceCard === "Mogg Fanatic")!.id;
    expect(g.expectPrompt("chooseObject", "Ben").options).toEqual([fanaticAbility]);
    g.answer({ kind: "choose", object: fanaticAbility });
    g.passAll();
    expect(g.life("Ben")).toBe(20);
    expect(g.eventsOf("damagePrevented")).toMatchObject([{ sourceName: "Mogg Fanatic", amount: 1, rule: "615.8" }]);
  });

  it("615.8: only the next time — the same source's second damage is dealt", () => {
    const g = duel(
      { battlefield: ["Arc-Slogger", "Mountain", "Mountain"], library: Array.from({ length: 25 }, () => "Plains") },
      { battlefield: ["Circle of Protection: Red", "Plains"] },
    );
    g.pass();
    activateAndResolve(g, "Circle of Protection: Red");
    chooseObject(g, "Arc-Slogger");
    expect(shields(g)).toEqual(["Circle of Protection: Red: preventDamage"]);
    g.activate("Arc-Slogger").targets("Ben").autoPay().passAll();
    expect(g.life("Ben")).toBe(20);
    g.activate("Arc-Slogger").targets("Ben").autoPay().passAll();
    expect(g.life("Ben")).toBe(18);
  });

  it("609.7a: it prevents damage to you only — not to your creatures, which don't use it up — and only from the chosen source", () => {
    const g = duel(
      { battlefield: ["Arc-Slogger", "Goblin Piker", "Raging Goblin", "Mountain"], library: Array.from({ length: 25 }, () => "Plains") },
      { battlefield: ["Circle of Protection: Red", "Plains", "Hill Giant"] },
    );
    g.pass();
    activateAndResolve(g, "Circle of Protection: Red");
    chooseObject(g, "Goblin Piker");
    // Damage from the chosen source to Ben's creature: dealt, and the shield stays.
    g.activate("Arc-Slogger").targets("Hill Giant").autoPay().passAll();
    expect(g.permanent("Hill Giant").damage).toBe(2);
    expect(shields(g)).toEqual(["Circle of Protection: Red: preventDamage"]);
    attack(g, "Goblin Piker", "Raging Goblin");
    block(g);
    g.passUntil("combatDamage");
    expect(combatDamage(g)).toEqual(["Raging Goblin → Ben: 1"]);
    expect(g.life("Ben")).toBe(19);
    expect(g.eventsOf("damagePrevented")).toMatchObject([{ sourceName: "Goblin Piker", amount: 2 }]);
  });

  it("615.9: a chosen source that is no longer red when it would deal damage isn't prevented", () => {
    const g = duel({ hand: ["Deathlace"], battlefield: ["Goblin Piker", "Swamp"] }, { battlefield: ["Circle of Protection: Red", "Plains"] });
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Goblin Piker").id, defender: g.playerId("Ben") }] });
    g.pass();
    activateAndResolve(g, "Circle of Protection: Red");
    chooseObject(g, "Goblin Piker");
    g.castAndPay("Deathlace", "Goblin Piker").passAll();
    g.passUntil("combatDamage");
    expect(g.life("Ben")).toBe(18);
    expect(g.eventsOf("damagePrevented")).toEqual([]);
  });

  it("615.1: with no red source to choose, the ability does nothing", () => {
    const g = duel({ battlefield: ["Grizzly Bears"] }, { battlefield: ["Circle of Protection: Red", "Plains"] });
    g.pass();
    activateAndResolve(g, "Circle of Protection: Red");
    g.expectPrompt("priority", "Ana");
    expect(shields(g)).toEqual([]);
  });
});

// ---- Regeneration: Drudge Skeletons, River Boa ----------------------------------------------------------

describe("Drudge Skeletons", () => {
  it("701.19a, 704.5g: regenerated instead of destroyed by lethal damage — it stays, tapped, with its damage removed; the shield is used", () => {
    const g = duel({ battlefield: ["Drudge Skeletons", "Swamp"] }, { hand: ["Shock"], battlefield: ["Mountain"] });
    activateAndResolve(g, "Drudge Skeletons");
    expect(shields(g)).toEqual(["Drudge Skeletons: regenerate"]);
    g.pass();
    g.castAndPay("Shock", "Drudge Skeletons").passAll();
    const skeletons = g.permanent("Drudge Skeletons");
    expect(skeletons).toMatchObject({ tapped: true, damage: 0 });
    expect(g.graveyardNames("Ana")).toEqual([]);
    expect(g.eventsOf("regenerated")).toMatchObject([{ name: "Drudge Skeletons" }]);
    expect(g.eventsOf("replaced")).toMatchObject([{ source: "Drudge Skeletons", rule: "701.19a" }]);
    expect(shields(g)).toEqual([]);
  });

  it("701.19a: a destroy spell — Mass Calcify — is replaced too; the other creatures are destroyed", () => {
    const g = duel(
      { hand: ["Mass Calcify"], battlefield: ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains", "Plains"] },
      { battlefield: ["Drudge Skeletons", "Grizzly Bears", "Swamp"] },
    );
    g.castAndPay("Mass Calcify").pass();
    activateAndResolve(g, "Drudge Skeletons");
    g.passAll();
    expect(g.permanent("Drudge Skeletons").tapped).toBe(true);
    expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears"]);
  });

  it("701.19a, 506.4: blocking, it is regenerated from lethal combat damage and removed from combat; the attacker stays blocked", () => {
    const g = duel({ battlefield: ["Grizzly Bears"] }, { battlefield: ["Drudge Skeletons", "Swamp"] });
    attack(g, "Grizzly Bears");
    block(g, ["Drudge Skeletons", "Grizzly Bears"]);
    g.pass();
    activateAndResolve(g, "Drudge Skeletons");
    g.passUntil("combatDamage");
    expect(combatDamage(g).sort()).toEqual(["Drudge Skeletons → Grizzly Bears: 1", "Grizzly Bears → Drudge Skeletons: 2"]);
    expect(g.permanent("Drudge Skeletons")).toMatchObject({ tapped: true, damage: 0 });
    expect(g.state.combat?.blockers.map((b) => b.id)).toEqual([]);
    expect(g.state.combat?.attackers).toMatchObject([{ id: g.permanent("Grizzly Bears").id, blocked: true }]);
    expect(g.life("Ben")).toBe(20);
  });

  it("701.19a: each activation is one shield — one shield saves it once, the second Shock destroys it", () => {
    const g = duel({ battlefield: ["Drudge Skeletons", "Swamp"] }, { hand: ["Shock", "Shock"], battlefield: ["Mountain", "Mountain"] });
    activateAndResolve(g, "Drudge Skeletons");
    g.pass();
    g.castAndPay("Shock", "Drudge Skeletons").passAll();
    expect(g.permanents("Drudge Skeletons")).toHaveLength(1);
    g.pass();
    g.castAndPay("Shock", "Drudge Skeletons").passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Drudge Skeletons"]);
  });

  it("701.19a: two activations make two shields — it survives two Shocks", () => {
    const g = duel({ battlefield: ["Drudge Skeletons", "Swamp", "Swamp"] }, { hand: ["Shock", "Shock"], battlefield: ["Mountain", "Mountain"] });
    activateAndResolve(g, "Drudge Skeletons");
    activateAndResolve(g, "Drudge Skeletons");
    expect(shields(g)).toHaveLength(2);
    g.pass();
    g.castAndPay("Shock", "Drudge Skeletons").passAll();
    g.pass();
    g.castAndPay("Shock", "Drudge Skeletons").passAll();
    expect(g.permanents("Drudge Skeletons")).toHaveLength(1);
    expect(g.eventsOf("regenerated")).toHaveLength(2);
  });

  it("614.4: the shield must exist before the event — the regeneration ability still under the Shock on the stack is too late", () => {
    const g = duel({ battlefield: ["Drudge Skeletons", "Swamp"] }, { hand: ["Shock"], battlefield: ["Mountain"] });
    g.activate("Drudge Skeletons").autoPay().pass();
    g.castAndPay("Shock", "Drudge Skeletons").passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Drudge Skeletons"]);
    g.passAll();
    expect(g.stackNames()).toEqual([]);
    expect(g.eventsOf("regenerated")).toEqual([]);
    expect(shields(g)).toEqual([]);
  });

  it("514.2: the shield ends at the cleanup step — on the next turn the Skeletons are destroyed", () => {
    const g = duel({ battlefield: ["Drudge Skeletons", "Swamp"] }, { hand: ["Shock"], battlefield: ["Mountain"] });
    activateAndResolve(g, "Drudge Skeletons");
    g.passUntil("upkeep", 4);
    expect(shields(g)).toEqual([]);
    g.castAndPay("Shock", "Drudge Skeletons").passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Drudge Skeletons"]);
  });

  it("701.21a: a sacrifice isn't a destruction — regeneration doesn't save it from Innocent Blood", () => {
    const g = duel({ hand: ["Innocent Blood"], battlefield: ["Drudge Skeletons", "Swamp", "Swamp"] }, { battlefield: ["Grizzly Bears"] });
    activateAndResolve(g, "Drudge Skeletons");
    g.castAndPay("Innocent Blood").passAll();
    g.expectPrompt("chooseObject", "Ana");
    chooseObject(g, "Drudge Skeletons");
    g.expectPrompt("chooseObject", "Ben");
    chooseObject(g, "Grizzly Bears");
    expect(g.graveyardNames("Ana")).toEqual(["Drudge Skeletons", "Innocent Blood"]);
    expect(g.eventsOf("regenerated")).toEqual([]);
  });
});

describe("River Boa", () => {
  it("702.14c: islandwalk — it can't be blocked while the defending player controls an Island", () => {
    const g = duel({ battlefield: ["River Boa", "Grizzly Bears"] }, { battlefield: ["Island", "Hill Giant"] });
    attack(g, "River Boa", "Grizzly Bears");
    g.passUntilPrompt("declareBlockers");
    const options = g.expectPrompt("declareBlockers", "Ben").options;
    expect(options.flatMap((o) => o.attackers.map((a) => g.nameOfObject(a)))).toEqual(["Grizzly Bears"]);
    block(g);
    g.passUntil("combatDamage");
    expect(g.life("Ben")).toBe(16);
  });

  it("702.14c: without an Island it can be blocked", () => {
    const g = duel({ battlefield: ["River Boa"] }, { battlefield: ["Forest", "Hill Giant"] });
    attack(g, "River Boa");
    g.passUntilPrompt("declareBlockers");
    const options = g.expectPrompt("declareBlockers", "Ben").options;
    expect(options.flatMap((o) => o.attackers.map((a) => g.nameOfObject(a)))).toEqual(["River Boa"]);
  });

  it("701.19a: regenerated instead of destroyed by Doom Blade", () => {
    const g = duel({ hand: ["Doom Blade"], battlefield: ["Swamp", "Swamp"] }, { battlefield: ["River Boa", "Forest"] });
    g.castAndPay("Doom Blade", "River Boa").pass();
    activateAndResolve(g, "River Boa");
    g.passAll();
    expect(g.permanent("River Boa").tapped).toBe(true);
    expect(g.graveyardNames("Ben")).toEqual([]);
    expect(g.eventsOf("regenerated")).toMatchObject([{ name: "River Boa" }]);
  });

  it("701.19a, 506.4: an attacker regenerated from first-strike damage is removed from combat and deals no regular combat damage", () => {
    const g = duel({ battlefield: ["River Boa", "Forest"] }, { battlefield: ["White Knight"] });
    attack(g, "River Boa");
    block(g, ["White Knight", "River Boa"]);
    activateAndResolve(g, "River Boa");
    g.passUntil("firstStrikeDamage");
    expect(g.eventsOf("regenerated")).toMatchObject([{ name: "River Boa" }]);
    expect(g.state.combat?.attackers.map((a) => a.id)).toEqual([]);
    g.passUntil("combatDamage");
    expect(combatDamage(g)).toEqual(["White Knight → River Boa: 2"]);
    expect(g.permanent("White Knight").damage).toBe(0);
    expect(g.permanent("River Boa")).toMatchObject({ tapped: true, damage: 0 });
  });

  it("614.4: once Doom Blade has resolved it is too late — the Boa is already in the graveyard", () => {
    const g = duel({ hand: ["Doom Blade"], battlefield: ["Swamp", "Swamp"] }, { battlefield: ["River Boa", "Forest"] });
    g.castAndPay("Doom Blade", "River Boa").passAll();
    expect(g.graveyardNames("Ben")).toEqual(["River Boa"]);
    expect(g.expectPrompt("priority", "Ana").actions.some((a) => a.kind === "activate")).toBe(false);
  });

  describe("701.19c: 'it can't be regenerated' — a regeneration shield doesn't apply", () => {
    it("701.19c: Death Bomb destroys the shielded Boa", () => {
      const g = duel({ hand: ["Death Bomb"], battlefield: ["Grizzly Bears", "Swamp", "Swamp", "Swamp", "Swamp"] }, { battlefield: ["River Boa", "Forest"] });
      g.castAndPay("Death Bomb", "River Boa").pass();
      activateAndResolve(g, "River Boa");
      g.passAll();
      expect(g.graveyardNames("Ben")).toEqual(["River Boa"]);
      expect(g.eventsOf("regenerated")).toEqual([]);
    });

    it("701.19c: Plague Spores destroys the shielded Boa", () => {
      const g = duel(
        { hand: ["Plague Spores"], battlefield: ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Mountain"] },
        { battlefield: ["River Boa", "Forest", "Island"] },
      );
      g.cast("Plague Spores").targets("River Boa").targets("Island").autoPay().pass();
      activateAndResolve(g, "River Boa");
      g.passAll();
      expect(g.graveyardNames("Ben").sort()).toEqual(["Island", "River Boa"]);
      expect(g.eventsOf("regenerated")).toEqual([]);
    });

    it("701.19c: Perish destroys the shielded Boa", () => {
      const g = duel({ hand: ["Perish"], battlefield: ["Swamp", "Swamp", "Swamp"] }, { battlefield: ["River Boa", "Forest"] });
      g.castAndPay("Perish").pass();
      activateAndResolve(g, "River Boa");
      g.passAll();
      expect(g.graveyardNames("Ben")).toEqual(["River Boa"]);
      expect(g.eventsOf("regenerated")).toEqual([]);
    });

    it("701.19c: Fatal Lore destroys the shielded Boa", () => {
      const g = duel({ hand: ["Fatal Lore"], battlefield: ["Swamp", "Swamp", "Swamp", "Swamp"] }, { battlefield: ["River Boa", "Forest"] });
      g.cast("Fatal Lore").chooseModes(1).targets("River Boa").autoPay().pass();
      activateAndResolve(g, "River Boa");
      g.passAll();
      g.expectPrompt("chooseNumber", "Ben");
      g.answer({ kind: "number", value: 0 });
      expect(g.graveyardNames("Ben")).toEqual(["River Boa"]);
      expect(g.eventsOf("regenerated")).toEqual([]);
    });
  });
});

// ---- Furnace of Rath ------------------------------------------------------------------------------------

describe("Furnace of Rath", () => {
  it("614.1a: a burn spell's damage is doubled — to a player and to a creature", () => {
    const g = duel({ hand: ["Shock", "Shock"], battlefield: ["Furnace of Rath", "Mountain", "Mountain"] }, { battlefield: ["Hill Giant"] });
    g.castAndPay("Shock", "Ben").passAll();
    expect(g.life("Ben")).toBe(16);
    g.castAndPay("Shock", "Hill Giant").passAll();
    expect(g.eventsOf("damageDealt").map((e) => [e.targetName, e.amount])).toEqual([
      ["Ben", 4],
      ["Hill Giant", 4],
    ]);
    expect(g.graveyardNames("Ben")).toEqual(["Hill Giant"]);
    expect(g.eventsOf("replaced")).toMatchObject([
      { source: "Furnace of Rath", rule: "614.1a" },
      { source: "Furnace of Rath", rule: "614.1a" },
    ]);
  });

  it("614.1a: any source, any controller — the opponent's damage to the Furnace's controller is doubled too", () => {
    const g = duel({ battlefield: ["Furnace of Rath"] }, { hand: ["Shock"], battlefield: ["Mountain"] });
    g.pass();
    g.castAndPay("Shock", "Ana").passAll();
    expect(g.life("Ana")).toBe(16);
  });

  it("614.1a: combat damage is doubled, both ways", () => {
    const g = duel({ battlefield: ["Furnace of Rath", "Grizzly Bears", "Savannah Lions"] }, { battlefield: ["Hill Giant"] });
    attack(g, "Grizzly Bears", "Savannah Lions");
    block(g, ["Hill Giant", "Grizzly Bears"]);
    g.passUntil("combatDamage");
    expect(combatDamage(g).sort()).toEqual(["Grizzly Bears → Hill Giant: 4", "Hill Giant → Grizzly Bears: 6", "Savannah Lions → Ben: 4"]);
    expect(g.life("Ben")).toBe(16);
    expect(g.graveyardNames("Ben")).toEqual(["Hill Giant"]);
  });

  it("614.5: two Furnaces quadruple the damage — each applies once, so it doesn't grow without end", () => {
    const g = duel({ hand: ["Shock"], battlefield: ["Furnace of Rath", "Furnace of Rath", "Mountain"] });
    g.castAndPay("Shock", "Ben").passAll();
    expect(g.life("Ben")).toBe(12);
    expect(g.eventsOf("replaced")).toHaveLength(2);
    // The two change the damage the same way: nobody is asked which applies first (616.1).
    expect(g.eventsOf("optionChosen")).toEqual([]);
  });

  it("702.15b: lifelink gains the doubled amount", () => {
    const g = duel({ battlefield: ["Furnace of Rath", "Vampire Nighthawk"] });
    attack(g, "Vampire Nighthawk");
    g.passUntil("combatDamage");
    expect(g.life("Ben")).toBe(16);
    expect(g.life("Ana")).toBe(24);
  });

  for (const first of ["Fog", "Furnace of Rath"])
    it(`616.1: with Fog, the defending player chooses which applies first (${first}) — the damage is prevented either way`, () => {
      const g = duel({ battlefield: ["Furnace of Rath", "Grizzly Bears"] }, { hand: ["Fog"], battlefield: ["Forest"] });
      attack(g, "Grizzly Bears");
      g.pass();
      g.castAndPay("Fog").passAll();
      g.passUntilPrompt("chooseOption");
      const prompt = g.expectPrompt("chooseOption", "Ben");
      expect(prompt.options).toHaveLength(2);
      g.answer({ kind: "option", option: prompt.options.find((o) => o.startsWith(`${first}:`))! });
      g.expectPrompt("priority");
      expect(g.step).toBe("combatDamage");
      expect(g.life("Ben")).toBe(20);
      expect(combatDamage(g)).toEqual([]);
      expect(g.eventsOf("damagePrevented")).toMatchObject([{ sourceName: "Grizzly Bears", amount: first === "Fog" ? 2 : 4 }]);
    });
});

// ---- Obstinate Familiar ---------------------------------------------------------------------------------

describe("Obstinate Familiar", () => {
  it("614.1b: its controller is asked as the draw step's draw would happen — 'yes' skips it", () => {
    const g = duel({ battlefield: ["Obstinate Familiar"] }, {}, { step: "upkeep" });
    g.passAll();
    expect(g.step).toBe("draw");
    expect(g.expectPrompt("chooseOption", "Ana").options).toEqual(["yes", "no"]);
    g.answer({ kind: "option", option: "yes" });
    expect(g.handNames("Ana")).toEqual([]);
    expect(g.state.players[0]!.library).toHaveLength(10);
    expect(g.eventsOf("drew")).toEqual([]);
    expect(g.eventsOf("replaced")).toMatchObject([{ source: "Obstinate Familiar", rule: "614.1b" }]);
  });

  it("614.1b: 'no' — the card is drawn", () => {
    const g = duel({ battlefield: ["Obstinate Familiar"], library: ["Forest", "Plains"] }, {}, { step: "upkeep" });
    g.passAll();
    g.answer({ kind: "option", option: "no" }, "Ana");
    expect(g.handNames("Ana")).toEqual(["Forest"]);
    expect(g.eventsOf("drew")).toMatchObject([{ player: 0, name: "Forest" }]);
    // Declined, the effect didn't replace the draw.
    expect(g.eventsOf("replaced")).toEqual([]);
  });

  it("614.1b: each draw of a draw spell is asked about on its own", () => {
    const g = duel({ hand: ["Divination"], battlefield: ["Obstinate Familiar", "Island", "Island", "Island"], library: ["Forest", "Island", "Plains"] });
    g.castAndPay("Divination").passAll();
    g.expectPrompt("chooseOption", "Ana");
    g.answer({ kind: "option", option: "yes" });
    g.expectPrompt("chooseOption", "Ana");
    g.answer({ kind: "option", option: "no" });
    expect(g.handNames("Ana")).toEqual(["Forest"]);
    expect(g.state.players[0]!.library).toEqual(["Island", "Plains"]);
  });

  it("614.11, 704.5b: it applies even with an empty library — skipping the draw, Ana doesn't lose", () => {
    const g = duel({ battlefield: ["Obstinate Familiar"], library: [] }, {}, { step: "upkeep" });
    g.passAll();
    g.answer({ kind: "option", option: "yes" }, "Ana");
    g.expectPrompt("priority", "Ana");
    expect(g.state.players[0]!.status).toBe("playing");
    expect(g.eventsOf("drewFromEmptyLibrary")).toEqual([]);
  });

  it("704.5b: with an empty library, declining means drawing from it — Ana loses", () => {
    const g = duel({ battlefield: ["Obstinate Familiar"], library: [] }, {}, { step: "upkeep" });
    g.passAll();
    g.answer({ kind: "option", option: "no" }, "Ana");
    expect(g.state.players[0]!.status).toBe("lost");
  });

  it("614.1b: 'you' — an opponent's draws aren't affected", () => {
    const g = duel({ battlefield: ["Obstinate Familiar"] }, { library: ["Forest"] }, { step: "upkeep", activePlayer: 1 });
    g.passAll();
    expect(g.step).toBe("draw");
    g.expectPrompt("priority", "Ben");
    expect(g.handNames("Ben")).toEqual(["Forest"]);
  });
});

// ---- Gravedigger ----------------------------------------------------------------------------------------

describe("Gravedigger", () => {
  it("603.3d, 603.5: the target is chosen as the trigger goes on the stack (only creature cards in your graveyard); 'yes' returns it", () => {
    const g = duel(
      { hand: ["Gravedigger"], graveyard: ["Lightning Bolt", "Grizzly Bears"], battlefield: ["Swamp", "Swamp", "Swamp", "Swamp"] },
      { graveyard: ["Hill Giant"] },
    );
    g.castAndPay("Gravedigger").passAll();
    const targets = g.expectPrompt("chooseTargets", "Ana");
    expect(targets.options.map((t) => (t.kind === "object" ? g.nameOfObject(t.id) : t.id))).toEqual(["Grizzly Bears"]);
    g.answer({ kind: "targets", targets: targets.options });
    expect(g.stackNames()).toEqual(["Gravedigger"]);
    g.passAll();
    expect(g.expectPrompt("chooseOption", "Ana").options).toEqual(["yes", "no"]);
    g.answer({ kind: "option", option: "yes" });
    expect(g.handNames("Ana")).toEqual(["Grizzly Bears"]);
    expect(g.graveyardNames("Ana")).toEqual(["Lightning Bolt"]);
  });

  it("603.5: 'no' — the card stays in the graveyard", () => {
    const g = duel({ hand: ["Gravedigger"], graveyard: ["Grizzly Bears"], battlefield: ["Swamp", "Swamp", "Swamp", "Swamp"] });
    g.castAndPay("Gravedigger").passAll();
    g.answer({ kind: "targets", targets: g.expectPrompt("chooseTargets").options });
    g.passAll();
    g.answer({ kind: "option", option: "no" });
    expect(g.handNames("Ana")).toEqual([]);
    expect(g.graveyardNames("Ana")).toEqual(["Grizzly Bears"]);
    expect(g.eventsOf("optionChosen")).toMatchObject([{ player: 0, option: "no" }]);
  });

  it("603.3d: with no creature card in its controller's graveyard, the ability is removed from the stack", () => {
    const g = duel(
      { hand: ["Gravedigger"], graveyard: ["Lightning Bolt"], battlefield: ["Swamp", "Swamp", "Swamp", "Swamp"] },
      { graveyard: ["Grizzly Bears"] },
    );
    g.castAndPay("Gravedigger").passAll();
    g.expectPrompt("priority", "Ana");
    expect(g.stackNames()).toEqual([]);
    expect(g.eventsOf("stackRemoved").at(-1)).toMatchObject({ name: "Gravedigger", rule: "603.3d" });
    expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears"]);
  });
});
