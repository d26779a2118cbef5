// What makes each card of the mechanics set special (counters, alternative and additional costs, splice,
// Phyrexian and hybrid mana, mana abilities, equipment, once-per-turn abilities, counters, modes, hexproof,
// shroud, protection, tokens): one describe per card name.

import { describe, expect, it } from "vitest";
import { spellFacts } from "../../server/engine/layers/characteristics.ts";
import type { ManaAmounts } from "../../shared/mana.ts";
import { duel, type Scenario } from "../support/scenario.ts";

type Game = Scenario;

function pool(g: Game, who: string): ManaAmounts {
  return g.state.players[g.playerId(who)]!.manaPool;
}

function mana(amounts: Partial<ManaAmounts>): ManaAmounts {
  return { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0, ...amounts };
}

/** The id of the spell with this name on the stack. */
function spellId(g: Game, name: string): number {
  const s = g.state.stack.find((o) => o.kind === "spell" && o.card === name);
  if (!s) throw new Error(`${name} is not on the stack`);
  return s.id;
}

function castFromGraveyard(g: Game, name: string): void {
  const card = g.state.players[g.prompt.player]!.graveyard.find((c) => c.card === name);
  if (!card) throw new Error(`${name} is not in the graveyard`);
  g.answer({ kind: "cast", card: card.id });
}

function exileNames(g: Game): string[] {
  return g.state.exile.map((c) => c.card);
}

function hasAction(g: Game, kind: string, source: number): boolean {
  return g.expectPrompt("priority").actions.some((a) => a.kind === kind && "source" in a && a.source === source);
}

// ---- Counters -------------------------------------------------------------------------------------------

describe("Counterspell", () => {
  it("701.6a: Counterspell counters target spell — it goes to its owner's graveyard and none of its effects happen", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { hand: ["Counterspell"], battlefield: ["Island", "Island"] });
    g.castAndPay("Lightning Bolt", "Ben").pass();
    g.cast("Counterspell");
    expect(g.targetOptionNames()).toEqual(["Lightning Bolt"]);
    g.targets("Lightning Bolt").autoPay();
    expect(g.stackNames()).toEqual(["Lightning Bolt", "Counterspell"]);
    g.passAll();
    expect(g.eventsOf("countered")).toMatchObject([{ name: "Lightning Bolt", rule: "701.6a" }]);
    expect(g.stackNames()).toEqual([]);
    expect(g.life("Ben")).toBe(20);
    expect(g.graveyardNames("Ana")).toEqual(["Lightning Bolt"]);
    expect(g.graveyardNames("Ben")).toEqual(["Counterspell"]);
  });

  it("115.5, 601.2c: with no other spell on the stack it has no legal target (it can't target itself) and the cast is reversed", () => {
    const g = duel({ hand: ["Counterspell"], battlefield: ["Island", "Island"] });
    const before = g.stateJson();
    g.cast("Counterspell");
    expect(g.stateJson()).toBe(before);
    expect(g.eventsOf("castReversed")).toMatchObject([{ name: "Counterspell", rule: "601.2c" }]);
  });
});

describe("Mana Leak", () => {
  it("118.12a, 608.2g: the countered spell's controller is asked, taps lands during the resolution and pays {3}: the spell isn't countered", () => {
    const g = duel(
      { hand: ["Lightning Bolt"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain"] },
      { hand: ["Mana Leak"], battlefield: ["Island", "Island"] },
    );
    g.castAndPay("Lightning Bolt", "Ben").pass();
    g.castAndPay("Mana Leak", "Lightning Bolt").passAll();
    const offer = g.expectPrompt("payUnless", "Ana");
    expect(offer.mana).toMatchObject({ generic: 3 });
    expect(offer.canPay).toBe(false); // nothing in the pool yet…
    expect(offer.autoPay).toBe(true); // …but three untapped Mountains can pay
    expect(offer.manaAbilities).toHaveLength(3);
    // 608.2g: mana abilities are activated before paying.
    g.tapForMana("Mountain").tapForMana("Mountain").tapForMana("Mountain");
    expect(g.expectPrompt("payUnless", "Ana").pool).toMatchObject({ R: 3 });
    g.answer({ kind: "pay" });
    expect(g.eventsOf("paymentOffered")).toMatchObject([{ player: 0, paid: true }]);
    expect(pool(g, "Ana").R).toBe(0);
    expect(g.stackNames()).toEqual(["Lightning Bolt"]);
    expect(g.graveyardNames("Ben")).toEqual(["Mana Leak"]);
    g.passAll();
    expect(g.life("Ben")).toBe(17);
  });

  it("118.12a: if the controller declines (even able to pay), the spell is countered", () => {
    const g = duel(
      { hand: ["Lightning Bolt"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain"] },
      { hand: ["Mana Leak"], battlefield: ["Island", "Island"] },
    );
    g.castAndPay("Lightning Bolt", "Ben").pass();
    g.castAndPay("Mana Leak", "Lightning Bolt").passAll();
    g.expectPrompt("payUnless", "Ana");
    g.answer({ kind: "decline" });
    expect(g.eventsOf("paymentOffered")).toMatchObject([{ player: 0, paid: false }]);
    expect(g.eventsOf("countered")).toMatchObject([{ name: "Lightning Bolt", rule: "701.6a" }]);
    expect(g.graveyardNames("Ana")).toEqual(["Lightning Bolt"]);
    expect(g.life("Ben")).toBe(20);
    // The lands Ana didn't tap stay untapped.
    expect(g.permanents("Mountain").filter((m) => !m.tapped)).toHaveLength(3);
  });

  it("118.3: with too little mana the controller can't pay — 'autoPay' and 'pay' are refused, and declining counters the spell", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain", "Mountain", "Mountain"] }, { hand: ["Mana Leak"], battlefield: ["Island", "Island"] });
    g.castAndPay("Lightning Bolt", "Ben").pass();
    g.castAndPay("Mana Leak", "Lightning Bolt").passAll();
    expect(g.expectPrompt("payUnless", "Ana")).toMatchObject({ canPay: false, autoPay: false });
    expect(g.refuseAnswer({ kind: "autoPay" }).rule).toBe("118.12a");
    g.tapForMana("Mountain").tapForMana("Mountain");
    expect(g.refuseAnswer({ kind: "pay" }).code).toBe("ILLEGAL_CHOICE");
    g.answer({ kind: "decline" });
    expect(g.graveyardNames("Ana")).toEqual(["Lightning Bolt"]);
  });
});

describe("Daze", () => {
  it("118.9: Daze's alternative cost returns an Island (even a tapped one) to its owner's hand instead of paying {1}{U}", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain", "Island"] }, { hand: ["Daze"], battlefield: [{ card: "Island", tapped: true }] });
    g.castAndPay("Lightning Bolt", "Ben").pass();
    g.cast("Daze");
    expect(g.expectPrompt("chooseCosts").alternatives.map((a) => a.id)).toEqual(["mana", "daze"]);
    g.chooseCosts("daze").targets("Lightning Bolt");
    const pay = g.expectPrompt("payCosts");
    // 601.2g: no mana payment in this total cost.
    expect(pay.mana).toBeNull();
    // Only Ben's own Island (the tapped one), not Ana's.
    const part = pay.parts[0]!;
    expect(pay.parts).toHaveLength(1);
    expect(part.options).toEqual([g.permanent("Island", "Ben").id]);
    g.payPart("return an Island", "Island");
    expect(g.handNames("Ben")).toEqual(["Island"]);
    expect(g.permanents("Island", "Ben")).toEqual([]);
    expect(g.permanents("Island", "Ana")).toHaveLength(1);
    expect(g.eventsOf("costsAnnounced")).toMatchObject([{ name: "Daze", alternative: "return an Island you control to its owner's hand" }]);
    expect(g.stackNames()).toEqual(["Lightning Bolt", "Daze"]);
  });

  it("118.12a: Daze counters unless the spell's controller pays {1} — Ana pays with her second Mountain and the Bolt resolves", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain", "Mountain"] }, { hand: ["Daze"], battlefield: ["Island"] });
    g.castAndPay("Lightning Bolt", "Ben").pass();
    g.cast("Daze").chooseCosts("daze").targets("Lightning Bolt").payPart("return an Island", "Island");
    g.passAll();
    expect(g.expectPrompt("payUnless", "Ana").mana).toMatchObject({ generic: 1 });
    g.answer({ kind: "autoPay" });
    expect(g.permanents("Mountain").every((m) => m.tapped)).toBe(true);
    g.passAll();
    expect(g.life("Ben")).toBe(17);
  });

  it("118.12a: Ana has no untapped land left, so she can't pay {1} and the Bolt is countered", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { hand: ["Daze"], battlefield: ["Island"] });
    g.castAndPay("Lightning Bolt", "Ben").pass();
    g.cast("Daze").chooseCosts("daze").targets("Lightning Bolt").payPart("return an Island", "Island");
    g.passAll();
    expect(g.expectPrompt("payUnless", "Ana")).toMatchObject({ canPay: false, autoPay: false });
    g.answer({ kind: "decline" });
    expect(g.eventsOf("countered")).toMatchObject([{ name: "Lightning Bolt" }]);
    expect(g.life("Ben")).toBe(20);
  });

  it("601.2h: with no Island to return, the alternative cost can't be paid and the cast is reversed", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { hand: ["Daze"], battlefield: ["Plains"] });
    g.castAndPay("Lightning Bolt", "Ben").pass();
    const before = g.stateJson();
    g.cast("Daze").chooseCosts("daze").targets("Lightning Bolt");
    expect(g.stateJson()).toBe(before);
    expect(g.eventsOf("castReversed")).toMatchObject([{ name: "Daze", rule: "601.2h" }]);
  });
});

describe("Remand", () => {
  it("701.6a, 608.2c, 400.7: Remand counters the spell and puts it into its owner's hand instead of the graveyard, as a new object; its caster draws a card", () => {
    const g = duel(
      { hand: ["Lightning Bolt"], battlefield: ["Mountain"] },
      { hand: ["Remand"], battlefield: ["Island", "Island"], library: ["Coral Eel", "Plains", "Plains"] },
    );
    g.castAndPay("Lightning Bolt", "Ben").pass();
    const boltOnStack = spellId(g, "Lightning Bolt");
    g.castAndPay("Remand", "Lightning Bolt").passAll();
    expect(g.stackNames()).toEqual([]);
    expect(g.handNames("Ana")).toEqual(["Lightning Bolt"]);
    const inHand = g.state.players[0]!.hand[0]!.id;
    expect(inHand).not.toBe(boltOnStack);
    expect(g.eventsOf("zoneChanged").find((e) => e.name === "Lightning Bolt")).toMatchObject({
      from: "stack",
      to: "hand",
      oldId: boltOnStack,
      newId: inHand,
      owner: 0,
    });
    // Countered (it never resolves: "whenever a spell is countered" would see it), then put into the hand.
    expect(g.eventsOf("countered")).toEqual([expect.objectContaining({ object: boltOnStack, name: "Lightning Bolt", rule: "608.2c" })]);
    expect(g.eventsOf("stackRemoved").map((e) => [e.name, e.reason])).toEqual([
      ["Lightning Bolt", "countered"],
      ["Remand", "resolved"],
    ]);
    expect(g.handNames("Ben")).toEqual(["Coral Eel"]);
    expect(g.graveyardNames("Ben")).toEqual(["Remand"]);
    expect(g.life("Ben")).toBe(20);
    // The mana spent on the Bolt is gone: the Mountain stays tapped.
    expect(g.permanent("Mountain").tapped).toBe(true);
  });

  it("702.34a: a spell cast with flashback that Remand counters is exiled instead of going to its owner's hand", () => {
    const g = duel({ graveyard: ["Think Twice"], battlefield: ["Island", "Island", "Island"] }, { hand: ["Remand"], battlefield: ["Island", "Island"] });
    castFromGraveyard(g, "Think Twice");
    g.autoPay().pass();
    g.castAndPay("Remand", "Think Twice").passAll();
    expect(g.handNames("Ana")).toEqual([]);
    expect(exileNames(g)).toEqual(["Think Twice"]);
  });
});

describe("Think Twice", () => {
  it("702.34a: cast from hand it draws and goes to the graveyard; then flashback {2}{U} casts it from the graveyard, and it is exiled", () => {
    const g = duel({ hand: ["Think Twice"], battlefield: ["Island", "Island", "Island", "Island", "Island"], library: ["Coral Eel", "Hill Giant", "Plains"] });
    g.castAndPay("Think Twice").passAll();
    expect(g.handNames("Ana")).toEqual(["Coral Eel"]);
    expect(g.graveyardNames("Ana")).toEqual(["Think Twice"]);
    const flashback = g.expectPrompt("priority").actions.find((a) => a.kind === "cast" && a.from === "graveyard");
    expect(flashback).toMatchObject({ from: "graveyard", card: g.state.players[0]!.graveyard[0]!.id, affordable: true });
    castFromGraveyard(g, "Think Twice");
    // From the graveyard the flashback cost is the only way to pay: no cost choice, and it costs {2}{U}.
    expect(g.expectPrompt("payCosts").mana).toMatchObject({ U: 1, generic: 2 });
    g.autoPay();
    expect(g.eventsOf("stackPushed").at(-1)).toMatchObject({ name: "Think Twice", from: "graveyard" });
    g.passAll();
    expect(g.handNames("Ana")).toEqual(["Coral Eel", "Hill Giant"]);
    expect(g.graveyardNames("Ana")).toEqual([]);
    expect(exileNames(g)).toEqual(["Think Twice"]);
    expect(g.eventsOf("zoneChanged").at(-1)).toMatchObject({ name: "Think Twice", from: "stack", to: "exile", rule: "702.34a" });
  });

  it("702.34a: a flashed-back Think Twice that is countered is exiled too, not put into the graveyard", () => {
    const g = duel({ graveyard: ["Think Twice"], battlefield: ["Island", "Island", "Island"] }, { hand: ["Counterspell"], battlefield: ["Island", "Island"] });
    castFromGraveyard(g, "Think Twice");
    g.autoPay().pass();
    g.castAndPay("Counterspell", "Think Twice").passAll();
    expect(g.eventsOf("countered")).toMatchObject([{ name: "Think Twice" }]);
    expect(g.graveyardNames("Ana")).toEqual([]);
    expect(exileNames(g)).toEqual(["Think Twice"]);
    expect(g.handNames("Ana")).toEqual([]);
  });

  it("702.34a: flashback can't be paid with too little mana — {1}{U} is not enough from the graveyard", () => {
    const g = duel({ graveyard: ["Think Twice"], battlefield: ["Island", "Island"] });
    expect(g.expectPrompt("priority").actions.find((a) => a.kind === "cast")).toMatchObject({ from: "graveyard", affordable: false });
    const before = g.stateJson();
    castFromGraveyard(g, "Think Twice");
    g.tapForMana("Island").tapForMana("Island");
    expect(g.stateJson()).toBe(before);
    expect(g.eventsOf("castReversed")).toMatchObject([{ name: "Think Twice", rule: "601.2h" }]);
  });
});

describe("Capsize", () => {
  it("702.27a: with buyback it costs {3} more and returns to its owner's hand as it resolves", () => {
    const g = duel({ hand: ["Capsize"], battlefield: ["Island", "Island", "Island", "Island", "Island", "Island"] }, { battlefield: ["Hill Giant"] });
    g.cast("Capsize");
    expect(g.expectPrompt("chooseCosts").optional).toMatchObject([{ id: "buyback", max: 1 }]);
    g.chooseCosts("mana", { buyback: 1 }).targets("Hill Giant");
    expect(g.expectPrompt("payCosts").mana).toMatchObject({ U: 2, generic: 4 });
    g.autoPay();
    expect(g.eventsOf("costsAnnounced")).toMatchObject([{ name: "Capsize", buyback: true }]);
    g.passAll();
    expect(g.handNames("Ben")).toEqual(["Hill Giant"]);
    expect(g.handNames("Ana")).toEqual(["Capsize"]);
    expect(g.graveyardNames("Ana")).toEqual([]);
    expect(g.eventsOf("zoneChanged").at(-1)).toMatchObject({ name: "Capsize", from: "stack", to: "hand" });
  });

  it("608.2n: without buyback it costs {1}{U}{U} and goes to the graveyard", () => {
    const g = duel({ hand: ["Capsize"], battlefield: ["Island", "Island", "Island"] }, { battlefield: ["Hill Giant"] });
    g.cast("Capsize").chooseCosts("mana").targets("Hill Giant");
    expect(g.expectPrompt("payCosts").mana).toMatchObject({ U: 2, generic: 1 });
    g.autoPay().passAll();
    expect(g.handNames("Ben")).toEqual(["Hill Giant"]);
    expect(g.graveyardNames("Ana")).toEqual(["Capsize"]);
    expect(g.handNames("Ana")).toEqual([]);
  });

  it("702.27a, 608.2b: a bought-back Capsize whose target is gone doesn't resolve, so it goes to the graveyard, not the hand", () => {
    const g = duel({ hand: ["Capsize"], battlefield: Array(6).fill("Island") }, { hand: ["Lightning Bolt"], battlefield: ["Mountain", "Llanowar Elves"] });
    g.cast("Capsize").chooseCosts("mana", { buyback: 1 }).targets("Llanowar Elves").autoPay().pass();
    g.castAndPay("Lightning Bolt", "Llanowar Elves").passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Lightning Bolt", "Llanowar Elves"]);
    g.passAll();
    expect(g.eventsOf("countered")).toMatchObject([{ name: "Capsize", rule: "608.2b" }]);
    expect(g.graveyardNames("Ana")).toEqual(["Capsize"]);
    expect(g.handNames("Ana")).toEqual([]);
  });

  it("702.27a: a bought-back Capsize that is countered goes to the graveyard", () => {
    const g = duel({ hand: ["Capsize"], battlefield: Array(6).fill("Island") }, { hand: ["Counterspell"], battlefield: ["Island", "Island", "Hill Giant"] });
    g.cast("Capsize").chooseCosts("mana", { buyback: 1 }).targets("Hill Giant").autoPay().pass();
    g.castAndPay("Counterspell", "Capsize").passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Capsize"]);
    expect(g.handNames("Ana")).toEqual([]);
    expect(g.permanents("Hill Giant")).toHaveLength(1);
  });

  it("702.27a: cast again and again with buyback — each time it comes back (a new object each time, 400.7)", () => {
    const g = duel({ hand: ["Capsize"], battlefield: Array(12).fill("Island") }, { battlefield: ["Hill Giant", "Grizzly Bears"] });
    const first = g.handCard("Capsize");
    g.cast("Capsize").chooseCosts("mana", { buyback: 1 }).targets("Hill Giant").autoPay().passAll();
    const second = g.handCard("Capsize");
    expect(second).not.toBe(first);
    g.cast("Capsize").chooseCosts("mana", { buyback: 1 }).targets("Grizzly Bears").autoPay().passAll();
    expect(g.handNames("Ben").sort()).toEqual(["Grizzly Bears", "Hill Giant"]);
    expect(g.handNames("Ana")).toEqual(["Capsize"]);
  });
});

// ---- Damage with kicker ---------------------------------------------------------------------------------

describe("Burst Lightning", () => {
  it("702.33d: unkicked it costs {R} and deals 2 damage", () => {
    const g = duel({ hand: ["Burst Lightning"], battlefield: ["Mountain"] });
    g.cast("Burst Lightning");
    expect(g.expectPrompt("chooseCosts").optional).toMatchObject([{ id: "kicker", max: 1 }]);
    g.chooseCosts("mana").targets("Ben");
    expect(g.expectPrompt("payCosts").mana).toMatchObject({ R: 1, generic: 0 });
    g.autoPay().passAll();
    expect(g.life("Ben")).toBe(18);
  });

  it("702.33d: kicked it costs {4} more and deals 4 damage instead", () => {
    const g = duel({ hand: ["Burst Lightning"], battlefield: Array(5).fill("Mountain") }, { battlefield: ["Hill Giant"] });
    g.cast("Burst Lightning").chooseCosts("mana", { kicker: 1 }).targets("Ben");
    expect(g.expectPrompt("payCosts").mana).toMatchObject({ R: 1, generic: 4 });
    g.autoPay().passAll();
    expect(g.life("Ben")).toBe(16);
    expect(g.eventsOf("damageDealt")).toMatchObject([{ sourceName: "Burst Lightning", amount: 4 }]);
  });

  it("702.33a: kicker (not multikicker) can be paid only once", () => {
    const g = duel({ hand: ["Burst Lightning"], battlefield: Array(9).fill("Mountain") });
    g.cast("Burst Lightning");
    expect(g.refuseAnswer({ kind: "costs", alternative: "mana", optional: { kicker: 2 } }).code).toBe("ILLEGAL_CHOICE");
  });
});

describe("Bone Splinters", () => {
  it("118.8, 601.2h: sacrificing a creature is a mandatory additional cost, paid while casting — before the spell resolves", () => {
    const g = duel({ hand: ["Bone Splinters"], battlefield: ["Swamp", "Grizzly Bears"] }, { battlefield: ["Hill Giant"] });
    g.cast("Bone Splinters");
    // Nothing to choose about the cost: it is mandatory.
    g.targets("Hill Giant");
    const pay = g.expectPrompt("payCosts");
    expect(pay.mana).toMatchObject({ B: 1, generic: 0 });
    // Only Ana's own creatures can be sacrificed.
    expect(pay.parts.map((p) => [p.text, p.options.map((o) => g.nameOfObject(o))])).toEqual([["sacrifice a creature", ["Grizzly Bears"]]]);
    g.tapForMana("Swamp").payPart("sacrifice a creature", "Grizzly Bears").pay();
    expect(g.graveyardNames("Ana")).toEqual(["Grizzly Bears"]);
    expect(g.stackNames()).toEqual(["Bone Splinters"]);
    g.passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Hill Giant"]);
    expect(g.graveyardNames("Ana")).toEqual(["Grizzly Bears", "Bone Splinters"]);
  });

  it("601.2h: with no creature to sacrifice, its cost can't be paid and the cast is reversed", () => {
    const g = duel({ hand: ["Bone Splinters"], battlefield: ["Swamp"] }, { battlefield: ["Hill Giant"] });
    const before = g.stateJson();
    g.cast("Bone Splinters").targets("Hill Giant");
    expect(g.stateJson()).toBe(before);
    expect(g.eventsOf("castReversed")).toMatchObject([{ name: "Bone Splinters", rule: "601.2h" }]);
    expect(g.permanents("Hill Giant")).toHaveLength(1);
  });

  it("608.2b: sacrificing the creature it targets leaves it with no legal target, so it does nothing", () => {
    const g = duel({ hand: ["Bone Splinters"], battlefield: ["Swamp", "Grizzly Bears"] }, { battlefield: ["Hill Giant"] });
    g.cast("Bone Splinters").targets("Grizzly Bears");
    g.tapForMana("Swamp").payPart("sacrifice a creature", "Grizzly Bears").pay();
    g.passAll();
    expect(g.eventsOf("countered")).toMatchObject([{ name: "Bone Splinters", rule: "608.2b" }]);
    expect(g.permanents("Hill Giant")).toHaveLength(1);
  });
});

// ---- Splice onto Arcane -----------------------------------------------------------------------------------

describe("Lava Spike", () => {
  it("115.1: Lava Spike deals 3 damage to target player — creatures aren't legal targets", () => {
    const g = duel({ hand: ["Lava Spike"], battlefield: ["Mountain"] }, { battlefield: ["Grizzly Bears"] });
    g.cast("Lava Spike");
    expect(g.targetOptionNames().sort()).toEqual(["Ana", "Ben"]);
    g.targets("Ben").autoPay().passAll();
    expect(g.life("Ben")).toBe(17);
  });

  it("702.47a–c: Glacial Ray and Evermind both spliced onto it — splice costs added, both stay in hand, effects in order after Lava Spike's", () => {
    const g = duel(
      {
        hand: ["Lava Spike", "Glacial Ray", "Evermind"],
        battlefield: ["Mountain", "Mountain", "Island", "Island", "Island"],
        library: ["Coral Eel", "Plains"],
      },
      { battlefield: ["Grizzly Bears"] },
    );
    g.cast("Lava Spike");
    const splices = g.expectPrompt("chooseSplices");
    expect(splices.options.map((o) => g.nameOfObject(o)).sort()).toEqual(["Evermind", "Glacial Ray"]);
    g.answer({ kind: "cards", cards: [g.handCard("Glacial Ray"), g.handCard("Evermind")] });
    expect(g.eventsOf("spliced")).toMatchObject([{ name: "Lava Spike", cards: ["Glacial Ray", "Evermind"] }]);
    // Lava Spike's own target first, then Glacial Ray's.
    expect(g.expectPrompt("chooseTargets").text).toBe("target player or planeswalker");
    g.targets("Ben");
    expect(g.expectPrompt("chooseTargets").text).toBe("any target");
    g.targets("Grizzly Bears");
    // {R} + {1}{R} + {1}{U}.
    expect(g.expectPrompt("payCosts").mana).toMatchObject({ R: 2, U: 1, generic: 2 });
    g.autoPay();
    expect(g.handNames("Ana")).toEqual(["Glacial Ray", "Evermind"]);
    g.passAll();
    const damage = g.eventsOf("damageDealt");
    // 702.47c: the spliced text's damage is dealt by the spell on the stack, Lava Spike.
    expect(damage.map((e) => [e.sourceName, e.targetName, e.amount])).toEqual([
      ["Lava Spike", "Ben", 3],
      ["Lava Spike", "Grizzly Bears", 2],
    ]);
    const order = g.events.map((e) => e.type).filter((t) => t === "damageDealt" || t === "drew");
    expect(order).toEqual(["damageDealt", "damageDealt", "drew"]);
    expect(g.life("Ben")).toBe(17);
    expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears"]);
    expect(g.handNames("Ana")).toEqual(["Glacial Ray", "Evermind", "Coral Eel"]);
    expect(g.graveyardNames("Ana")).toEqual(["Lava Spike"]);
  });
});

describe("Glacial Ray", () => {
  it("702.47a: spliced onto Lava Spike, Glacial Ray's target is chosen and its {1}{R} paid; the card stays in hand", () => {
    const g = duel({ hand: ["Lava Spike", "Glacial Ray"], battlefield: ["Mountain", "Mountain", "Mountain"] }, { battlefield: ["Grizzly Bears"] });
    g.cast("Lava Spike");
    g.answer({ kind: "cards", cards: [g.handCard("Glacial Ray")] });
    g.targets("Ben");
    expect(g.targetOptionNames().sort()).toEqual(["Ana", "Ben", "Grizzly Bears"]);
    g.targets("Grizzly Bears");
    expect(g.expectPrompt("payCosts").mana).toMatchObject({ R: 2, generic: 1 });
    g.autoPay().passAll();
    expect(g.life("Ben")).toBe(17);
    expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears"]);
    expect(g.handNames("Ana")).toEqual(["Glacial Ray"]);
  });

  it("608.2b: if the spliced Glacial Ray's target is gone, Lava Spike still deals its damage; only the illegal target's part does nothing", () => {
    const g = duel(
      { hand: ["Lava Spike", "Glacial Ray"], battlefield: ["Mountain", "Mountain", "Mountain"] },
      { hand: ["Lightning Bolt"], battlefield: ["Mountain", "Grizzly Bears"] },
    );
    g.cast("Lava Spike");
    g.answer({ kind: "cards", cards: [g.handCard("Glacial Ray")] });
    g.targets("Ben").targets("Grizzly Bears").autoPay().pass();
    g.castAndPay("Lightning Bolt", "Grizzly Bears").passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Lightning Bolt", "Grizzly Bears"]);
    g.passAll();
    expect(g.eventsOf("countered")).toEqual([]);
    expect(g.life("Ben")).toBe(17);
    expect(g.eventsOf("damageDealt").map((e) => [e.sourceName, e.targetName, e.amount])).toEqual([
      ["Lightning Bolt", "Grizzly Bears", 3],
      ["Lava Spike", "Ben", 3],
    ]);
  });

  it("702.47a: splicing is optional — choosing no card casts Lava Spike alone for {R}", () => {
    const g = duel({ hand: ["Lava Spike", "Glacial Ray"], battlefield: ["Mountain", "Mountain", "Mountain"] });
    g.cast("Lava Spike");
    g.answer({ kind: "cards", cards: [] });
    g.targets("Ben");
    expect(g.expectPrompt("payCosts").mana).toMatchObject({ R: 1, generic: 0 });
    g.autoPay().passAll();
    expect(g.life("Ben")).toBe(17);
  });

  it("702.47a: it splices only onto Arcane spells — casting Lightning Bolt offers no splice", () => {
    const g = duel({ hand: ["Lightning Bolt", "Glacial Ray"], battlefield: ["Mountain", "Mountain", "Mountain"] });
    g.cast("Lightning Bolt");
    g.expectPrompt("chooseTargets");
  });

  // That the same card can't be spliced twice (702.47b) is tested with the rule, in test/engine/702-keywords.test.ts.
  it("304.1, 115.4: Glacial Ray cast on its own is an instant dealing 2 damage to any target", () => {
    const g = duel({ hand: ["Glacial Ray"], battlefield: ["Mountain", "Mountain"] });
    g.castAndPay("Glacial Ray", "Ben").passAll();
    expect(g.life("Ben")).toBe(18);
    expect(g.graveyardNames("Ana")).toEqual(["Glacial Ray"]);
  });
});

describe("Evermind", () => {
  it("118.6: with no mana cost, proposing to cast it is legal but paying is not — the cast is reversed", () => {
    const g = duel({ hand: ["Evermind"], battlefield: ["Island", "Island", "Island"] });
    const action = g.expectPrompt("priority").actions.find((a) => a.kind === "cast");
    expect(action).toMatchObject({ card: g.handCard("Evermind"), affordable: false });
    const before = g.stateJson();
    g.cast("Evermind");
    expect(g.stateJson()).toBe(before);
    expect(g.eventsOf("castReversed")).toMatchObject([{ name: "Evermind", rule: "118.6" }]);
    expect(g.handNames("Ana")).toEqual(["Evermind"]);
  });

  it("702.47a: spliced onto Lava Spike for {1}{U}, its controller draws a card after the damage, and Evermind stays in hand", () => {
    const g = duel({ hand: ["Lava Spike", "Evermind"], battlefield: ["Mountain", "Island", "Island"], library: ["Coral Eel", "Plains"] });
    g.cast("Lava Spike");
    g.answer({ kind: "cards", cards: [g.handCard("Evermind")] });
    g.targets("Ben");
    expect(g.expectPrompt("payCosts").mana).toMatchObject({ R: 1, U: 1, generic: 1 });
    g.autoPay().passAll();
    expect(g.life("Ben")).toBe(17);
    expect(g.handNames("Ana")).toEqual(["Evermind", "Coral Eel"]);
    const types = g.events.map((e) => e.type);
    expect(types.lastIndexOf("damageDealt")).toBeLessThan(types.lastIndexOf("drew"));
  });

  it("702.47b: with several cards spliced, their effects happen in the order chosen, after the main spell's", () => {
    const g = duel({
      hand: ["Lava Spike", "Glacial Ray", "Evermind"],
      battlefield: ["Mountain", "Mountain", "Island", "Island", "Island"],
      library: ["Coral Eel", "Plains"],
    });
    g.cast("Lava Spike");
    g.answer({ kind: "cards", cards: [g.handCard("Evermind"), g.handCard("Glacial Ray")] });
    g.targets("Ben").targets("Ben").autoPay().passAll();
    const order = g.events.flatMap((e) => (e.type === "damageDealt" ? [`damage ${e.amount}`] : e.type === "drew" ? ["draw"] : []));
    expect(order).toEqual(["damage 3", "draw", "damage 2"]);
    expect(g.life("Ben")).toBe(15);
  });

  it("202.2e: Evermind is blue by its color indicator even with no mana cost", () => {
    const def = duel({}).engine.cards.get("Evermind")!;
    expect(def.manaCost).toBeNull();
    expect(def.colors).toEqual(["U"]);
  });
});

// ---- Phyrexian mana -------------------------------------------------------------------------------------

describe("Gitaxian Probe", () => {
  it("107.4f: {U/P} paid with 2 life — Ana looks at Ben's hand (handLookedAt) and draws", () => {
    const g = duel({ hand: ["Gitaxian Probe"], library: ["Coral Eel", "Plains"] }, { hand: ["Counterspell", "Daze"] });
    expect(g.expectPrompt("priority").actions.find((a) => a.kind === "cast")).toMatchObject({ affordable: true });
    g.cast("Gitaxian Probe");
    expect(g.expectPrompt("chooseManaSymbols").symbols).toEqual([{ symbol: "{U/P}", options: ["U", "life"] }]);
    g.symbols("life").targets("Ben");
    const pay = g.expectPrompt("payCosts");
    expect(pay.mana).toMatchObject({ U: 0, generic: 0 });
    expect(pay.parts.map((p) => p.text)).toEqual(["pay 2 life"]);
    g.payPart("pay 2 life").pay();
    expect(g.life("Ana")).toBe(18);
    g.passAll();
    expect(g.eventsOf("handLookedAt")).toEqual([{ type: "handLookedAt", viewer: 0, player: 1, names: ["Counterspell", "Daze"] }]);
    expect(g.handNames("Ana")).toEqual(["Coral Eel"]);
  });

  it("107.4f: {U/P} paid with {U} costs no life", () => {
    const g = duel({ hand: ["Gitaxian Probe"], battlefield: ["Island"] });
    g.cast("Gitaxian Probe").symbols("U").targets("Ben");
    const pay = g.expectPrompt("payCosts");
    expect(pay.mana).toMatchObject({ U: 1 });
    expect(pay.parts).toEqual([]);
    g.autoPay().passAll();
    expect(g.life("Ana")).toBe(20);
    expect(g.permanent("Island").tapped).toBe(true);
    expect(g.eventsOf("handLookedAt")).toHaveLength(1);
  });

  it("118.3, 119.4: at 1 life, Ana can't pay 2 life — choosing life reverses the cast", () => {
    const g = duel({ hand: ["Gitaxian Probe"], life: 1 });
    expect(g.expectPrompt("priority").actions.find((a) => a.kind === "cast")).toMatchObject({ affordable: false });
    const before = g.stateJson();
    g.cast("Gitaxian Probe").symbols("life").targets("Ben");
    expect(g.stateJson()).toBe(before);
    const reversed = g.eventsOf("castReversed");
    expect(reversed).toMatchObject([{ name: "Gitaxian Probe", rule: "601.2h" }]);
    expect(reversed[0]!.reason).toContain("pay 2 life");
    expect(g.life("Ana")).toBe(1);
  });

  it("119.4: at exactly 2 life, Ana can pay 2 life — and loses the game (704.5a)", () => {
    const g = duel({ hand: ["Gitaxian Probe"], life: 2 });
    g.cast("Gitaxian Probe").symbols("life").targets("Ben").autoPay();
    expect(g.life("Ana")).toBe(0);
    expect(g.eventsOf("playerLost")).toMatchObject([{ player: 0, rule: "704.5a" }]);
  });
});

describe("Dismember", () => {
  it("107.4f: {1}{B/P}{B/P} paid with {1} and 4 life — the creature gets -5/-5 and dies (704.5f)", () => {
    const g = duel({ hand: ["Dismember"], battlefield: ["Mountain"] }, { battlefield: ["Hill Giant"] });
    g.cast("Dismember");
    expect(g.expectPrompt("chooseManaSymbols").symbols).toEqual([
      { symbol: "{B/P}", options: ["B", "life"] },
      { symbol: "{B/P}", options: ["B", "life"] },
    ]);
    g.symbols("life", "life").targets("Hill Giant");
    const pay = g.expectPrompt("payCosts");
    expect(pay.mana).toMatchObject({ B: 0, generic: 1 });
    expect(pay.parts.map((p) => p.text)).toEqual(["pay 4 life"]);
    g.tapForMana("Mountain").payPart("pay 4 life").pay();
    expect(g.life("Ana")).toBe(16);
    g.passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Hill Giant"]);
    expect(g.eventsOf("zoneChanged").find((e) => e.name === "Hill Giant")).toMatchObject({ rule: "704.5f" });
  });

  it("107.4f: each {B/P} is chosen separately — {B} for one and 2 life for the other", () => {
    const g = duel({ hand: ["Dismember"], battlefield: ["Swamp", "Swamp"] }, { battlefield: ["Grizzly Bears"] });
    g.cast("Dismember").symbols("B", "life").targets("Grizzly Bears");
    const pay = g.expectPrompt("payCosts");
    expect(pay.mana).toMatchObject({ B: 1, generic: 1 });
    expect(pay.parts.map((p) => p.text)).toEqual(["pay 2 life"]);
    g.autoPay().passAll();
    expect(g.life("Ana")).toBe(18);
    expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears"]);
  });
});

describe("Mental Misstep", () => {
  it("115.5, 601.2c: it can target only a spell with mana value 1 (not Hill Giant, not itself), paid with 2 life", () => {
    const g = duel(
      { hand: ["Hill Giant", "Mental Misstep"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain"] },
      { hand: ["Lightning Bolt"], battlefield: ["Mountain"] },
    );
    g.castAndPay("Hill Giant").pass();
    g.castAndPay("Lightning Bolt", "Ana").pass();
    g.cast("Mental Misstep").symbols("life");
    expect(g.expectPrompt("chooseTargets").text).toBe("target spell with mana value 1");
    expect(g.targetOptionNames()).toEqual(["Lightning Bolt"]);
    expect(g.refuseAnswer({ kind: "targets", targets: [{ kind: "object", id: spellId(g, "Hill Giant") }] }).rule).toBe("601.2c");
    g.targets("Lightning Bolt").autoPay();
    expect(g.life("Ana")).toBe(18);
    g.passAll();
    expect(g.eventsOf("countered")).toMatchObject([{ name: "Lightning Bolt", rule: "701.6a" }]);
    g.passAll();
    expect(g.permanents("Hill Giant")).toHaveLength(1);
    expect(g.life("Ana")).toBe(18);
  });
});

// ---- Mana -------------------------------------------------------------------------------------------------

describe("Llanowar Elves", () => {
  it("302.6: it can't tap for mana the turn it comes under Ana's control, but can from her next turn", () => {
    const g = duel({ hand: ["Llanowar Elves"], battlefield: ["Forest"] });
    g.castAndPay("Llanowar Elves").passAll();
    const elves = g.permanent("Llanowar Elves").id;
    expect(hasAction(g, "activateMana", elves)).toBe(false);
    expect(g.refuseAnswer({ kind: "activateMana", source: elves, ability: 0 }).rule).toBe("605.3a");
    g.passUntil("precombatMain", 5);
    expect(hasAction(g, "activateMana", elves)).toBe(true);
    g.tapForMana("Llanowar Elves");
    expect(pool(g, "Ana")).toEqual(mana({ G: 1 }));
    expect(g.permanent("Llanowar Elves").tapped).toBe(true);
  });

  it("605.3b: its {T}: Add {G} is a mana ability — it doesn't use the stack and pays for a spell being cast", () => {
    const g = duel({ hand: ["Grizzly Bears"], battlefield: ["Llanowar Elves", "Forest"] });
    g.cast("Grizzly Bears");
    expect(
      g
        .expectPrompt("payCosts")
        .manaAbilities.map((m) => g.nameOfObject(m.source))
        .sort(),
    ).toEqual(["Forest", "Llanowar Elves"]);
    g.tapForMana("Llanowar Elves").tapForMana("Forest").pay();
    expect(g.eventsOf("stackPushed").map((e) => e.name)).toEqual(["Grizzly Bears"]);
    g.passAll();
    expect(g.permanents("Grizzly Bears")).toHaveLength(1);
  });
});

describe("Birds of Paradise", () => {
  it("106.1a, 605.3a: it taps for one mana of any color the player chooses — but not colorless, and the color must be named", () => {
    const g = duel({ battlefield: ["Birds of Paradise"] });
    const birds = g.permanent("Birds of Paradise").id;
    const action = g.expectPrompt("priority").actions.find((a) => a.kind === "activateMana" && a.source === birds);
    expect(action).toMatchObject({ choices: ["W", "U", "B", "R", "G"], amount: 1 });
    expect(g.refuseAnswer({ kind: "activateMana", source: birds, ability: 0, mana: "C" }).rule).toBe("605.3a");
    expect(g.refuseAnswer({ kind: "activateMana", source: birds, ability: 0 }).rule).toBe("605.3a");
    g.tapForMana("Birds of Paradise", "U");
    expect(pool(g, "Ana")).toEqual(mana({ U: 1 }));
  });

  it("106.1a: two Birds make {U}{U} for Counterspell", () => {
    const g = duel(
      { hand: ["Lightning Bolt"], battlefield: ["Mountain"] },
      { hand: ["Counterspell"], battlefield: ["Birds of Paradise", "Birds of Paradise"] },
    );
    g.castAndPay("Lightning Bolt", "Ben").pass();
    g.cast("Counterspell").targets("Lightning Bolt");
    g.tapForMana("Birds of Paradise", "U").tapForMana("Birds of Paradise", "U").pay();
    g.passAll();
    expect(g.life("Ben")).toBe(20);
  });

  it("302.6: a Birds of Paradise that just arrived can't tap for mana", () => {
    const g = duel({ battlefield: [{ card: "Birds of Paradise", sick: true }] });
    expect(hasAction(g, "activateMana", g.permanent("Birds of Paradise").id)).toBe(false);
  });
});

describe("Lotus Petal", () => {
  it("118.5: its {0} cost isn't paid automatically — the payment must be acknowledged before it is cast", () => {
    const g = duel({ hand: ["Lotus Petal"] });
    g.cast("Lotus Petal");
    const pay = g.expectPrompt("payCosts");
    expect(pay.mana).toEqual({ ...mana({}), generic: 0 });
    expect(pay.canPay).toBe(true);
    expect(g.state.stack[0]).toMatchObject({ card: "Lotus Petal", cast: false });
    g.pay();
    expect(g.state.stack[0]).toMatchObject({ card: "Lotus Petal", cast: true });
    g.passAll();
    expect(g.permanents("Lotus Petal")).toHaveLength(1);
  });

  it("605.3b, 118.3: tapping and sacrificing it adds one mana of any color; it is an artifact, so it works the turn it arrives", () => {
    const g = duel({ hand: ["Lotus Petal", "Lightning Bolt"] });
    g.castAndPay("Lotus Petal").passAll();
    const petal = g.permanent("Lotus Petal").id;
    expect(g.expectPrompt("priority").actions.find((a) => a.kind === "activateMana" && a.source === petal)).toMatchObject({
      choices: ["W", "U", "B", "R", "G"],
    });
    g.cast("Lightning Bolt").targets("Ben");
    g.tapForMana("Lotus Petal", "R");
    expect(g.permanents("Lotus Petal")).toEqual([]);
    expect(g.graveyardNames("Ana")).toEqual(["Lotus Petal"]);
    g.pay().passAll();
    expect(g.life("Ben")).toBe(17);
  });
});

describe("Dark Ritual", () => {
  it("605.5b, 106.3: Dark Ritual is a spell, not a mana ability — it uses the stack and its {B}{B}{B} arrives on resolution", () => {
    const g = duel({ hand: ["Dark Ritual"], battlefield: ["Swamp"] });
    g.castAndPay("Dark Ritual");
    expect(g.stackNames()).toEqual(["Dark Ritual"]);
    expect(pool(g, "Ana")).toEqual(mana({}));
    // The opponent may respond before the mana arrives.
    g.pass();
    g.expectPrompt("priority", "Ben");
    g.pass();
    expect(pool(g, "Ana")).toEqual(mana({ B: 3 }));
    expect(g.eventsOf("manaAdded").at(-1)).toMatchObject({ name: "Dark Ritual", mana: mana({ B: 3 }) });
    expect(g.graveyardNames("Ana")).toEqual(["Dark Ritual"]);
  });

  it("605.5b, 701.6a: countered, it adds no mana", () => {
    const g = duel({ hand: ["Dark Ritual"], battlefield: ["Swamp"] }, { hand: ["Counterspell"], battlefield: ["Island", "Island"] });
    g.castAndPay("Dark Ritual").pass();
    g.castAndPay("Counterspell", "Dark Ritual").passAll();
    expect(pool(g, "Ana")).toEqual(mana({}));
    expect(g.graveyardNames("Ana")).toEqual(["Dark Ritual"]);
  });
});

// ---- Activated abilities ----------------------------------------------------------------------------------

describe("Prodigal Sorcerer", () => {
  it("602.2, 113.7a: its {T} ability uses the stack and can be responded to; it resolves even if the Sorcerer is killed in response", () => {
    const g = duel({ battlefield: ["Prodigal Sorcerer"] }, { hand: ["Lightning Bolt"], battlefield: ["Mountain"] });
    g.activate("Prodigal Sorcerer").targets("Ben");
    // 602.2b, 601.2h: {T} is paid like any other cost.
    expect(g.expectPrompt("payCosts").parts.map((p) => p.text)).toEqual(["{T}"]);
    g.autoPay();
    expect(g.permanent("Prodigal Sorcerer").tapped).toBe(true);
    expect(g.eventsOf("stackPushed")).toMatchObject([{ name: "Prodigal Sorcerer", kind: "activatedAbility" }]);
    expect(g.eventsOf("abilityActivated")).toHaveLength(1);
    expect(g.stackNames()).toEqual(["Prodigal Sorcerer"]);
    g.pass();
    g.castAndPay("Lightning Bolt", "Prodigal Sorcerer").passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Prodigal Sorcerer"]);
    expect(g.life("Ben")).toBe(20);
    g.passAll();
    expect(g.life("Ben")).toBe(19);
    expect(g.eventsOf("damageDealt").at(-1)).toMatchObject({ sourceName: "Prodigal Sorcerer", amount: 1, targetName: "Ben" });
  });

  it("302.6, 602.5a: a Sorcerer that came under Ana's control this turn can't activate its {T} ability", () => {
    const g = duel({ battlefield: [{ card: "Prodigal Sorcerer", sick: true }] });
    const id = g.permanent("Prodigal Sorcerer").id;
    expect(hasAction(g, "activate", id)).toBe(false);
    expect(g.refuseAnswer({ kind: "activate", source: id, ability: 0 }).rule).toBe("602.5");
  });

  it("115.4: it can ping a creature: 1 damage kills a 1-toughness creature", () => {
    const g = duel({ battlefield: ["Prodigal Sorcerer"] }, { battlefield: ["Llanowar Elves"] });
    g.activate("Prodigal Sorcerer").targets("Llanowar Elves").autoPay().passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Llanowar Elves"]);
  });
});

describe("Bonesplitter", () => {
  it("702.6a: equip {1} targets only a creature Ana controls, and the equipped creature gets +2/+0; equipping again moves it", () => {
    const g = duel({ battlefield: ["Bonesplitter", "Grizzly Bears", "Savannah Lions", "Mountain", "Mountain"] }, { battlefield: ["Hill Giant"] });
    g.activate("Bonesplitter", 1);
    expect(g.targetOptionNames().sort()).toEqual(["Grizzly Bears", "Savannah Lions"]);
    g.targets("Grizzly Bears");
    expect(g.expectPrompt("payCosts").mana).toMatchObject({ generic: 1 });
    g.autoPay().passAll();
    expect(g.permanent("Bonesplitter").attachedTo).toBe(g.permanent("Grizzly Bears").id);
    expect(g.pt("Grizzly Bears")).toEqual([4, 2]);
    g.activate("Bonesplitter", 1).targets("Savannah Lions").autoPay().passAll();
    expect(g.permanent("Bonesplitter").attachedTo).toBe(g.permanent("Savannah Lions").id);
    expect(g.pt("Savannah Lions")).toEqual([4, 1]);
    expect(g.pt("Grizzly Bears")).toEqual([2, 2]);
  });

  it("702.6a: equip only as a sorcery — not with a spell on the stack, nor outside Ana's main phase", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Bonesplitter", "Grizzly Bears", "Mountain", "Mountain"] });
    const id = g.permanent("Bonesplitter").id;
    expect(hasAction(g, "activate", id)).toBe(true);
    g.castAndPay("Lightning Bolt", "Ben");
    expect(hasAction(g, "activate", id)).toBe(false);
    expect(g.refuseAnswer({ kind: "activate", source: id, ability: 1 }).rule).toBe("602.5");
    const combat = duel({ battlefield: ["Bonesplitter", "Grizzly Bears", "Mountain"] }, {}, { step: "beginningOfCombat" });
    expect(hasAction(combat, "activate", combat.permanent("Bonesplitter").id)).toBe(false);
  });

  it("608.2b: if the new creature leaves before equip resolves, the ability does nothing and Bonesplitter stays where it was", () => {
    const g = duel(
      { battlefield: [{ card: "Grizzly Bears", label: "bears" }, { card: "Bonesplitter", attachedTo: "bears" }, "Savannah Lions", "Mountain"] },
      { hand: ["Lightning Bolt"], battlefield: ["Mountain"] },
    );
    g.activate("Bonesplitter", 1).targets("Savannah Lions").autoPay().pass();
    g.castAndPay("Lightning Bolt", "Savannah Lions").passAll();
    g.passAll();
    expect(g.eventsOf("countered")).toMatchObject([{ name: "Bonesplitter", rule: "608.2b" }]);
    expect(g.permanent("Bonesplitter").attachedTo).toBe(g.permanent("Grizzly Bears").id);
    expect(g.pt("Grizzly Bears")).toEqual([4, 2]);
  });

  it("704.5n: when the equipped creature dies, Bonesplitter becomes unattached and stays on the battlefield", () => {
    const g = duel(
      {
        battlefield: [
          { card: "Grizzly Bears", label: "bears" },
          { card: "Bonesplitter", attachedTo: "bears" },
        ],
      },
      { hand: ["Lightning Bolt"], battlefield: ["Mountain"] },
    );
    expect(g.pt("Grizzly Bears")).toEqual([4, 2]);
    g.pass();
    g.castAndPay("Lightning Bolt", "Grizzly Bears").passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Grizzly Bears"]);
    expect(g.permanent("Bonesplitter").attachedTo).toBeNull();
    expect(g.eventsOf("unattached")).toMatchObject([{ name: "Bonesplitter", rule: "704.5n" }]);
  });
});

describe("Everflowing Chalice", () => {
  it("702.33c: multikicked twice it costs {4}, enters with two charge counters and taps for {C}{C}", () => {
    const g = duel({ hand: ["Everflowing Chalice"], battlefield: ["Island", "Island", "Island", "Island"] });
    g.cast("Everflowing Chalice");
    expect(g.expectPrompt("chooseCosts").optional).toEqual([{ id: "kicker", text: "multikicker {2}", max: null }]);
    g.chooseCosts("mana", { kicker: 2 });
    expect(g.expectPrompt("payCosts").mana).toMatchObject({ generic: 4 });
    g.autoPay();
    expect(g.eventsOf("costsAnnounced")).toMatchObject([{ name: "Everflowing Chalice", kicks: 2 }]);
    g.passAll();
    expect(g.permanent("Everflowing Chalice").counters).toEqual({ charge: 2 });
    const chalice = g.permanent("Everflowing Chalice").id;
    expect(g.expectPrompt("priority").actions.find((a) => a.kind === "activateMana" && a.source === chalice)).toMatchObject({ amount: 2 });
    g.tapForMana("Everflowing Chalice");
    expect(pool(g, "Ana")).toEqual(mana({ C: 2 }));
  });

  it("702.33c: unkicked it costs {0} and enters with no charge counter, so it adds no mana", () => {
    const g = duel({ hand: ["Everflowing Chalice"] });
    g.cast("Everflowing Chalice").chooseCosts("mana");
    expect(g.expectPrompt("payCosts").mana).toMatchObject({ generic: 0 });
    g.pay().passAll();
    expect(g.permanent("Everflowing Chalice").counters).toEqual({});
    g.tapForMana("Everflowing Chalice");
    expect(pool(g, "Ana")).toEqual(mana({}));
  });

  it("202.3: its mana value is 0 whatever the kicks (kicker doesn't change it, 118.8d)", () => {
    const g = duel({ hand: ["Everflowing Chalice"], battlefield: ["Island", "Island"] });
    g.cast("Everflowing Chalice").chooseCosts("mana", { kicker: 1 }).autoPay();
    const spell = g.state.stack[0]!;
    expect(spell.kind === "spell" && spellFacts(g.reader, spell).manaValue).toBe(0);
  });
});

describe("Thrill of Possibility", () => {
  it("118.8: discarding a card is an additional cost, paid while casting; then Ana draws two cards", () => {
    const g = duel({
      hand: ["Thrill of Possibility", "Hill Giant", "Coral Eel"],
      battlefield: ["Mountain", "Mountain"],
      library: ["Forest", "Island", "Plains"],
    });
    g.cast("Thrill of Possibility");
    const pay = g.expectPrompt("payCosts");
    expect(pay.mana).toMatchObject({ R: 1, generic: 1 });
    // Thrill itself is on the stack, so it isn't an option.
    expect(pay.parts.map((p) => [p.text, p.options.map((o) => g.nameOfObject(o))])).toEqual([["discard a card", ["Hill Giant", "Coral Eel"]]]);
    g.tapForMana("Mountain").tapForMana("Mountain").payPart("discard a card", "Coral Eel").pay();
    expect(g.eventsOf("discarded")).toMatchObject([{ name: "Coral Eel" }]);
    expect(g.graveyardNames("Ana")).toEqual(["Coral Eel"]);
    g.passAll();
    expect(g.handNames("Ana")).toEqual(["Hill Giant", "Forest", "Island"]);
    expect(g.graveyardNames("Ana")).toEqual(["Coral Eel", "Thrill of Possibility"]);
  });

  it("601.2h: with no other card in hand to discard, the cast is reversed", () => {
    const g = duel({ hand: ["Thrill of Possibility"], battlefield: ["Mountain", "Mountain"] });
    const before = g.stateJson();
    g.cast("Thrill of Possibility");
    expect(g.stateJson()).toBe(before);
    expect(g.eventsOf("castReversed")).toMatchObject([{ name: "Thrill of Possibility", rule: "601.2h" }]);
  });
});

describe("Rootwalla", () => {
  it("602.5b: +2/+2 only once each turn — a second activation is refused, and it can be activated again next turn", () => {
    const g = duel({ battlefield: ["Rootwalla", "Forest", "Forest", "Forest", "Forest"] });
    const id = g.permanent("Rootwalla").id;
    g.activate("Rootwalla").autoPay();
    expect(g.stackNames()).toEqual(["Rootwalla"]);
    g.passAll();
    expect(g.pt("Rootwalla")).toEqual([4, 4]);
    // Two Forests are still untapped, but the ability can't be activated again this turn.
    expect(g.permanents("Forest").filter((f) => !f.tapped)).toHaveLength(2);
    expect(hasAction(g, "activate", id)).toBe(false);
    expect(g.refuseAnswer({ kind: "activate", source: id, ability: 0 }).rule).toBe("602.5");
    // Ben's turn: the effect has ended (514.2) and a new turn allows a new activation.
    g.passUntil("upkeep", 4);
    expect(g.pt("Rootwalla")).toEqual([2, 2]);
    g.pass();
    g.expectPrompt("priority", "Ana");
    expect(hasAction(g, "activate", id)).toBe(true);
    g.activate("Rootwalla").autoPay().passAll();
    expect(g.pt("Rootwalla")).toEqual([4, 4]);
  });
});

describe("Triskelion", () => {
  it("614.1c: it enters with three +1/+1 counters, so it is a 4/4", () => {
    const g = duel({ hand: ["Triskelion"], battlefield: Array(6).fill("Island") });
    g.castAndPay("Triskelion").passAll();
    expect(g.permanent("Triskelion").counters).toEqual({ "+1/+1": 3 });
    expect(g.pt("Triskelion")).toEqual([4, 4]);
  });

  it("602.2, 118.3: removing a +1/+1 counter is the cost of each ping — even the turn it arrives (no {T}) — until none is left", () => {
    const g = duel({ battlefield: [{ card: "Triskelion", counters: { "+1/+1": 3 }, sick: true }] }, { battlefield: ["Llanowar Elves"] });
    const id = g.permanent("Triskelion").id;
    g.activate("Triskelion").targets("Ben");
    expect(g.expectPrompt("payCosts").parts.map((p) => p.text)).toEqual(["remove a +1/+1 counter from this"]);
    g.payPart("+1/+1 counter");
    // The counter is removed as a cost, before the ability resolves.
    expect(g.pt("Triskelion")).toEqual([3, 3]);
    g.passAll();
    expect(g.life("Ben")).toBe(19);
    g.activate("Triskelion").targets("Llanowar Elves").autoPay().passAll();
    g.activate("Triskelion").targets("Ben").autoPay().passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Llanowar Elves"]);
    expect(g.life("Ben")).toBe(18);
    expect(g.pt("Triskelion")).toEqual([1, 1]);
    expect(hasAction(g, "activate", id)).toBe(false);
    expect(g.refuseAnswer({ kind: "activate", source: id, ability: 0 }).rule).toBe("602.5");
  });
});

describe("Gilder Bairn", () => {
  it("107.6, 602.5a: {Q} needs it tapped — an untapped Bairn can't activate; a tapped one untaps as it pays", () => {
    const untapped = duel({ battlefield: ["Gilder Bairn", "Island", "Island", "Island", { card: "Triskelion", counters: { "+1/+1": 2 } }] });
    expect(hasAction(untapped, "activate", untapped.permanent("Gilder Bairn").id)).toBe(false);

    const g = duel({ battlefield: [{ card: "Gilder Bairn", tapped: true }, "Island", "Island", "Island", { card: "Triskelion", counters: { "+1/+1": 2 } }] });
    g.activate("Gilder Bairn");
    // 601.2b: the {G/U} half is chosen before targets.
    expect(g.expectPrompt("chooseManaSymbols").symbols).toEqual([{ symbol: "{G/U}", options: ["G", "U"] }]);
    g.symbols("U").targets("Triskelion");
    const pay = g.expectPrompt("payCosts");
    expect(pay.mana).toMatchObject({ U: 1, G: 0, generic: 2 });
    expect(pay.parts.map((p) => p.text)).toEqual(["{Q}"]);
    g.autoPay();
    expect(g.permanent("Gilder Bairn").tapped).toBe(false);
    g.passAll();
    // 701.10e: doubled — as many as it has are put on it.
    expect(g.permanent("Triskelion").counters).toEqual({ "+1/+1": 4 });
    expect(g.eventsOf("counterAdded")).toMatchObject([{ name: "Triskelion", counter: "+1/+1", amount: 2 }]);
  });

  it("701.10e: each kind of counter is doubled — +1/+1 and -1/-1 counters, then annihilation (704.5q); charge counters", () => {
    const lands = ["Island", "Island", "Island"];
    const g = duel({ battlefield: [{ card: "Gilder Bairn", tapped: true }, ...lands, { card: "Grizzly Bears", counters: { "+1/+1": 3, "-1/-1": 1 } }] });
    g.activate("Gilder Bairn").symbols("U").targets("Grizzly Bears").autoPay().passAll();
    // 6 +1/+1 and 2 -1/-1 counters leave 4 +1/+1 counters.
    expect(g.permanent("Grizzly Bears").counters).toEqual({ "+1/+1": 4 });
    expect(g.pt("Grizzly Bears")).toEqual([6, 6]);
    const chalice = duel({ battlefield: [{ card: "Gilder Bairn", tapped: true }, ...lands, { card: "Everflowing Chalice", counters: { charge: 2 } }] });
    chalice.activate("Gilder Bairn").symbols("U").targets("Everflowing Chalice").autoPay().passAll();
    expect(chalice.permanent("Everflowing Chalice").counters).toEqual({ charge: 4 });
  });

  it("107.4e: its own {1}{G/U}{G/U} cost — each hybrid symbol paid with green or blue as chosen", () => {
    const g = duel({ hand: ["Gilder Bairn"], battlefield: ["Forest", "Island", "Plains"] });
    g.cast("Gilder Bairn");
    expect(g.expectPrompt("chooseManaSymbols").symbols).toEqual(Array(2).fill({ symbol: "{G/U}", options: ["G", "U"] }));
    g.symbols("G", "U");
    expect(g.expectPrompt("payCosts").mana).toMatchObject({ G: 1, U: 1, generic: 1 });
    g.autoPay().passAll();
    expect(g.pt("Gilder Bairn")).toEqual([1, 3]);
  });

  it("302.6: {Q} is subject to summoning sickness like {T}", () => {
    const g = duel({
      battlefield: [{ card: "Gilder Bairn", tapped: true, sick: true }, "Island", "Island", "Island", { card: "Triskelion", counters: { "+1/+1": 2 } }],
    });
    const id = g.permanent("Gilder Bairn").id;
    expect(hasAction(g, "activate", id)).toBe(false);
    expect(g.refuseAnswer({ kind: "activate", source: id, ability: 0 }).rule).toBe("602.5");
  });

  it("107.4e, 701.10e: {G/U} may be paid with green instead; each kind of counter on the target is doubled", () => {
    const g = duel(
      { battlefield: [{ card: "Gilder Bairn", tapped: true }, "Forest", "Forest", "Forest"] },
      {
        battlefield: [
          { card: "Everflowing Chalice", counters: { charge: 3 } },
          { card: "Triskelion", counters: { "+1/+1": 1 } },
        ],
      },
    );
    g.activate("Gilder Bairn").symbols("G").targets("Everflowing Chalice");
    expect(g.expectPrompt("payCosts").mana).toMatchObject({ G: 1, U: 0, generic: 2 });
    g.autoPay().passAll();
    expect(g.permanent("Everflowing Chalice").counters).toEqual({ charge: 6 });
    expect(g.permanent("Triskelion").counters).toEqual({ "+1/+1": 1 });
  });
});

describe("Spectral Procession", () => {
  it("107.4e: {2/W}{2/W}{2/W} paid with {W}{W}{W}, creating three 1/1 white flying Spirit tokens", () => {
    const g = duel({ hand: ["Spectral Procession"], battlefield: ["Plains", "Plains", "Plains"] });
    g.cast("Spectral Procession");
    expect(g.expectPrompt("chooseManaSymbols").symbols).toEqual(Array(3).fill({ symbol: "{2/W}", options: ["W", "2"] }));
    g.symbols("W", "W", "W");
    expect(g.expectPrompt("payCosts").mana).toMatchObject({ W: 3, generic: 0 });
    g.autoPay().passAll();
    expect(g.permanents("Spirit Token")).toHaveLength(3);
    expect(g.eventsOf("tokenCreated")).toEqual(Array(3).fill(expect.objectContaining({ name: "Spirit Token", controller: 0 })));
    expect(g.graveyardNames("Ana")).toEqual(["Spectral Procession"]);
  });

  it("107.4e: paid with six generic mana (each {2/W} as {2})", () => {
    const g = duel({ hand: ["Spectral Procession"], battlefield: Array(6).fill("Island") });
    g.cast("Spectral Procession").symbols("2", "2", "2");
    expect(g.expectPrompt("payCosts").mana).toMatchObject({ W: 0, generic: 6 });
    g.autoPay().passAll();
    expect(g.permanents("Spirit Token")).toHaveLength(3);
  });

  it("107.4e: halves may be mixed — {W} + {2} + {2} is four mana", () => {
    const g = duel({ hand: ["Spectral Procession"], battlefield: ["Plains", "Island", "Island", "Island", "Island"] });
    g.cast("Spectral Procession").symbols("W", "2", "2");
    expect(g.expectPrompt("payCosts").mana).toMatchObject({ W: 1, generic: 4 });
    g.autoPay().passAll();
    expect(g.permanents("Spirit Token")).toHaveLength(3);
    expect(g.permanents("Island").filter((i) => !i.tapped)).toHaveLength(0);
  });

  it("202.3f: its mana value is 6, however it was paid", () => {
    const g = duel({ hand: ["Spectral Procession"], battlefield: ["Plains", "Plains", "Plains"] });
    g.cast("Spectral Procession").symbols("W", "W", "W").autoPay();
    const spell = g.state.stack[0]!;
    expect(spell.kind === "spell" && spellFacts(g.reader, spell).manaValue).toBe(6);
  });
});

// ---- Modes, hexproof, shroud, protection -------------------------------------------------------------------

describe("Crush Contraband", () => {
  it("700.2: choose both modes — exile an artifact and an enchantment, its caster's own among the choices", () => {
    const g = duel(
      { hand: ["Crush Contraband"], battlefield: ["Plains", "Plains", "Plains", "Plains", "Lotus Petal"] },
      { battlefield: ["Sol Ring", { card: "Grizzly Bears", label: "bears" }, { card: "Holy Strength", attachedTo: "bears" }] },
    );
    g.cast("Crush Contraband");
    expect(g.expectPrompt("chooseModes")).toMatchObject({ min: 1, max: 2, available: [true, true] });
    g.chooseModes(0, 1);
    // "Exile target artifact": Ana's own Lotus Petal is an option too.
    expect(g.targetOptionNames().sort()).toEqual(["Lotus Petal", "Sol Ring"]);
    g.targets("Sol Ring");
    expect(g.targetOptionNames()).toEqual(["Holy Strength"]);
    g.targets("Holy Strength").autoPay().passAll();
    expect(exileNames(g).sort()).toEqual(["Holy Strength", "Sol Ring"]);
    expect(g.permanents("Lotus Petal")).toHaveLength(1);
  });

  it("700.2: choose one mode — only its target is chosen and only it happens", () => {
    const g = duel(
      { hand: ["Crush Contraband"], battlefield: ["Plains", "Plains", "Plains", "Plains"] },
      { battlefield: ["Sol Ring", { card: "Grizzly Bears", label: "bears" }, { card: "Holy Strength", attachedTo: "bears" }] },
    );
    g.cast("Crush Contraband").chooseModes(1);
    expect(g.expectPrompt("chooseTargets").text).toBe("target enchantment");
    g.targets("Holy Strength");
    g.expectPrompt("payCosts");
    g.autoPay().passAll();
    expect(exileNames(g)).toEqual(["Holy Strength"]);
    expect(g.permanents("Sol Ring")).toHaveLength(1);
  });

  it("700.2a: a mode with no legal target can't be chosen; choosing none is refused too", () => {
    const g = duel({ hand: ["Crush Contraband"], battlefield: ["Plains", "Plains", "Plains", "Plains"] }, { battlefield: ["Sol Ring"] });
    g.cast("Crush Contraband");
    expect(g.expectPrompt("chooseModes").available).toEqual([true, false]);
    expect(g.refuseAnswer({ kind: "modes", modes: [0, 1] }).rule).toBe("700.2a");
    expect(g.refuseAnswer({ kind: "modes", modes: [] }).rule).toBe("700.2");
  });
});

describe("Gladecover Scout", () => {
  it("702.11b: hexproof — an opponent's spell can't target it", () => {
    const g = duel({ battlefield: ["Gladecover Scout"] }, { hand: ["Lightning Bolt"], battlefield: ["Mountain", "Grizzly Bears"] });
    g.pass();
    g.cast("Lightning Bolt");
    expect(g.targetOptionNames().sort()).toEqual(["Ana", "Ben", "Grizzly Bears"]);
    expect(g.refuseAnswer({ kind: "targets", targets: [{ kind: "object", id: g.permanent("Gladecover Scout").id }] }).rule).toBe("601.2c");
  });

  it("702.11b: hexproof — its controller's own spells can target it", () => {
    const g = duel({ hand: ["Giant Growth"], battlefield: ["Forest", "Gladecover Scout"] });
    g.cast("Giant Growth");
    expect(g.targetOptionNames()).toEqual(["Gladecover Scout"]);
    g.targets("Gladecover Scout").autoPay().passAll();
    expect(g.pt("Gladecover Scout")).toEqual([4, 4]);
  });

  it("702.11b: hexproof — an opponent's activated ability can't target it either", () => {
    const g = duel({ battlefield: ["Gladecover Scout"] }, { battlefield: ["Prodigal Sorcerer"] });
    g.pass();
    g.activate("Prodigal Sorcerer");
    expect(g.targetOptionNames().sort()).toEqual(["Ana", "Ben", "Prodigal Sorcerer"]);
  });
});

describe("Argothian Enchantress", () => {
  it("702.18a: shroud — not even its controller can target it", () => {
    const g = duel({ hand: ["Giant Growth"], battlefield: ["Forest", "Argothian Enchantress"] }, { hand: ["Lightning Bolt"], battlefield: ["Mountain"] });
    const before = g.stateJson();
    g.cast("Giant Growth");
    expect(g.stateJson()).toBe(before);
    expect(g.eventsOf("castReversed")).toMatchObject([{ name: "Giant Growth", rule: "601.2c" }]);
    g.pass();
    g.cast("Lightning Bolt");
    expect(g.targetOptionNames().sort()).toEqual(["Ana", "Ben"]);
  });

  it("702.18a: shroud — its controller's own activated abilities can't target it either", () => {
    const g = duel({ battlefield: ["Argothian Enchantress", "Prodigal Sorcerer"] });
    g.activate("Prodigal Sorcerer");
    expect(g.targetOptionNames().sort()).toEqual(["Ana", "Ben", "Prodigal Sorcerer"]);
  });

  it("601.2i, 603.3: casting an enchantment spell triggers it — the draw goes on the stack above the enchantment and resolves first", () => {
    const g = duel({ hand: ["Holy Strength"], battlefield: ["Plains", "Argothian Enchantress", "Grizzly Bears"], library: ["Coral Eel", "Plains"] });
    g.castAndPay("Holy Strength", "Grizzly Bears");
    expect(g.stackNames()).toEqual(["Holy Strength", "Argothian Enchantress"]);
    expect(g.eventsOf("abilityTriggered")).toMatchObject([{ name: "Argothian Enchantress" }]);
    g.passAll();
    expect(g.handNames("Ana")).toEqual(["Coral Eel"]);
    expect(g.stackNames()).toEqual(["Holy Strength"]);
    g.passAll();
    expect(g.pt("Grizzly Bears")).toEqual([3, 4]);
  });

  it("603.3: the triggered draw is independent of the enchantment spell — countering the spell doesn't stop the draw", () => {
    const g = duel(
      { hand: ["Holy Strength"], battlefield: ["Plains", "Argothian Enchantress", "Grizzly Bears"], library: ["Coral Eel", "Plains"] },
      { hand: ["Counterspell"], battlefield: ["Island", "Island"] },
    );
    g.castAndPay("Holy Strength", "Grizzly Bears").pass();
    g.castAndPay("Counterspell", "Holy Strength").passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Holy Strength"]);
    expect(g.stackNames()).toEqual(["Argothian Enchantress"]);
    g.passAll();
    expect(g.handNames("Ana")).toEqual(["Coral Eel"]);
  });

  it("603.2: it doesn't trigger on a nonenchantment spell, nor on an opponent's enchantment spell", () => {
    const g = duel(
      { battlefield: ["Argothian Enchantress"] },
      { hand: ["Gloom", "Lightning Bolt"], battlefield: ["Swamp", "Swamp", "Swamp", "Mountain"] },
      { activePlayer: 1 },
    );
    g.castAndPay("Gloom").passAll();
    g.castAndPay("Lightning Bolt", "Ana").passAll();
    expect(g.eventsOf("abilityTriggered")).toEqual([]);
    expect(g.handNames("Ana")).toEqual([]);
    expect(g.permanents("Gloom")).toHaveLength(1);
  });
});

/** Ben attacks Ana with `attacker`; Ana blocks with `blocker`; combat damage is dealt. */
function benAttacksAnaBlocks(g: Game, attacker: string, blocker: string): void {
  g.passUntilPrompt("declareAttackers");
  g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent(attacker).id, defender: 0 }] });
  g.passUntilPrompt("declareBlockers");
  g.answer({ kind: "blockers", blocks: [{ blocker: g.permanent(blocker).id, attacker: g.permanent(attacker).id }] });
  g.passUntil("endOfCombat");
}

describe("White Knight", () => {
  it("702.16b: protection from black — a black spell can't target it, a red one can", () => {
    const g = duel(
      { battlefield: ["White Knight"] },
      { hand: ["Dismember", "Lightning Bolt"], battlefield: ["Swamp", "Swamp", "Swamp", "Mountain", "Hill Giant"] },
    );
    g.pass();
    g.cast("Dismember").symbols("B", "B");
    expect(g.targetOptionNames()).toEqual(["Hill Giant"]);
    g.cancel();
    g.cast("Lightning Bolt");
    expect(g.targetOptionNames()).toContain("White Knight");
  });

  it("702.16e: damage from a black source is prevented — a 5/5 black attacker it blocks deals it no damage", () => {
    const g = duel({ battlefield: ["White Knight"] }, { battlefield: [{ card: "Walking Corpse", counters: { "+1/+1": 3 } }] }, { activePlayer: 1 });
    benAttacksAnaBlocks(g, "Walking Corpse", "White Knight");
    expect(g.permanent("White Knight").damage).toBe(0);
    expect(g.permanent("Walking Corpse").damage).toBe(2);
    expect(g.eventsOf("damagePrevented")).toMatchObject([{ sourceName: "Walking Corpse", targetName: "White Knight", amount: 5, rule: "702.16e" }]);
  });

  it("702.7b, 510.4: first strike — blocked by Grizzly Bears, White Knight kills them before they deal damage and survives", () => {
    const g = duel({ battlefield: ["White Knight"] }, { battlefield: ["Grizzly Bears"] });
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("White Knight").id, defender: 1 }] });
    g.passUntilPrompt("declareBlockers");
    g.answer({ kind: "blockers", blocks: [{ blocker: g.permanent("Grizzly Bears").id, attacker: g.permanent("White Knight").id }] });
    g.passUntil("endOfCombat");
    expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears"]);
    expect(g.permanents("White Knight")).toHaveLength(1);
    expect(g.permanent("White Knight").damage).toBe(0);
  });

  it("702.16f: protection from black — a black creature (Black Knight) can't block it", () => {
    const g = duel({ battlefield: ["White Knight"] }, { battlefield: ["Black Knight", "Grizzly Bears"] });
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("White Knight").id, defender: 1 }] });
    g.passUntilPrompt("declareBlockers");
    const blockers = g.expectPrompt("declareBlockers").options.map((o) => g.nameOfObject(o.blocker));
    expect(blockers).toEqual(["Grizzly Bears"]);
  });
});

describe("Black Knight", () => {
  it("702.16b: protection from white — a white Aura spell can't target it", () => {
    const g = duel({ hand: ["Holy Strength"], battlefield: ["Plains", "Grizzly Bears"] }, { battlefield: ["Black Knight"] });
    g.cast("Holy Strength");
    expect(g.targetOptionNames()).toEqual(["Grizzly Bears"]);
  });

  it("702.16e: damage from a white source is prevented — a pumped Savannah Lions it blocks deals it no damage", () => {
    const g = duel({ battlefield: ["Black Knight"] }, { battlefield: [{ card: "Savannah Lions", counters: { "+1/+1": 3 } }] }, { activePlayer: 1 });
    benAttacksAnaBlocks(g, "Savannah Lions", "Black Knight");
    expect(g.permanent("Black Knight").damage).toBe(0);
    expect(g.permanent("Savannah Lions").damage).toBe(2);
    expect(g.eventsOf("damagePrevented")).toMatchObject([{ sourceName: "Savannah Lions", targetName: "Black Knight", amount: 5, rule: "702.16e" }]);
  });

  it("702.16b: protection from white doesn't stop black or red spells — Lightning Bolt can target and kill it", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { battlefield: ["Black Knight"] });
    g.castAndPay("Lightning Bolt", "Black Knight").passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Black Knight"]);
  });
});

describe("Benevolent Bodyguard", () => {
  it("118.3, 608.2d, 608.2b: sacrificed as the cost, it gives protection from the color chosen on resolution — red makes the Bolt fizzle", () => {
    const g = duel({ battlefield: ["Benevolent Bodyguard", "Grizzly Bears"] }, { hand: ["Lightning Bolt"], battlefield: ["Mountain", "Hill Giant"] });
    g.pass();
    g.castAndPay("Lightning Bolt", "Grizzly Bears").pass();
    g.activate("Benevolent Bodyguard");
    // Only creatures Ana controls.
    expect(g.targetOptionNames().sort()).toEqual(["Benevolent Bodyguard", "Grizzly Bears"]);
    g.targets("Grizzly Bears");
    expect(g.expectPrompt("payCosts").parts.map((p) => p.text)).toEqual(["sacrifice this"]);
    g.autoPay();
    // Sacrificed as a cost: gone before the ability resolves.
    expect(g.graveyardNames("Ana")).toEqual(["Benevolent Bodyguard"]);
    expect(g.stackNames()).toEqual(["Lightning Bolt", "Benevolent Bodyguard"]);
    g.passAll();
    const choose = g.expectPrompt("chooseColor", "Ana");
    expect(choose.options).toEqual(["W", "U", "B", "R", "G"]);
    g.answer({ kind: "color", color: "R" });
    expect(g.eventsOf("protectionGained")).toMatchObject([{ name: "Grizzly Bears", from: "R" }]);
    g.passAll();
    expect(g.eventsOf("countered")).toMatchObject([{ name: "Lightning Bolt", rule: "608.2b" }]);
    expect(g.permanent("Grizzly Bears").damage).toBe(0);
    // Until end of turn only.
    g.passUntil("upkeep", 4);
    expect(g.state.effects).toEqual([]);
  });

  it("608.2b: targeting itself, it is sacrificed as the cost, so its ability has no legal target on resolution and does nothing", () => {
    const g = duel({ battlefield: ["Benevolent Bodyguard"] });
    g.activate("Benevolent Bodyguard").targets("Benevolent Bodyguard").autoPay();
    expect(g.graveyardNames("Ana")).toEqual(["Benevolent Bodyguard"]);
    g.passAll();
    expect(g.eventsOf("countered")).toMatchObject([{ name: "Benevolent Bodyguard", rule: "608.2b" }]);
    expect(g.eventsOf("protectionGained")).toEqual([]);
    g.expectPrompt("priority", "Ana");
  });

  it("702.16b: protection from the wrong color doesn't help — choosing white, the Bolt still kills the creature", () => {
    const g = duel({ battlefield: ["Benevolent Bodyguard", "Grizzly Bears"] }, { hand: ["Lightning Bolt"], battlefield: ["Mountain"] });
    g.pass();
    g.castAndPay("Lightning Bolt", "Grizzly Bears").pass();
    g.activate("Benevolent Bodyguard").targets("Grizzly Bears").autoPay().passAll();
    g.answer({ kind: "color", color: "W" });
    g.passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Benevolent Bodyguard", "Grizzly Bears"]);
  });
});

// ---- Tokens ---------------------------------------------------------------------------------------------

describe("Bird Token", () => {
  it("111.4: Battle Screech's Bird tokens are 1/1 white Bird creatures with flying", () => {
    const g = duel({ hand: ["Battle Screech"], battlefield: ["Plains", "Plains", "Plains", "Plains"] });
    g.castAndPay("Battle Screech").passAll();
    expect(g.permanents("Bird Token")).toHaveLength(2);
    expect(g.eventsOf("tokenCreated")).toEqual(Array(2).fill(expect.objectContaining({ name: "Bird Token", controller: 0 })));
    const def = g.engine.cards.get("Bird Token")!;
    expect(def).toMatchObject({ token: true, colors: ["W"], types: ["Creature"], subtypes: ["Bird"], keywords: ["Flying"], manaCost: null });
    expect(g.pt("Bird Token")).toEqual([1, 1]);
  });

  it("704.5d: a Bird token sacrificed to Bone Splinters goes to the graveyard, then ceases to exist", () => {
    const g = duel({ hand: ["Bone Splinters"], battlefield: ["Swamp", "Bird Token"] }, { battlefield: ["Hill Giant"] });
    g.cast("Bone Splinters").targets("Hill Giant");
    g.tapForMana("Swamp").payPart("sacrifice a creature", "Bird Token").pay();
    expect(g.eventsOf("zoneChanged").find((e) => e.name === "Bird Token")).toMatchObject({ from: "battlefield", to: "graveyard" });
    expect(g.eventsOf("ceasedToExist")).toMatchObject([{ name: "Bird Token", rule: "704.5d" }]);
    expect(g.graveyardNames("Ana")).toEqual([]);
  });

  it("702.9b: flying — a Bird token can't be blocked by a creature without flying or reach", () => {
    const g = duel({ battlefield: ["Bird Token"] }, { battlefield: ["Grizzly Bears", "Birds of Paradise"] });
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Bird Token").id, defender: 1 }] });
    g.passUntilPrompt("declareBlockers");
    const blockers = g.expectPrompt("declareBlockers").options.map((o) => g.nameOfObject(o.blocker));
    expect(blockers).toEqual(["Birds of Paradise"]);
  });
});

describe("Spirit Token", () => {
  it("111.4: Spectral Procession's Spirit tokens are 1/1 white Spirit creatures with flying", () => {
    const def = duel({}).engine.cards.get("Spirit Token")!;
    expect(def).toMatchObject({
      token: true,
      colors: ["W"],
      types: ["Creature"],
      subtypes: ["Spirit"],
      keywords: ["Flying"],
      power: 1,
      toughness: 1,
      manaCost: null,
    });
  });

  it("704.5d: a Spirit token returned to hand by Capsize ceases to exist", () => {
    const g = duel({ battlefield: ["Spirit Token", "Spirit Token"] }, { hand: ["Capsize"], battlefield: ["Island", "Island", "Island"] });
    g.pass();
    g.cast("Capsize").chooseCosts("mana").targets("Spirit Token").autoPay().passAll();
    expect(g.eventsOf("zoneChanged").find((e) => e.name === "Spirit Token")).toMatchObject({ from: "battlefield", to: "hand" });
    expect(g.eventsOf("ceasedToExist")).toMatchObject([{ name: "Spirit Token", rule: "704.5d" }]);
    expect(g.handNames("Ana")).toEqual([]);
    expect(g.permanents("Spirit Token")).toHaveLength(1);
  });
});
