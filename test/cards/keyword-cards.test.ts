// Cards for the keyword abilities of the core sets: evasion (fear, intimidate, shadow, "can't be blocked
// except by"), triggered keywords (flanking, prowess, exalted, renown, ward), bloodthirst, convoke,
// hexproof from a quality and protection from creatures.

import { describe, expect, it } from "vitest";
import { duel, type Scenario } from "../support/scenario.ts";

/** Ana attacks Ben with these creatures (by name); stops at Ben's declare blockers prompt. */
function attackWith(g: Scenario, ...names: string[]): void {
  g.passUntilPrompt("declareAttackers");
  g.answer({ kind: "attackers", attacks: names.map((n) => ({ attacker: g.permanent(n, "Ana").id, defender: 1 })) });
  g.passUntilPrompt("declareBlockers");
}

/** The pending declareBlockers prompt: each creature that may block, with the attackers it may block, by name. */
function blockOptions(g: Scenario): Record<string, string[]> {
  const p = g.expectPrompt("declareBlockers", "Ben");
  return Object.fromEntries(p.options.map((o) => [g.nameOfObject(o.blocker)!, o.attackers.map((a) => g.nameOfObject(a)!)]));
}

function block(g: Scenario, blocker: string, attacker: string): void {
  g.answer({ kind: "blockers", blocks: [{ blocker: g.permanent(blocker, "Ben").id, attacker: g.permanent(attacker, "Ana").id }] });
}

/** Passes priority until the stack is empty again (every trigger and spell resolved). */
function resolveStack(g: Scenario): void {
  for (let guard = 0; guard < 20 && g.state.stack.length > 0; guard++) g.passAll();
}

describe("Severed Legion", () => {
  it("702.36b: fear — only artifact creatures and black creatures can block it", () => {
    const g = duel({ battlefield: ["Severed Legion"] }, { battlefield: ["Grizzly Bears", "Walking Corpse", "Darksteel Myr", "White Knight"] });
    attackWith(g, "Severed Legion");
    expect(blockOptions(g)).toEqual({ "Walking Corpse": ["Severed Legion"], "Darksteel Myr": ["Severed Legion"] });
    expect(g.refuseAnswer({ kind: "blockers", blocks: [{ blocker: g.permanent("Grizzly Bears").id, attacker: g.permanent("Severed Legion").id }] }).rule).toBe(
      "509.1a",
    );
  });
});

describe("Fear", () => {
  it("702.36b: the enchanted creature has fear — Grizzly Bears can't block it, a black creature can", () => {
    const g = duel({ hand: ["Fear"], battlefield: ["Swamp", "Swamp", "Savannah Lions"] }, { battlefield: ["Grizzly Bears", "Walking Corpse"] });
    g.castAndPay("Fear", "Savannah Lions").passAll();
    attackWith(g, "Savannah Lions");
    expect(blockOptions(g)).toEqual({ "Walking Corpse": ["Savannah Lions"] });
  });
});

describe("Accursed Spirit", () => {
  it("702.13b: intimidate — only artifact creatures and creatures sharing a color with it (black) can block it", () => {
    const g = duel({ battlefield: ["Accursed Spirit"] }, { battlefield: ["Grizzly Bears", "Walking Corpse", "Darksteel Myr"] });
    attackWith(g, "Accursed Spirit");
    expect(blockOptions(g)).toEqual({ "Walking Corpse": ["Accursed Spirit"], "Darksteel Myr": ["Accursed Spirit"] });
  });

  it("702.13b: the shared color is the attacker's color now — turned green, green creatures can block it and black ones can't", () => {
    const g = duel({ battlefield: ["Accursed Spirit"] }, { battlefield: ["Grizzly Bears", "Walking Corpse"] });
    g.state = {
      ...g.state,
      effects: [
        {
          kind: "characteristics",
          timestamp: 999,
          sourceCard: "test",
          controller: 0,
          affected: [g.permanent("Accursed Spirit").id],
          modifications: [{ kind: "setColors", colors: ["G"] }],
          duration: "endOfTurn",
        },
      ],
    };
    attackWith(g, "Accursed Spirit");
    expect(blockOptions(g)).toEqual({ "Grizzly Bears": ["Accursed Spirit"] });
  });
});

describe("Dauthi Marauder", () => {
  it("702.28b: shadow — creatures without shadow can't block it, and it can block only creatures with shadow", () => {
    const g = duel({ battlefield: ["Dauthi Marauder", "Grizzly Bears"] }, { battlefield: ["Hill Giant", { card: "Dauthi Marauder", label: "ben's" }] });
    attackWith(g, "Dauthi Marauder", "Grizzly Bears");
    expect(blockOptions(g)).toEqual({ "Hill Giant": ["Grizzly Bears"], "Dauthi Marauder": ["Dauthi Marauder"] });
  });
});

describe("Dread Warlock", () => {
  it("509.1b: can't be blocked except by black creatures", () => {
    const g = duel({ battlefield: ["Dread Warlock"] }, { battlefield: ["Grizzly Bears", "Walking Corpse", "Darksteel Myr"] });
    attackWith(g, "Dread Warlock");
    expect(blockOptions(g)).toEqual({ "Walking Corpse": ["Dread Warlock"] });
  });
});

describe("Elven Riders", () => {
  it("509.1b: can't be blocked except by Walls and/or creatures with flying", () => {
    const g = duel({ battlefield: ["Elven Riders"] }, { battlefield: ["Grizzly Bears", "Wall of Tears", "Wind Drake", "Giant Spider"] });
    attackWith(g, "Elven Riders");
    expect(blockOptions(g)).toEqual({ "Wall of Tears": ["Elven Riders"], "Wind Drake": ["Elven Riders"] });
  });
});

describe("Cloud Sprite", () => {
  it("509.1b: can block only creatures with flying", () => {
    const g = duel({ battlefield: ["Wind Drake", "Grizzly Bears"] }, { battlefield: ["Cloud Sprite"] });
    attackWith(g, "Wind Drake", "Grizzly Bears");
    expect(blockOptions(g)).toEqual({ "Cloud Sprite": ["Wind Drake"] });
  });
});

describe("Benalish Cavalry", () => {
  it("702.25a: flanking — a blocker without flanking gets -1/-1 until end of turn: a 3/3 blocker becomes 2/2 and trades with it", () => {
    const g = duel({ battlefield: ["Benalish Cavalry"] }, { battlefield: [{ card: "Grizzly Bears", counters: { "+1/+1": 1 } }] });
    attackWith(g, "Benalish Cavalry");
    block(g, "Grizzly Bears", "Benalish Cavalry");
    g.expectPrompt("priority");
    expect(g.stackLabels()).toHaveLength(1);
    g.passAll();
    expect(g.pt("Grizzly Bears")).toEqual([2, 2]);
    g.passUntil("endOfCombat");
    expect(g.permanents("Grizzly Bears")).toEqual([]);
    expect(g.permanents("Benalish Cavalry")).toEqual([]);
  });

  it("702.25a: a blocker with flanking doesn't trigger it", () => {
    const g = duel({ battlefield: ["Benalish Cavalry"] }, { battlefield: ["Benalish Cavalry"] });
    attackWith(g, "Benalish Cavalry");
    block(g, "Benalish Cavalry", "Benalish Cavalry");
    expect(g.state.stack).toEqual([]);
  });
});

describe("Mistral Singer", () => {
  it("702.108a: prowess — a noncreature spell its controller casts gives it +1/+1 until end of turn; a creature spell doesn't", () => {
    const g = duel({ hand: ["Giant Growth", "Grizzly Bears"], battlefield: ["Mistral Singer", "Forest", "Forest", "Forest"] });
    g.castAndPay("Grizzly Bears");
    expect(g.state.stack).toHaveLength(1);
    g.passAll();
    g.castAndPay("Giant Growth", "Grizzly Bears");
    expect(g.stackNames()).toEqual(["Giant Growth", "Mistral Singer"]);
    g.passAll();
    expect(g.pt("Mistral Singer")).toEqual([3, 3]);
    g.passAll();
    expect(g.pt("Grizzly Bears")).toEqual([5, 5]);
    g.passUntil("end");
    g.passUntil("upkeep");
    expect(g.pt("Mistral Singer")).toEqual([2, 2]);
  });

  it("702.108a: an opponent's noncreature spell doesn't trigger it", () => {
    const g = duel({ battlefield: ["Mistral Singer"] }, { hand: ["Lightning Bolt"], battlefield: ["Mountain"] });
    g.pass();
    g.castAndPay("Lightning Bolt", "Ana");
    expect(g.stackNames()).toEqual(["Lightning Bolt"]);
  });
});

describe("Aven Squire", () => {
  it("702.83a: exalted — a creature its controller controls attacking alone gets +1/+1 until end of turn", () => {
    const g = duel({ battlefield: ["Aven Squire", "Grizzly Bears"] });
    attackWithoutBlocks(g, "Grizzly Bears");
    expect(g.life("Ben")).toBe(17);
  });

  it("702.83b: with two attackers nothing triggers", () => {
    const g = duel({ battlefield: ["Aven Squire", "Grizzly Bears"] });
    attackWithoutBlocks(g, "Grizzly Bears", "Aven Squire");
    expect(g.life("Ben")).toBe(17);
    expect(g.eventsOf("abilityTriggered")).toEqual([]);
  });
});

/** Passes (declaring nothing, discarding the first cards offered) until turn `turn` has begun. */
function untilTurn(g: Scenario, turn: number): void {
  for (let guard = 0; guard < 500 && g.state.turn.number < turn; guard++) {
    const p = g.prompt;
    if (p.kind === "discard") g.answer({ kind: "cards", cards: p.options.slice(0, p.count) });
    else if (p.kind === "declareAttackers") g.answer({ kind: "attackers", attacks: [] });
    else g.pass();
  }
}

/** Ana attacks with these creatures; triggers resolve; Ben doesn't block; stops after combat damage. */
function attackWithoutBlocks(g: Scenario, ...names: string[]): void {
  g.passUntilPrompt("declareAttackers");
  g.answer({ kind: "attackers", attacks: names.map((n) => ({ attacker: g.permanent(n, "Ana").id, defender: 1 })) });
  resolveStack(g);
  g.passUntil("endOfCombat");
}

describe("Bloodrage Vampire", () => {
  it("702.54a: bloodthirst 1 — enters with a +1/+1 counter if an opponent was dealt damage this turn", () => {
    const g = duel({ hand: ["Bloodrage Vampire", "Lightning Bolt"], battlefield: ["Swamp", "Swamp", "Swamp", "Mountain"] });
    g.castAndPay("Bloodrage Vampire").passAll();
    expect(g.permanent("Bloodrage Vampire").counters).toEqual({});
    g.castAndPay("Lightning Bolt", "Ben").passAll();
    const again = duel({ hand: ["Bloodrage Vampire", "Lightning Bolt"], battlefield: ["Swamp", "Swamp", "Swamp", "Mountain"] });
    again.castAndPay("Lightning Bolt", "Ben").passAll();
    again.castAndPay("Bloodrage Vampire").passAll();
    expect(again.permanent("Bloodrage Vampire").counters).toEqual({ "+1/+1": 1 });
    expect(again.pt("Bloodrage Vampire")).toEqual([4, 2]);
  });
});

describe("Knight of the Pilgrim's Road", () => {
  it("702.112a: renown 1 — combat damage to a player puts a +1/+1 counter on it and it becomes renowned, once", () => {
    const g = duel({ battlefield: ["Knight of the Pilgrim's Road"] });
    attackWithoutBlocks(g, "Knight of the Pilgrim's Road");
    resolveStack(g);
    const knight = g.permanent("Knight of the Pilgrim's Road");
    expect(knight.counters).toEqual({ "+1/+1": 1 });
    expect(knight.renowned).toBe(true);
    expect(g.eventsOf("becameRenowned")).toHaveLength(1);
    untilTurn(g, 5);
    attackWithoutBlocks(g, "Knight of the Pilgrim's Road");
    resolveStack(g);
    expect(g.permanent("Knight of the Pilgrim's Road").counters).toEqual({ "+1/+1": 1 });
  });
});

describe("Rimeshield Frost Giant", () => {
  it("702.21a: ward {3} — an opponent's spell targeting it is countered unless its controller pays {3}", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { battlefield: ["Rimeshield Frost Giant"] });
    g.castAndPay("Lightning Bolt", "Rimeshield Frost Giant");
    expect(g.stackNames()).toEqual(["Lightning Bolt", "Rimeshield Frost Giant"]);
    g.passAll();
    g.expectPrompt("payUnless", "Ana");
    g.answer({ kind: "decline" });
    expect(g.eventsOf("countered")).toEqual([expect.objectContaining({ name: "Lightning Bolt", rule: "701.6a" })]);
    expect(g.state.stack).toEqual([]);
  });

  it("702.21a: its controller's own spells don't trigger ward", () => {
    const g = duel({ hand: ["Giant Growth"], battlefield: ["Forest", "Rimeshield Frost Giant"] });
    g.castAndPay("Giant Growth", "Rimeshield Frost Giant");
    expect(g.stackNames()).toEqual(["Giant Growth"]);
  });

  it("702.21a, 701.6b: an opponent's ability targeting it is countered unless its controller pays; paid, it resolves", () => {
    const g = duel({ battlefield: ["Prodigal Sorcerer", "Island", "Island", "Island"] }, { battlefield: ["Rimeshield Frost Giant"] });
    g.activate("Prodigal Sorcerer").targets("Rimeshield Frost Giant").autoPay();
    g.passAll();
    g.expectPrompt("payUnless", "Ana");
    g.answer({ kind: "autoPay" });
    g.passAll();
    expect(g.permanent("Rimeshield Frost Giant").damage).toBe(1);

    const declined = duel({ battlefield: ["Prodigal Sorcerer"] }, { battlefield: ["Rimeshield Frost Giant"] });
    declined.activate("Prodigal Sorcerer").targets("Rimeshield Frost Giant").autoPay();
    declined.passAll();
    declined.answer({ kind: "decline" });
    expect(declined.eventsOf("countered")).toEqual([expect.objectContaining({ name: "Prodigal Sorcerer", rule: "701.6b" })]);
    expect(declined.state.stack).toEqual([]);
    expect(declined.permanent("Rimeshield Frost Giant").damage).toBe(0);
  });
});

describe("Sporeweb Weaver", () => {
  it("702.11d: hexproof from blue — an opponent's blue ability can't target it; a red spell can", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Prodigal Sorcerer", "Mountain"] }, { battlefield: ["Sporeweb Weaver"] });
    g.activate("Prodigal Sorcerer");
    expect(g.targetOptionNames()).toEqual(["Ana", "Ben", "Prodigal Sorcerer"]);
    g.cancel();
    g.cast("Lightning Bolt");
    expect(g.targetOptionNames()).toContain("Sporeweb Weaver");
  });

  it("702.11d: its controller's blue abilities can target it", () => {
    const g = duel({ battlefield: ["Prodigal Sorcerer", "Sporeweb Weaver"] });
    g.activate("Prodigal Sorcerer");
    expect(g.targetOptionNames()).toContain("Sporeweb Weaver");
  });

  it("dealt damage, its controller gains 1 life and creates a 1/1 green Saproling", () => {
    const g = duel({ hand: ["Shock"], battlefield: ["Mountain"] }, { battlefield: ["Sporeweb Weaver"] });
    g.castAndPay("Shock", "Sporeweb Weaver");
    resolveStack(g);
    expect(g.life("Ben")).toBe(21);
    expect(g.permanent("Saproling Token", "Ben")).toBeDefined();
    expect(g.pt("Saproling Token")).toEqual([1, 1]);
  });
});

describe("Spirit Mantle", () => {
  it("702.16f, 702.16e: the enchanted creature gets +1/+1, can't be blocked by creatures, and creatures' damage to it is prevented", () => {
    const g = duel({ hand: ["Spirit Mantle"], battlefield: ["Plains", "Plains", "Grizzly Bears"] }, { battlefield: ["Hill Giant"] });
    g.castAndPay("Spirit Mantle", "Grizzly Bears").passAll();
    expect(g.pt("Grizzly Bears")).toEqual([3, 3]);
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Grizzly Bears").id, defender: 1 }] });
    g.passUntil("endOfCombat");
    expect(g.eventsOf("blockersDeclared")).toEqual([]);
    expect(g.life("Ben")).toBe(17);
  });

  it("702.16b: an ability from a creature source can't target the enchanted creature; a spell can", () => {
    const g = duel(
      { battlefield: ["Plains", { card: "Grizzly Bears", label: "bears" }, { card: "Spirit Mantle", attachedTo: "bears" }] },
      { hand: ["Lightning Bolt"], battlefield: ["Prodigal Sorcerer", "Mountain"] },
    );
    g.pass();
    g.activate("Prodigal Sorcerer");
    expect(g.targetOptionNames()).not.toContain("Grizzly Bears");
    g.cancel();
    g.cast("Lightning Bolt");
    expect(g.targetOptionNames()).toContain("Grizzly Bears");
  });
});

describe("Gather Courage", () => {
  it("702.51a: convoke — with no land, tapping a green creature pays its {G}", () => {
    const g = duel({ hand: ["Gather Courage"], battlefield: [{ card: "Grizzly Bears", sick: true }] });
    g.cast("Gather Courage").targets("Grizzly Bears");
    const pay = g.expectPrompt("payCosts");
    const bears = g.permanent("Grizzly Bears").id;
    expect(pay.convoke).toEqual([{ creature: bears, colors: ["G"] }]);
    expect(pay.autoPay).toBe(true);
    g.answer({ kind: "convoke", taps: [{ creature: bears, mana: "G" }] });
    expect(g.permanent("Grizzly Bears").tapped).toBe(true);
    expect(g.stackNames()).toEqual(["Gather Courage"]);
    g.passAll();
    expect(g.pt("Grizzly Bears")).toEqual([4, 4]);
  });

  it("702.51a: the priority prompt's hint counts creatures for convoke: affordable with a green creature and no land, not with a white one", () => {
    const castHint = (g: Scenario) => g.expectPrompt("priority").actions.find((a) => a.kind === "cast");
    expect(castHint(duel({ hand: ["Gather Courage"], battlefield: ["Grizzly Bears"] }))).toEqual(expect.objectContaining({ affordable: true }));
    expect(castHint(duel({ hand: ["Gather Courage"], battlefield: ["Savannah Lions"] }))).toEqual(expect.objectContaining({ affordable: false }));
  });

  it("702.51a: a creature pays only for mana of its own color or generic mana; the refusal cites convoke", () => {
    const g = duel({ hand: ["Gather Courage"], battlefield: ["Savannah Lions", "Grizzly Bears"] });
    g.cast("Gather Courage").targets("Grizzly Bears");
    const lions = g.permanent("Savannah Lions").id;
    expect(g.refuseAnswer({ kind: "convoke", taps: [{ creature: lions, mana: "G" }] }).rule).toBe("702.51a");
    expect(g.refuseAnswer({ kind: "convoke", taps: [{ creature: lions, mana: "generic" }] }).rule).toBe("702.51a");
    expect(g.refuseAnswer({ kind: "convoke", taps: [{ creature: lions, mana: "W" }] }).rule).toBe("702.51a");
  });

  it("702.51a: a spell without convoke offers no creatures to tap, and a convoke answer is refused", () => {
    const g = duel({ hand: ["Giant Growth"], battlefield: ["Forest", "Grizzly Bears"] });
    g.cast("Giant Growth").targets("Grizzly Bears");
    expect(g.expectPrompt("payCosts").convoke).toBeUndefined();
    expect(g.refuseAnswer({ kind: "convoke", taps: [{ creature: g.permanent("Grizzly Bears").id, mana: "G" }] }).rule).toBe("702.51a");
  });
});

describe("Meditation Puzzle", () => {
  it("702.51a: autoPay taps the lands and Llanowar Elves for mana first (601.2g), then creatures for what mana can't pay", () => {
    const g = duel({ hand: ["Meditation Puzzle"], battlefield: ["Plains", "Plains", "Llanowar Elves", "Savannah Lions", "Grizzly Bears"] });
    g.cast("Meditation Puzzle");
    expect(g.expectPrompt("payCosts").autoPay).toBe(true);
    g.autoPay();
    expect(g.state.battlefield.every((p) => p.tapped)).toBe(true);
    expect(g.eventsOf("costPaid").map((e) => e.text)).toEqual(["convoke: tap Savannah Lions for {W}", "convoke: tap Grizzly Bears for {1}"]);
    g.passAll();
    expect(g.life("Ana")).toBe(28);
  });

  it("601.2g, 601.2h: once a creature is tapped for convoke no mana ability can be activated; the rest is paid from the pool", () => {
    const g = duel({ hand: ["Meditation Puzzle"], battlefield: ["Plains", "Plains", "Plains", "Savannah Lions", "Grizzly Bears"] });
    g.cast("Meditation Puzzle");
    g.tapForMana("Plains").tapForMana("Plains").tapForMana("Plains");
    g.answer({
      kind: "convoke",
      taps: [
        { creature: g.permanent("Savannah Lions").id, mana: "W" },
        { creature: g.permanent("Grizzly Bears").id, mana: "generic" },
      ],
    });
    const pay = g.expectPrompt("payCosts");
    expect(pay.manaAbilities).toEqual([]);
    expect(pay.mana).toEqual(expect.objectContaining({ W: 1, generic: 2 }));
    g.pay();
    g.passAll();
    expect(g.life("Ana")).toBe(28);
  });

  it("702.51a: tapping more creatures than the cost has mana of a kind is refused", () => {
    const g = duel({ hand: ["Gather Courage"], battlefield: ["Grizzly Bears", "Llanowar Elves"] });
    g.cast("Gather Courage").targets("Grizzly Bears");
    const taps = ["Grizzly Bears", "Llanowar Elves"].map((n) => ({ creature: g.permanent(n).id, mana: "G" as const }));
    expect(g.refuseAnswer({ kind: "convoke", taps }).rule).toBe("702.51a");
  });

  it("702.51a, 601.2h: without enough mana and creatures, casting it is reversed once the last mana ability is used", () => {
    const g = duel({ hand: ["Meditation Puzzle"], battlefield: ["Plains", "Savannah Lions"] });
    g.cast("Meditation Puzzle");
    expect(g.expectPrompt("payCosts").autoPay).toBe(false);
    g.tapForMana("Plains");
    expect(g.eventsOf("castReversed")).toEqual([expect.objectContaining({ name: "Meditation Puzzle", rule: "601.2h" })]);
  });
});

describe("Opt", () => {
  it("701.22a: scry 1 — the top card may go to the bottom; then Opt draws the next one", () => {
    const g = duel({ hand: ["Opt"], battlefield: ["Island"], library: ["Hill Giant", "Shock", "Forest"] });
    g.castAndPay("Opt").passAll();
    const p = g.expectPrompt("chooseOption", "Ana");
    expect(p.text).toContain("Hill Giant");
    expect(p.options).toEqual(["top", "bottom"]);
    g.answer({ kind: "option", option: "bottom" });
    expect(g.handNames("Ana")).toEqual(["Shock"]);
    expect(g.state.players[0]!.library).toEqual(["Forest", "Hill Giant"]);
    expect(g.eventsOf("scried")).toEqual([{ type: "scried", player: 0, top: 0, bottom: 1 }]);
  });

  it("701.22a: kept on top, the card looked at is the one drawn", () => {
    const g = duel({ hand: ["Opt"], battlefield: ["Island"], library: ["Hill Giant", "Shock"] });
    g.castAndPay("Opt").passAll();
    g.answer({ kind: "option", option: "top" });
    expect(g.handNames("Ana")).toEqual(["Hill Giant"]);
  });
});

describe("Crystal Ball", () => {
  it("701.22a: scry 2 — both kept on top, in the order chosen", () => {
    const g = duel({ battlefield: ["Crystal Ball", "Plains"], library: ["Hill Giant", "Shock", "Forest"] });
    g.activate("Crystal Ball").autoPay().passAll();
    g.answer({ kind: "option", option: "top" });
    g.answer({ kind: "option", option: "top" });
    const order = g.expectPrompt("chooseOption", "Ana");
    expect(order.options).toEqual(["Hill Giant", "Shock"]);
    g.answer({ kind: "option", option: "Shock" });
    expect(g.state.players[0]!.library).toEqual(["Shock", "Hill Giant", "Forest"]);
  });

  it("701.22a: both put on the bottom, the first chosen is the bottom card", () => {
    const g = duel({ battlefield: ["Crystal Ball", "Plains"], library: ["Hill Giant", "Shock", "Forest"] });
    g.activate("Crystal Ball").autoPay().passAll();
    g.answer({ kind: "option", option: "bottom" });
    g.answer({ kind: "option", option: "bottom" });
    g.answer({ kind: "option", option: "Hill Giant" });
    expect(g.state.players[0]!.library).toEqual(["Forest", "Shock", "Hill Giant"]);
  });
});

describe("Mind Sculpt", () => {
  it("701.17a: the target opponent mills seven cards: the top seven of their library go to their graveyard", () => {
    const library = ["Forest", "Island", "Swamp", "Mountain", "Plains", "Shock", "Opt", "Hill Giant"];
    const g = duel({ hand: ["Mind Sculpt"], battlefield: ["Island", "Island"] }, { library });
    g.cast("Mind Sculpt");
    expect(g.targetOptionNames()).toEqual(["Ben"]);
    g.targets("Ben").autoPay().passAll();
    expect(g.graveyardNames("Ben")).toEqual(library.slice(0, 7));
    expect(g.state.players[1]!.library).toEqual(["Hill Giant"]);
  });
});

describe("Prey Upon", () => {
  it("701.14a: Hill Giant fights Grizzly Bears: each deals damage equal to its power to the other", () => {
    const g = duel({ hand: ["Prey Upon"], battlefield: ["Forest", "Hill Giant"] }, { battlefield: ["Grizzly Bears"] });
    g.cast("Prey Upon").targets("Hill Giant").targets("Grizzly Bears").autoPay().passAll();
    expect(g.permanents("Grizzly Bears")).toEqual([]);
    expect(g.permanent("Hill Giant").damage).toBe(2);
    expect(g.eventsOf("damageDealt").every((e) => !e.combat)).toBe(true);
  });

  it("701.14b: if one creature is an illegal target as it resolves, neither deals damage", () => {
    const g = duel({ hand: ["Prey Upon"], battlefield: ["Forest", "Hill Giant"] }, { hand: ["Shock"], battlefield: ["Mountain", "Grizzly Bears"] });
    g.cast("Prey Upon").targets("Hill Giant").targets("Grizzly Bears").autoPay();
    g.pass();
    g.castAndPay("Shock", "Grizzly Bears").passAll();
    expect(g.permanents("Grizzly Bears")).toEqual([]);
    g.passAll();
    expect(g.permanent("Hill Giant").damage).toBe(0);
  });
});

describe("Sporemound", () => {
  it("207.2c: landfall — a land entering under its controller's control creates a 1/1 green Saproling; an opponent's land doesn't", () => {
    const g = duel({ hand: ["Forest"], battlefield: ["Sporemound"] }, { hand: ["Island"] });
    g.playLand("Forest");
    resolveStack(g);
    expect(g.permanents("Saproling Token", "Ana")).toHaveLength(1);
    untilTurn(g, 4);
    g.passUntil("precombatMain", 4);
    g.answer({ kind: "playLand", card: g.handCard("Island", "Ben") });
    expect(g.state.stack).toEqual([]);
    expect(g.permanents("Saproling Token")).toHaveLength(1);
  });
});

describe("Unholy Hunger", () => {
  it("207.2c: spell mastery — with two or more instant and/or sorcery cards in its controller's graveyard, they also gain 2 life", () => {
    const board = ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp"];
    const g = duel({ hand: ["Unholy Hunger"], battlefield: board, graveyard: ["Shock", "Mind Sculpt"] }, { battlefield: ["Grizzly Bears"] });
    g.castAndPay("Unholy Hunger", "Grizzly Bears").passAll();
    expect(g.permanents("Grizzly Bears")).toEqual([]);
    expect(g.life("Ana")).toBe(22);

    const one = duel({ hand: ["Unholy Hunger"], battlefield: board, graveyard: ["Shock", "Hill Giant"] }, { battlefield: ["Grizzly Bears"] });
    one.castAndPay("Unholy Hunger", "Grizzly Bears").passAll();
    expect(one.permanents("Grizzly Bears")).toEqual([]);
    expect(one.life("Ana")).toBe(20);
  });
});
