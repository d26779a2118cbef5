// 732.1: "If a player takes an illegal action or starts to take an action but can't legally complete it, the
// entire action is reversed and any payments already made are canceled. … If the action was casting a spell,
// the spell returns to the zone it came from." For each step of 601.2a–h, an action that fails or is cancelled
// there leaves the game exactly as it was before the proposal (compared as JSON), and 732.2: the player who
// had priority retains it.

import { describe, expect, it } from "vitest";
import { duel, filler, scenario, type Scenario, type Side } from "../support/scenario.ts";
import { testEngine } from "../support/test-cards.ts";

/** Remembers the game as it is now; `unchanged()` then checks the game is exactly that again. */
function snapshot(g: Scenario): { unchanged(): void } {
  const before = g.stateJson();
  return {
    unchanged() {
      expect(g.stateJson()).toBe(before);
    },
  };
}

function lastReversal(g: Scenario) {
  return g.eventsOf("castReversed").at(-1);
}

describe("732.1 reversing at 601.2a (the card moved to the stack)", () => {
  it("601.2a, 732.1: cancelled right after the proposal, Lightning Bolt returns to the hand with its old identity, and Ana still has priority (732.2)", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] });
    const id = g.handCard("Lightning Bolt");
    const s = snapshot(g);
    g.cast("Lightning Bolt");
    expect(g.handNames("Ana")).toEqual([]);
    g.cancel();
    s.unchanged();
    expect(g.handCard("Lightning Bolt")).toBe(id);
    g.expectPrompt("priority", "Ana");
    expect(lastReversal(g)).toMatchObject({ player: 0, name: "Lightning Bolt", ability: false, rule: "601.2" });
  });

  it("601.2a, 732.1: 'the spell returns to the zone it came from' — Think Twice cast with flashback goes back to the graveyard", () => {
    const g = duel({ graveyard: ["Think Twice"], battlefield: ["Island", "Island", "Island"] });
    const s = snapshot(g);
    g.answer({ kind: "cast", card: g.state.players[0]!.graveyard[0]!.id });
    expect(g.graveyardNames("Ana")).toEqual([]);
    g.tapForMana("Island");
    g.cancel();
    s.unchanged();
    expect(g.graveyardNames("Ana")).toEqual(["Think Twice"]);
    expect(g.state.exile).toEqual([]);
  });
});

describe("732.1 reversing at 601.2b (announcements)", () => {
  it("601.2b: cancelled at the choice of modes (Cryptic Command)", () => {
    const g = duel({ hand: ["Cryptic Command"], battlefield: ["Island", "Island", "Island", "Island"] });
    const s = snapshot(g);
    g.cast("Cryptic Command");
    expect(g.expectPrompt("chooseModes").cancellable).toBe(true);
    g.cancel();
    s.unchanged();
  });

  it("601.2b: cancelled at the splice choice, or after splicing (Lava Spike with Glacial Ray): both cards are back in the hand", () => {
    const g = duel({ hand: ["Lava Spike", "Glacial Ray"], battlefield: ["Mountain", "Mountain", "Mountain"] });
    const s = snapshot(g);
    g.cast("Lava Spike");
    g.expectPrompt("chooseSplices");
    g.cancel();
    s.unchanged();
    g.cast("Lava Spike").answer({ kind: "cards", cards: [g.handCard("Glacial Ray")] });
    g.targets("Ben");
    g.expectPrompt("chooseTargets"); // Glacial Ray's target
    g.cancel();
    s.unchanged();
    expect(g.handNames("Ana")).toEqual(["Lava Spike", "Glacial Ray"]);
  });

  it("601.2b: cancelled at the choice of alternative and additional costs (Gush with Dream Halls, Burst Lightning's kicker)", () => {
    const g = duel({ hand: ["Gush", "Burst Lightning"], battlefield: ["Dream Halls", "Island", "Island"] });
    const s = snapshot(g);
    g.cast("Gush");
    g.expectPrompt("chooseCosts");
    g.cancel();
    s.unchanged();
    g.cast("Burst Lightning");
    g.expectPrompt("chooseCosts");
    g.cancel();
    s.unchanged();
  });

  it("601.2b: cancelled when announcing X (Stream of Life), or after announcing it", () => {
    const g = duel({ hand: ["Stream of Life"], battlefield: ["Forest", "Forest"] });
    const s = snapshot(g);
    g.cast("Stream of Life");
    g.expectPrompt("announceX");
    g.cancel();
    s.unchanged();
    g.cast("Stream of Life").announceX(1);
    g.expectPrompt("chooseTargets");
    g.cancel();
    s.unchanged();
  });

  it("601.2b: cancelled when announcing how hybrid or Phyrexian symbols will be paid (Dismember, Spectral Procession)", () => {
    const g = duel({ hand: ["Dismember", "Spectral Procession"], battlefield: ["Swamp", "Plains", "Plains", "Plains"] });
    const s = snapshot(g);
    g.cast("Dismember");
    g.expectPrompt("chooseManaSymbols");
    g.cancel();
    s.unchanged();
    g.cast("Spectral Procession");
    g.expectPrompt("chooseManaSymbols");
    g.cancel();
    s.unchanged();
  });

  it("601.6a: cancelled when choosing which opponent chooses the mode (three players)", () => {
    const setup = (p: Side) => ({ library: filler(), ...p });
    const g = scenario({
      turn: 3,
      players: [
        { name: "Ana", ...setup({ hand: ["Fatal Lore"], battlefield: ["Swamp", "Swamp", "Swamp", "Swamp"] }) },
        { name: "Ben", ...setup({}) },
        { name: "Cid", ...setup({}) },
      ],
    });
    const s = snapshot(g);
    g.cast("Fatal Lore");
    g.expectPrompt("chooseOpponent");
    g.cancel();
    s.unchanged();
  });

  it("700.2a, 601.2b: a modal spell none of whose modes can be chosen is reversed — Crush Contraband with nothing to exile", () => {
    const g = duel({ hand: ["Crush Contraband"], battlefield: ["Plains", "Plains", "Plains", "Plains"] }, { battlefield: ["Grizzly Bears"] });
    const s = snapshot(g);
    g.cast("Crush Contraband");
    s.unchanged();
    expect(lastReversal(g)).toMatchObject({ name: "Crush Contraband", rule: "700.2a" });
  });
});

describe("732.1 reversing at 601.2c (targets)", () => {
  it("601.2c: a spell with no legal target is reversed — Counterspell with an empty stack", () => {
    const g = duel({ hand: ["Counterspell"], battlefield: ["Island", "Island"] });
    const s = snapshot(g);
    g.cast("Counterspell");
    s.unchanged();
    expect(lastReversal(g)).toMatchObject({ name: "Counterspell", rule: "601.2c" });
    expect(lastReversal(g)!.reason).toContain("target spell");
  });

  it("601.2c: cancelled after some targets are chosen (Seeds of Strength, at its second 'target')", () => {
    const g = duel({ hand: ["Seeds of Strength"], battlefield: ["Forest", "Plains", "Coral Eel"] });
    const s = snapshot(g);
    g.cast("Seeds of Strength").targets("Coral Eel");
    expect(g.expectPrompt("chooseTargets").requirement).toBe(1);
    g.cancel();
    s.unchanged();
  });
});

describe("732.1 reversing at 601.2d (division)", () => {
  it("601.2d: a division that can't be made (two targets, X = 1) reverses Rolling Thunder, X and targets included", () => {
    const g = duel({ hand: ["Rolling Thunder"], battlefield: ["Mountain", "Mountain", "Mountain"] }, { battlefield: ["Grizzly Bears"] });
    const s = snapshot(g);
    g.cast("Rolling Thunder").announceX(1).targets("Ben", "Grizzly Bears");
    s.unchanged();
    expect(lastReversal(g)).toMatchObject({ name: "Rolling Thunder", rule: "601.2d" });
  });

  it("601.2d: cancelled at the division prompt (Pyrotechnics)", () => {
    const g = duel({ hand: ["Pyrotechnics"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"] }, { battlefield: ["Grizzly Bears"] });
    const s = snapshot(g);
    g.cast("Pyrotechnics").targets("Ben", "Grizzly Bears");
    g.expectPrompt("divide");
    g.cancel();
    s.unchanged();
  });
});

describe("732.1 reversing at 601.2e (legality of the proposed spell)", () => {
  it("601.2e, 601.3a: Rolling Thunder with X = 2 under an opponent's Void Winnower — mana value 4 is even: reversed", () => {
    const g = duel(
      { hand: ["Rolling Thunder"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain"] },
      { battlefield: ["Void Winnower", "Grizzly Bears"] },
    );
    const s = snapshot(g);
    g.cast("Rolling Thunder").announceX(2).targets("Ben", "Grizzly Bears").divide(1, 1);
    s.unchanged();
    expect(lastReversal(g)).toMatchObject({ name: "Rolling Thunder", rule: "601.2e" });
    expect(lastReversal(g)!.reason).toContain("Void Winnower");
  });
});

describe("732.1 reversing at 601.2f (total cost)", () => {
  // No card here reduces a cost by a hybrid symbol, so the chooseReduction prompt (118.7e) can't be reached.
  it("118.6, 202.1b: Evermind has no mana cost — it may be proposed, but its unpayable cost reverses the cast", () => {
    const g = duel({ hand: ["Evermind"], battlefield: ["Island", "Island"] });
    expect(g.expectPrompt("priority").actions).toContainEqual({
      kind: "cast",
      card: g.handCard("Evermind"),
      from: "hand",
      affordable: false,
      hasTargets: true,
    });
    const s = snapshot(g);
    g.cast("Evermind");
    s.unchanged();
    expect(lastReversal(g)).toMatchObject({ name: "Evermind", rule: "118.6" });
  });

  it("118.6a: 'If an unpayable cost is increased by an effect … the cost is still unpayable' — Evermind under Sphere of Resistance is reversed too", () => {
    const g = duel({ hand: ["Evermind"], battlefield: ["Sphere of Resistance", "Island", "Island"] });
    const s = snapshot(g);
    g.cast("Evermind");
    s.unchanged();
    expect(lastReversal(g)).toMatchObject({ rule: "118.6" });
  });

  it("118.6a: 'If an alternative cost is applied to an unpayable cost … the alternative cost may be paid' — Evermind through Dream Halls", () => {
    const g = duel({ hand: ["Evermind", "Coral Eel"], battlefield: ["Dream Halls"], library: ["Forest", ...filler()] });
    g.cast("Evermind");
    // Its mana cost can't be chosen (it has none), so Dream Halls' cost is the only way, and no cost prompt is needed.
    const pay = g.expectPrompt("payCosts");
    expect(pay.parts.map((p) => p.text)).toEqual(["discard a card that shares a color with that spell"]);
    // 601.2g: this total cost includes no mana payment at all.
    expect(pay.mana).toBeNull();
    g.payPart("discard", "Coral Eel");
    g.passAll();
    expect(g.handNames("Ana")).toEqual(["Forest"]);
  });

  it("601.2f: cancelled once the total cost is determined (Lightning Bolt under Helm of Awakening and Trinisphere)", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Helm of Awakening", "Trinisphere", "Mountain", "Mountain", "Mountain"] });
    const s = snapshot(g);
    g.cast("Lightning Bolt").targets("Ben");
    expect(g.expectPrompt("payCosts").mana).toMatchObject({ R: 1, generic: 2 });
    g.cancel();
    s.unchanged();
  });
});

describe("732.1 reversing at 601.2g (mana abilities)", () => {
  it("601.2g, 732.1: cancelled after mana abilities were activated — lands and Birds untap, the sacrificed Lotus Petal returns, the pool is empty", () => {
    const g = duel({ hand: ["Hill Giant"], battlefield: ["Mountain", "Birds of Paradise", "Lotus Petal", "Forest"] });
    const s = snapshot(g);
    g.cast("Hill Giant");
    g.tapForMana("Mountain").tapForMana("Birds of Paradise", "R").tapForMana("Lotus Petal", "G");
    expect(g.permanents("Lotus Petal")).toHaveLength(0);
    expect(g.expectPrompt("payCosts").pool).toMatchObject({ R: 2, G: 1 });
    g.cancel();
    s.unchanged();
    expect(g.permanents("Lotus Petal")).toHaveLength(1);
    expect(g.state.players[0]!.manaPool).toMatchObject({ R: 0, G: 0 });
  });

  it("601.2g, 601.2h: when the mana abilities activated can't pay the cost and none is left, the cast is reversed with them", () => {
    const g = duel({ hand: ["Hill Giant"], battlefield: ["Mountain", "Lotus Petal"] });
    const s = snapshot(g);
    g.cast("Hill Giant").tapForMana("Mountain").tapForMana("Lotus Petal", "R");
    s.unchanged();
    expect(lastReversal(g)).toMatchObject({ name: "Hill Giant", rule: "601.2h" });
  });

  it("732.1: mana added before the proposal stays in the pool — only what was done while casting is undone", () => {
    const g = duel({ hand: ["Hill Giant"], battlefield: ["Mountain", "Mountain", "Mountain", "Forest"] });
    g.tapForMana("Mountain");
    const s = snapshot(g);
    g.cast("Hill Giant").tapForMana("Mountain");
    g.cancel();
    s.unchanged();
    expect(g.state.players[0]!.manaPool.R).toBe(1);
  });
});

describe("732.1 reversing at 601.2h (payment): 'any payments already made are canceled'", () => {
  it("601.2h: life paid for Phyrexian symbols is given back when the cast is cancelled (Dismember)", () => {
    const g = duel({ hand: ["Dismember"], battlefield: ["Swamp"] }, { battlefield: ["Hill Giant"] });
    const s = snapshot(g);
    g.cast("Dismember").symbols("life", "life").targets("Hill Giant");
    // 601.2g: the Swamp's mana first (no mana ability may be activated once a part is paid), then the life.
    g.tapForMana("Swamp").payPart("pay 4 life");
    expect(g.life("Ana")).toBe(16);
    g.cancel();
    s.unchanged();
    expect(g.life("Ana")).toBe(20);
  });

  it("601.2h: a creature sacrificed as a cost returns when the cast is cancelled (Altar's Reap)", () => {
    const g = duel({ hand: ["Altar's Reap"], battlefield: ["Swamp", "Swamp", "Grizzly Bears"] });
    const bears = g.permanent("Grizzly Bears").id;
    const s = snapshot(g);
    g.cast("Altar's Reap").tapForMana("Swamp").tapForMana("Swamp").payPart("sacrifice a creature", "Grizzly Bears");
    expect(g.graveyardNames("Ana")).toEqual(["Grizzly Bears"]);
    g.cancel();
    s.unchanged();
    expect(g.permanent("Grizzly Bears").id).toBe(bears);
  });

  it("601.2h: a card discarded as a cost returns to the hand (Thrill of Possibility)", () => {
    const g = duel({ hand: ["Thrill of Possibility", "Hill Giant"], battlefield: ["Mountain", "Mountain"] });
    const s = snapshot(g);
    g.cast("Thrill of Possibility").tapForMana("Mountain").tapForMana("Mountain").payPart("discard a card", "Hill Giant");
    expect(g.graveyardNames("Ana")).toEqual(["Hill Giant"]);
    g.cancel();
    s.unchanged();
  });

  it("601.2h: Islands returned to the hand by Gush's alternative cost come back onto the battlefield (untapped as they were, same objects)", () => {
    // Sphere of Resistance adds {1}, so a part of the cost is still unpaid after the Islands return.
    const g = duel({ hand: ["Gush"], battlefield: ["Island", { card: "Island", tapped: true }, "Mountain", "Sphere of Resistance"] });
    const s = snapshot(g);
    g.cast("Gush").chooseCosts("gush").tapForMana("Mountain").payPart("return two Islands", "Island", "Island");
    expect(g.handNames("Ana")).toEqual(["Island", "Island"]);
    g.cancel();
    s.unchanged();
    expect(g.permanents("Island").map((i) => i.tapped)).toEqual([false, true]);
  });

  it("601.2h: Force of Will's exiled blue card and paid life come back when the cast is cancelled", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { hand: ["Force of Will", "Counterspell"] });
    g.castAndPay("Lightning Bolt", "Ben").pass();
    const s = snapshot(g);
    g.cast("Force of Will").chooseCosts("force-of-will").targets("Lightning Bolt");
    // Paying both parts completes the cast, so each is undone separately, cancelling before the other is paid.
    g.payPart("pay 1 life");
    expect(g.life("Ben")).toBe(19);
    g.cancel();
    s.unchanged();
    g.expectPrompt("priority", "Ben");
    g.cast("Force of Will").chooseCosts("force-of-will").targets("Lightning Bolt");
    g.payPart("exile a blue card", "Counterspell");
    expect(g.state.exile.map((c) => c.card)).toEqual(["Counterspell"]);
    g.cancel();
    s.unchanged();
  });

  it("601.2h, 118.3: Force of Will's alternative cost with no other blue card in hand can't be paid — reversed", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { hand: ["Force of Will", "Hill Giant"] });
    g.castAndPay("Lightning Bolt", "Ben").pass();
    const s = snapshot(g);
    g.cast("Force of Will").chooseCosts("force-of-will").targets("Lightning Bolt");
    s.unchanged();
    expect(lastReversal(g)).toMatchObject({ player: 1, name: "Force of Will", rule: "601.2h" });
    expect(lastReversal(g)!.reason).toContain("exile a blue card from your hand");
    g.expectPrompt("priority", "Ben");
  });

  it("601.2h: a part made unpayable by paying another (sacrificing the mana creature before using it) reverses everything already paid", () => {
    const g = duel({ hand: ["Altar's Reap"], battlefield: ["Swamp", "Llanowar Elves"] });
    const s = snapshot(g);
    g.cast("Altar's Reap").tapForMana("Swamp");
    // 601.2g: no mana ability may be activated once a part is paid; {1}{B} can't be paid with {B}.
    g.payPart("sacrifice a creature", "Llanowar Elves");
    s.unchanged();
    expect(lastReversal(g)).toMatchObject({ name: "Altar's Reap", rule: "601.2h" });
    expect(g.permanents("Llanowar Elves")).toHaveLength(1);
  });

  it("601.2h: cancelled after the mana is paid — the mana is unspent and the Swamp untapped again", () => {
    const g = duel({ hand: ["Bone Splinters"], battlefield: ["Swamp", "Grizzly Bears"] }, { battlefield: ["Hill Giant"] });
    const s = snapshot(g);
    g.cast("Bone Splinters").targets("Hill Giant").tapForMana("Swamp").pay();
    expect(g.expectPrompt("payCosts").mana).toBeNull();
    g.cancel();
    s.unchanged();
  });
});

describe("732.1 reversing an activated ability (602.2b: the same steps as casting)", () => {
  it("602.2, 732.1: Prodigal Sorcerer cancelled at its target — nothing was tapped, the ability is gone", () => {
    const g = duel({ battlefield: ["Prodigal Sorcerer"] });
    const s = snapshot(g);
    g.activate("Prodigal Sorcerer");
    expect(g.stackNames()).toEqual(["Prodigal Sorcerer"]);
    g.cancel();
    s.unchanged();
    expect(lastReversal(g)).toMatchObject({ name: "Prodigal Sorcerer's ability", ability: true, rule: "601.2" });
  });

  it("602.2, 732.1: an ability cancelled after its {T} cost was paid (the 602.1a example's '{2}, {T}') — its source is untapped again", () => {
    const g = scenario({ turn: 3, players: [{ name: "Ana", battlefield: ["Test Cost Example", "Island", "Island"] }, { name: "Ben" }] }, testEngine);
    const s = snapshot(g);
    g.activate("Test Cost Example").tapForMana("Island").tapForMana("Island").payPart("{T}");
    expect(g.permanent("Test Cost Example").tapped).toBe(true);
    g.cancel();
    s.unchanged();
    expect(g.permanent("Test Cost Example").tapped).toBe(false);
  });

  it("602.2, 118.3: a cost that is only a counter removed (Triskelion) or the source sacrificed (Benevolent Bodyguard) completes the activation when paid; cancelling before that changes nothing", () => {
    const g = duel({ battlefield: [{ card: "Triskelion", counters: { "+1/+1": 3 } }, "Benevolent Bodyguard", "Grizzly Bears"] });
    const s = snapshot(g);
    g.activate("Triskelion").targets("Ben");
    expect(g.expectPrompt("payCosts").mana).toBeNull();
    g.cancel();
    s.unchanged();
    g.activate("Triskelion").targets("Ben").payPart("remove");
    expect(g.permanent("Triskelion").counters["+1/+1"]).toBe(2);
    expect(g.state.stack[0]).toMatchObject({ kind: "ability", ready: true });
    g.expectPrompt("priority", "Ana");
  });

  it("602.5b, 732.1: a reversed activation of a once-per-turn ability doesn't count — Rootwalla can still be activated", () => {
    const g = duel({ battlefield: ["Rootwalla", "Forest", "Forest"] });
    const s = snapshot(g);
    g.activate("Rootwalla").tapForMana("Forest");
    g.cancel();
    s.unchanged();
    expect(g.state.activationsThisTurn).toEqual({});
    g.activate("Rootwalla").autoPay().passAll();
    expect(g.state.effects.filter((e) => e.kind === "characteristics" && e.modifications[0]?.kind === "modifyPowerToughness")).toHaveLength(1);
  });
});

describe("732.1: what reversal reports", () => {
  it("732.1: the castReversed event carries the rule, the stack object's removal says 'reversed', and the log line says the cast is reversed", () => {
    const g = duel({ hand: ["Counterspell", "Lightning Bolt"], battlefield: ["Island", "Island", "Mountain"] });
    g.cast("Lightning Bolt").cancel();
    g.cast("Counterspell");
    expect(g.eventsOf("castReversed")).toEqual([
      { type: "castReversed", player: 0, name: "Lightning Bolt", ability: false, reason: "cancelled by the player", rule: "601.2" },
      expect.objectContaining({ type: "castReversed", player: 0, name: "Counterspell", ability: false, rule: "601.2c" }),
    ]);
    expect(g.eventsOf("stackRemoved").map((e) => [e.name, e.reason, e.rule])).toEqual([
      ["Lightning Bolt", "reversed", "601.2"],
      ["Counterspell", "reversed", "601.2c"],
    ]);
    const lines = g.log().filter((l) => l.includes("reversed"));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Casting Lightning Bolt is reversed: cancelled by the player.*601\.2.*732\.1/);
    expect(lines[1]).toMatch(/^Casting Counterspell is reversed: .*601\.2c/);
  });

  it("732.1: an activation's reversal is logged as 'Activating … is reversed'", () => {
    const g = duel({ battlefield: ["Prodigal Sorcerer"] });
    g.activate("Prodigal Sorcerer").cancel();
    expect(g.log().filter((l) => l.includes("reversed"))).toEqual([
      expect.stringMatching(/^Activating Prodigal Sorcerer's ability is reversed: cancelled by the player/),
    ]);
  });

  it("732.1: 'No abilities trigger … as a result of an undone action' — a cancelled cast doesn't trigger Hesitation or Chalice", () => {
    const g = duel(
      { hand: ["Lightning Bolt"], battlefield: ["Mountain"] },
      { battlefield: ["Hesitation", { card: "Chalice of the Void", counters: { charge: 1 } }] },
    );
    const s = snapshot(g);
    g.cast("Lightning Bolt").targets("Ben").tapForMana("Mountain").cancel();
    s.unchanged();
    expect(g.eventsOf("spellCast")).toEqual([]);
    expect(g.state.pendingTriggers).toEqual([]);
  });
});
