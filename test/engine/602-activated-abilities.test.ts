import { describe, expect, it } from "vitest";
import { powerToughness } from "../../server/engine/layers/characteristics.ts";
import type { PriorityAction } from "../../shared/prompt.ts";
import { duel, filler, type Scenario } from "../support/scenario.ts";
import { testDuel } from "../support/test-cards.ts";

/** The "activate" options of the pending priority prompt, by source name. */
function activations(g: Scenario): string[] {
  return g
    .expectPrompt("priority")
    .actions.filter((a): a is Extract<PriorityAction, { kind: "activate" }> => a.kind === "activate")
    .map((a) => `${g.nameOfObject(a.source)}#${a.ability}`);
}

describe("602 activating activated abilities", () => {
  describe("602.1a the activation cost is everything before the colon", () => {
    it("602.1a: Prodigal Sorcerer's cost is {T} and nothing else — no mana, one part", () => {
      const g = duel({ battlefield: ["Prodigal Sorcerer"] });
      g.activate("Prodigal Sorcerer").targets("Ben");
      const pay = g.expectPrompt("payCosts", "Ana");
      // 601.2g: the total cost includes no mana payment at all.
      expect(pay.mana).toBeNull();
      expect(pay.manaAbilities).toEqual([]);
      expect(pay.parts.map((p) => p.text)).toEqual(["{T}"]);
      g.autoPay();
      expect(g.permanent("Prodigal Sorcerer").tapped).toBe(true);
      expect(g.eventsOf("costPaid").map((e) => e.text)).toEqual(["{T}"]);
    });

    it("602.1a: Arc-Slogger's cost is {R} and exiling the top ten cards, paid by its activator; the library part comes last (601.2h)", () => {
      const g = duel({ battlefield: ["Arc-Slogger", "Mountain"], library: filler(12) });
      g.activate("Arc-Slogger").targets("Ben");
      const pay = g.expectPrompt("payCosts", "Ana");
      expect(pay.mana).toMatchObject({ R: 1, generic: 0 });
      expect(pay.parts.map((p) => [p.text, p.payable])).toEqual([["exile the top 10 cards of your library", false]]);
      // The library part can't be paid before the mana.
      expect(g.refuseAnswer({ kind: "payPart", part: 0, choices: [] }).rule).toBe("601.2h");
      g.tapForMana("Mountain").pay();
      expect(g.expectPrompt("payCosts").parts[0]!.payable).toBe(true);
      g.payPart("exile the top 10");
      expect(g.state.players[0]!.library).toHaveLength(2);
      expect(g.state.exile).toHaveLength(10);
      g.passAll();
      expect(g.life("Ben")).toBe(18);
    });

    it("602.1a (example): '{2}, {T}: You gain 1 life' costs two mana of any type plus tapping the permanent that has the ability", () => {
      const g = testDuel({ battlefield: ["Test Cost Example", "Mountain", "Forest"] });
      g.activate("Test Cost Example");
      const pay = g.expectPrompt("payCosts");
      expect(pay.mana).toEqual({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 0, generic: 2 });
      expect(pay.parts.map((p) => p.text)).toEqual(["{T}"]);
      g.tapForMana("Mountain").tapForMana("Forest").pay().payPart("{T}");
      expect(g.permanent("Test Cost Example").tapped).toBe(true);
      g.passAll();
      expect(g.life("Ana")).toBe(21);
    });
  });

  describe("602.2 only the controller activates; the ability becomes an object on the stack", () => {
    it("602.2: the opponent's priority options don't include Ana's Prodigal Sorcerer, only his own; activating hers is refused", () => {
      const g = duel({ battlefield: ["Prodigal Sorcerer"] }, { battlefield: ["Prodigal Sorcerer"] });
      expect(activations(g)).toEqual(["Prodigal Sorcerer#p0"]);
      const anas = g.permanent("Prodigal Sorcerer", "Ana").id;
      g.pass();
      g.expectPrompt("priority", "Ben");
      const options = g.expectPrompt("priority").actions.filter((a) => a.kind === "activate");
      expect(options).toEqual([expect.objectContaining({ source: g.permanent("Prodigal Sorcerer", "Ben").id })]);
      const error = g.refuseAnswer({ kind: "activate", source: anas, ability: 0 });
      expect(error.code).toBe("ILLEGAL_CHOICE");
    });

    it("602.2a: the ability is created on the stack as an object that is not a card, with its source's name and text, controlled by its activator", () => {
      const g = duel({ battlefield: ["Prodigal Sorcerer"] });
      const source = g.permanent("Prodigal Sorcerer").id;
      g.activate("Prodigal Sorcerer");
      expect(g.lastEvents.find((e) => e.type === "stackPushed")).toEqual({
        type: "stackPushed",
        object: g.state.stack[0]!.id,
        name: "Prodigal Sorcerer",
        controller: 0,
        kind: "activatedAbility",
        from: null,
        fromId: source,
      });
      g.targets("Ben").autoPay();
      const onStack = g.state.stack[0]!;
      expect(onStack).toMatchObject({ kind: "ability", source, sourceCard: "Prodigal Sorcerer", controller: 0, triggered: false, ready: true });
      // The source stays on the battlefield: nothing moved from a zone.
      expect(g.permanents("Prodigal Sorcerer")).toHaveLength(1);
      expect(g.eventsOf("abilityActivated")).toEqual([
        expect.objectContaining({ player: 0, source, name: "Prodigal Sorcerer", text: "{T}: Prodigal Sorcerer deals 1 damage to any target." }),
      ]);
      // 602.2a: it remains on the stack until it resolves; then it ceases to exist — no card goes anywhere.
      g.passAll();
      expect(g.state.stack).toEqual([]);
      expect(g.graveyardNames("Ana")).toEqual([]);
      expect(g.eventsOf("stackRemoved").at(-1)).toMatchObject({ name: "Prodigal Sorcerer", reason: "resolved" });
      expect(g.life("Ben")).toBe(19);
    });

    it("602.2a: the ability resolves independently of its source — Prodigal Sorcerer killed in response still deals its 1 damage", () => {
      const g = duel({ battlefield: ["Prodigal Sorcerer"] }, { hand: ["Lightning Bolt"], battlefield: ["Mountain"] });
      g.activate("Prodigal Sorcerer").targets("Ben").autoPay();
      g.pass();
      g.cast("Lightning Bolt").targets("Prodigal Sorcerer").autoPay();
      expect(g.stackNames()).toEqual(["Prodigal Sorcerer", "Lightning Bolt"]);
      g.passAll(); // the Bolt resolves; the Sorcerer dies (704.5g)
      expect(g.graveyardNames("Ana")).toEqual(["Prodigal Sorcerer"]);
      expect(g.stackNames()).toEqual(["Prodigal Sorcerer"]);
      g.passAll(); // the ability resolves
      expect(g.life("Ben")).toBe(19);
      expect(g.eventsOf("damageDealt").at(-1)).toMatchObject({ sourceName: "Prodigal Sorcerer", targetName: "Ben", amount: 1 });
    });
  });

  describe("602.2b the rest follows the steps of casting a spell (601.2b–i)", () => {
    it("602.2b: announcements (601.2b), then targets (601.2c), then the total cost (601.2f) and payment (601.2g–h), in that order", () => {
      const g = duel({
        battlefield: [{ card: "Gilder Bairn", tapped: true }, "Island", "Island", "Island", { card: "Everflowing Chalice", counters: { charge: 1 } }],
      });
      g.activate("Gilder Bairn");
      // 601.2b: how {G/U} will be paid.
      expect(g.expectPrompt("chooseManaSymbols").symbols).toEqual([{ symbol: "{G/U}", options: ["G", "U"] }]);
      g.symbols("U");
      // 601.2c: the target.
      expect(g.expectPrompt("chooseTargets").text).toBe("target permanent");
      g.targets("Everflowing Chalice");
      // 601.2f: {2}{U} and {Q}.
      const pay = g.expectPrompt("payCosts");
      expect(pay.mana).toMatchObject({ U: 1, G: 0, generic: 2 });
      expect(pay.parts.map((p) => p.text)).toEqual(["{Q}"]);
      g.autoPay();
      expect(g.permanent("Gilder Bairn").tapped).toBe(false);
      g.passAll();
      expect(g.permanent("Everflowing Chalice").counters).toEqual({ charge: 2 });
    });

    it("602.2b, 732.1: cancelling the activation at target choice returns the game to the moment before it began", () => {
      const g = duel({ battlefield: ["Prodigal Sorcerer"] });
      const before = g.stateJson();
      g.activate("Prodigal Sorcerer").cancel();
      expect(g.stateJson()).toBe(before);
      expect(g.lastEvents).toEqual([
        expect.objectContaining({ type: "stackRemoved", name: "Prodigal Sorcerer's ability", reason: "reversed" }),
        expect.objectContaining({ type: "castReversed", ability: true }),
      ]);
    });

    it("602.2b, 601.2h: an activation whose mana can't be paid is illegal and reversed (Arc-Slogger with no red source)", () => {
      const g = duel({ battlefield: ["Arc-Slogger", "Island"] });
      const before = g.stateJson();
      g.activate("Arc-Slogger").targets("Ben");
      // 601.2g: Ana may still activate mana abilities; the Island's {U} can't pay {R}, and nothing else can.
      g.tapForMana("Island");
      expect(g.stateJson()).toBe(before);
      expect(g.eventsOf("castReversed").at(-1)).toMatchObject({ ability: true, rule: "601.2h" });
      expect(g.state.exile).toEqual([]);
    });

    it("602.2b, 601.2c: an ability with no legal target can't be activated: equip with no creature to equip is reversed", () => {
      const g = duel({ battlefield: ["Bonesplitter", "Plains"] });
      const before = g.stateJson();
      g.activate("Bonesplitter", 1);
      expect(g.stateJson()).toBe(before);
      expect(g.eventsOf("castReversed").at(-1)).toMatchObject({ ability: true, rule: "601.2c" });
    });

    it("602.2b, 608.2b: targets are chosen before costs are paid — Benevolent Bodyguard may target itself, then be sacrificed, and its ability does nothing", () => {
      const g = duel({ battlefield: ["Benevolent Bodyguard"] });
      g.activate("Benevolent Bodyguard");
      expect(g.expectPrompt("chooseTargets").options).toEqual([{ kind: "object", id: g.permanent("Benevolent Bodyguard").id }]);
      g.targets("Benevolent Bodyguard");
      g.payPart("sacrifice this");
      expect(g.graveyardNames("Ana")).toEqual(["Benevolent Bodyguard"]);
      expect(g.stackNames()).toEqual(["Benevolent Bodyguard"]);
      g.passAll();
      expect(g.eventsOf("countered").at(-1)).toMatchObject({ name: "Benevolent Bodyguard", rule: "608.2b" });
      expect(g.eventsOf("protectionGained")).toEqual([]);
      expect(g.state.stack).toEqual([]);
    });
  });

  describe("602.5 restrictions on activating", () => {
    it("602.5a: a creature's {T} ability can't be activated when it came under its controller's control this turn (302.6)", () => {
      const g = duel({ battlefield: [{ card: "Prodigal Sorcerer", sick: true }] });
      expect(activations(g)).toEqual([]);
      const error = g.refuseAnswer({ kind: "activate", source: g.permanent("Prodigal Sorcerer").id, ability: 0 });
      expect(error).toMatchObject({ code: "ILLEGAL_CHOICE", rule: "602.5" });
    });

    it("602.5a: the same holds for a creature's {Q} ability (Gilder Bairn, tapped but summoning sick)", () => {
      const sick = duel({ battlefield: [{ card: "Gilder Bairn", tapped: true, sick: true }, "Island", "Island", "Island"] });
      expect(activations(sick)).toEqual([]);
      const ready = duel({ battlefield: [{ card: "Gilder Bairn", tapped: true }, "Island", "Island", "Island"] });
      expect(activations(ready)).toEqual(["Gilder Bairn#p0"]);
    });

    it("602.5a: a noncreature's {T} ability may be activated the turn it arrives", () => {
      const g = testDuel({ battlefield: [{ card: "Test Cost Example", sick: true }, "Plains", "Plains"] });
      expect(activations(g)).toEqual(["Test Cost Example#p0"]);
      g.activate("Test Cost Example").autoPay().passAll();
      expect(g.life("Ana")).toBe(21);
    });

    it("602.5b: 'Activate only once each turn' — Rootwalla's ability is offered once, then refused until the next turn", () => {
      const g = duel({ battlefield: ["Rootwalla", "Forest", "Forest", "Forest", "Forest"] });
      expect(activations(g)).toEqual(["Rootwalla#p0"]);
      // An activation that is reversed (732.1) doesn't count.
      g.activate("Rootwalla").cancel();
      expect(activations(g)).toEqual(["Rootwalla#p0"]);
      g.activate("Rootwalla").autoPay();
      // Still on the stack, and already used: not offered again.
      expect(activations(g)).toEqual([]);
      expect(g.refuseAnswer({ kind: "activate", source: g.permanent("Rootwalla").id, ability: 0 }).rule).toBe("602.5");
      g.passAll();
      expect(powerToughness(g.reader, g.permanent("Rootwalla"))).toEqual({ power: 4, toughness: 4 });
      // Two Forests are still untapped, but the limit holds for the rest of the turn.
      expect(activations(g)).toEqual([]);
      // Next turn (Ben's), Ana may activate it again.
      g.passUntil("upkeep", 4);
      g.pass();
      g.expectPrompt("priority", "Ana");
      expect(activations(g)).toEqual(["Rootwalla#p0"]);
    });

    it("602.5d: equip ('activate only as a sorcery') is offered in its controller's main phase with an empty stack, and resolves", () => {
      const g = duel({ battlefield: ["Bonesplitter", "Grizzly Bears", "Plains"] });
      expect(activations(g)).toEqual(["Bonesplitter#p1"]);
      g.activate("Bonesplitter", 1).targets("Grizzly Bears").autoPay();
      // The equip ability is on the stack now: sorcery timing is gone.
      expect(activations(g)).toEqual([]);
      g.passAll();
      expect(g.permanent("Bonesplitter").attachedTo).toBe(g.permanent("Grizzly Bears").id);
      expect(powerToughness(g.reader, g.permanent("Grizzly Bears"))).toEqual({ power: 4, toughness: 2 });
    });

    it("602.5d: equip is not offered with a spell on the stack, even in its controller's main phase", () => {
      const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Bonesplitter", "Grizzly Bears", "Plains", "Mountain"] });
      g.castAndPay("Lightning Bolt", "Ben");
      g.expectPrompt("priority", "Ana");
      expect(activations(g)).toEqual([]);
      expect(g.refuseAnswer({ kind: "activate", source: g.permanent("Bonesplitter").id, ability: 1 }).rule).toBe("602.5");
    });

    it("602.5d: equip is not offered outside a main phase, nor in the opponent's turn", () => {
      const combat = duel({ battlefield: ["Bonesplitter", "Grizzly Bears", "Plains"] }, {}, { step: "beginningOfCombat" });
      expect(activations(combat)).toEqual([]);
      const g = duel({ battlefield: ["Bonesplitter", "Grizzly Bears", "Plains"] }, {}, { activePlayer: 1 });
      g.expectPrompt("priority", "Ben");
      g.pass();
      g.expectPrompt("priority", "Ana");
      expect(g.step).toBe("precombatMain");
      expect(activations(g)).toEqual([]);
    });
  });

  describe("605 vs 602: mana abilities don't use the stack, other activated abilities do", () => {
    it("605.3b, 602.2a: tapping Llanowar Elves for mana puts nothing on the stack; Prodigal Sorcerer's ability goes on it and can be responded to", () => {
      const g = duel({ battlefield: ["Llanowar Elves", "Prodigal Sorcerer"] });
      g.tapForMana("Llanowar Elves");
      expect(g.state.stack).toEqual([]);
      expect(g.lastEvents.map((e) => e.type)).toEqual(["tapped", "manaAdded"]);
      expect(g.state.players[0]!.manaPool.G).toBe(1);
      g.expectPrompt("priority", "Ana");
      g.activate("Prodigal Sorcerer").targets("Ben").autoPay();
      expect(g.stackNames()).toEqual(["Prodigal Sorcerer"]);
      g.pass();
      // Ben may respond to the ability: he has priority with it on the stack.
      g.expectPrompt("priority", "Ben");
      expect(g.stackNames()).toEqual(["Prodigal Sorcerer"]);
    });
  });
});
