import { describe, expect, it } from "vitest";
import type { StackAbility } from "../../server/engine/kernel/state.ts";
import { duel, filler, type Scenario, scenario } from "../support/scenario.ts";
import { testDuel } from "../support/test-cards.ts";

function abilities(g: Scenario): StackAbility[] {
  return g.state.stack.filter((o): o is StackAbility => o.kind === "ability");
}

describe("603 handling triggered abilities", () => {
  describe("603.2 triggering", () => {
    it("603.2, 601.2i: Argothian Enchantress triggers when its controller's enchantment spell becomes cast — not while it is being paid for", () => {
      const g = duel({ hand: ["Holy Strength"], battlefield: ["Argothian Enchantress", "Grizzly Bears", "Plains"], library: ["Island", ...filler()] });
      g.cast("Holy Strength").targets("Grizzly Bears");
      g.expectPrompt("payCosts");
      expect(g.state.pendingTriggers).toEqual([]);
      expect(g.stackLabels()).toEqual(["Holy Strength (Ana)"]);
      g.autoPay();
      expect(g.stackLabels()).toEqual(["Holy Strength (Ana)", "Argothian Enchantress (Ana)"]);
      // 603.2: the ability does nothing yet.
      expect(g.handNames("Ana")).toEqual([]);
      g.passAll();
      expect(g.handNames("Ana")).toEqual(["Island"]);
      expect(g.stackLabels()).toEqual(["Holy Strength (Ana)"]);
    });

    it("603.2: Argothian Enchantress doesn't trigger for a creature spell", () => {
      const g = duel({ hand: ["Grizzly Bears"], battlefield: ["Argothian Enchantress", "Forest", "Forest"] });
      g.castAndPay("Grizzly Bears");
      expect(g.stackLabels()).toEqual(["Grizzly Bears (Ana)"]);
      expect(g.eventsOf("abilityTriggered")).toEqual([]);
    });

    it("603.2: Argothian Enchantress ('whenever you cast') doesn't trigger for an opponent's enchantment spell", () => {
      const g = duel({ battlefield: ["Argothian Enchantress"] }, { hand: ["Gloom"], battlefield: ["Swamp", "Swamp", "Swamp"] }, { activePlayer: 1 });
      g.castAndPay("Gloom");
      expect(g.stackLabels()).toEqual(["Gloom (Ben)"]);
      expect(g.state.pendingTriggers).toEqual([]);
    });

    it("603.2, 601.2i: a cast that is reversed never became cast, so nothing triggers (Chalice at 1, Lightning Bolt cancelled at payment)", () => {
      const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain", { card: "Chalice of the Void", counters: { charge: 1 } }] });
      g.cast("Lightning Bolt").targets("Ben").tapForMana("Mountain").cancel();
      expect(g.state.stack).toEqual([]);
      expect(g.state.pendingTriggers).toEqual([]);
      expect(g.eventsOf("abilityTriggered")).toEqual([]);
      expect(g.handNames("Ana")).toEqual(["Lightning Bolt"]);
    });

    it("603.2, 601.2i: a permanent that left the battlefield while the costs were paid doesn't trigger — Tinker sacrificing one of two Chalices at 3 triggers only the other", () => {
      const g = duel({
        hand: ["Tinker"],
        battlefield: [
          { card: "Chalice of the Void", counters: { charge: 3 } },
          { card: "Chalice of the Void", counters: { charge: 3 } },
          "Island",
          "Island",
          "Island",
        ],
      });
      const [first, second] = g.permanents("Chalice of the Void");
      g.cast("Tinker").tapForMana("Island").tapForMana("Island").tapForMana("Island");
      g.answer({ kind: "payPart", part: 0, choices: [first!.id] });
      g.pay();
      expect(abilities(g)).toEqual([expect.objectContaining({ source: second!.id, sourceCard: "Chalice of the Void", triggered: true })]);
      g.passAll();
      expect(g.eventsOf("countered").map((e) => e.name)).toEqual(["Tinker"]);
    });
  });

  describe("603.3 putting triggered abilities on the stack", () => {
    it("603.3: the ability goes on the stack, above the spell, before anyone receives priority, as an object that is not a card", () => {
      const g = duel({ hand: ["Holy Strength"], battlefield: ["Argothian Enchantress", "Grizzly Bears", "Plains"] });
      const enchantress = g.permanent("Argothian Enchantress").id;
      g.cast("Holy Strength").targets("Grizzly Bears").autoPay();
      const types = g.lastEvents.map((e) => e.type);
      expect(types.indexOf("spellCast")).toBeLessThan(types.indexOf("abilityTriggered"));
      expect(g.lastEvents.find((e) => e.type === "stackPushed")).toEqual({
        type: "stackPushed",
        object: g.state.stack[1]!.id,
        name: "Argothian Enchantress",
        controller: 0,
        kind: "triggeredAbility",
        from: null,
        fromId: enchantress,
      });
      expect(g.eventsOf("abilityTriggered")).toEqual([
        expect.objectContaining({ player: 0, source: enchantress, text: "Whenever you cast an enchantment spell, draw a card." }),
      ]);
      g.expectPrompt("priority", "Ana");
    });

    it("603.3a: the ability is controlled by its source's controller — Ben's Chalice of the Void counters Ana's spell", () => {
      const g = duel({ hand: ["Savannah Lions"], battlefield: ["Plains"] }, { battlefield: [{ card: "Chalice of the Void", counters: { charge: 1 } }] });
      g.castAndPay("Savannah Lions");
      expect(g.stackLabels()).toEqual(["Savannah Lions (Ana)", "Chalice of the Void (Ben)"]);
      g.passAll();
      expect(g.graveyardNames("Ana")).toEqual(["Savannah Lions"]);
    });

    it("603.3b: APNAP order — in Ben's turn, Ben casts a spell; Cid's Hesitation goes on the stack before Ana's, so Ana's resolves first", () => {
      const g = scenario({
        turn: 4,
        activePlayer: 1,
        players: [
          { name: "Ana", library: filler(), battlefield: ["Hesitation"] },
          { name: "Ben", library: filler(), hand: ["Savannah Lions"], battlefield: ["Plains"] },
          { name: "Cid", library: filler(), battlefield: ["Hesitation"] },
        ],
      });
      g.castAndPay("Savannah Lions");
      expect(g.stackLabels()).toEqual(["Savannah Lions (Ben)", "Hesitation (Cid)", "Hesitation (Ana)"]);
      g.expectPrompt("priority", "Ben");
      g.passAll(); // Ana's trigger: her Hesitation is sacrificed and the Lions are countered
      expect(g.graveyardNames("Ana")).toEqual(["Hesitation"]);
      expect(g.graveyardNames("Ben")).toEqual(["Savannah Lions"]);
      expect(g.eventsOf("countered")).toEqual([expect.objectContaining({ name: "Savannah Lions", reason: "countered by Hesitation" })]);
      g.passAll(); // Cid's trigger: Cid still sacrifices his Hesitation; there is no spell left to counter
      expect(g.graveyardNames("Cid")).toEqual(["Hesitation"]);
      expect(g.eventsOf("countered")).toHaveLength(1);
      expect(g.state.stack).toEqual([]);
    });

    it("603.3b: a player with two triggers from different sources orders them (the last one chosen goes on top)", () => {
      const g = duel(
        { battlefield: ["Hesitation", { card: "Chalice of the Void", counters: { charge: 1 } }] },
        { hand: ["Lightning Bolt"], battlefield: ["Mountain"] },
      );
      g.pass();
      g.castAndPay("Lightning Bolt", "Ana");
      const order = g.expectPrompt("orderTriggers", "Ana");
      expect(order.triggers.map((t) => t.sourceCard)).toEqual(["Hesitation", "Chalice of the Void"]);
      expect(order.cancellable).toBe(false);
      expect(g.refuseAnswer({ kind: "order", order: [0, 0] }).rule).toBe("603.3b");
      // Hesitation first (bottom), Chalice last (top).
      g.answer({ kind: "order", order: [0, 1] });
      expect(g.stackLabels()).toEqual(["Lightning Bolt (Ben)", "Hesitation (Ana)", "Chalice of the Void (Ana)"]);
      g.expectPrompt("priority", "Ben");
      g.passAll(); // the Chalice counters the Bolt
      expect(g.eventsOf("countered")).toEqual([expect.objectContaining({ name: "Lightning Bolt", reason: "countered by Chalice of the Void" })]);
      g.passAll(); // Hesitation is still sacrificed (118.12): that is how its controller ordered them
      expect(g.graveyardNames("Ana")).toEqual(["Hesitation"]);
      expect(g.life("Ana")).toBe(20);
    });

    it("603.3b: the other order — the Chalice's trigger at the bottom, Hesitation's on top, which counters the Bolt", () => {
      const g = duel(
        { battlefield: ["Hesitation", { card: "Chalice of the Void", counters: { charge: 1 } }] },
        { hand: ["Lightning Bolt"], battlefield: ["Mountain"] },
      );
      g.pass();
      g.castAndPay("Lightning Bolt", "Ana");
      g.answer({ kind: "order", order: [1, 0] });
      expect(g.stackLabels()).toEqual(["Lightning Bolt (Ben)", "Chalice of the Void (Ana)", "Hesitation (Ana)"]);
      g.passAll();
      expect(g.eventsOf("countered")).toEqual([expect.objectContaining({ name: "Lightning Bolt", reason: "countered by Hesitation" })]);
    });

    it("603.3b: no ordering prompt when the order can't matter — two Chalices at the same count", () => {
      const g = duel(
        {
          battlefield: [
            { card: "Chalice of the Void", counters: { charge: 1 } },
            { card: "Chalice of the Void", counters: { charge: 1 } },
          ],
        },
        { hand: ["Lightning Bolt"], battlefield: ["Mountain"] },
      );
      g.pass();
      g.castAndPay("Lightning Bolt", "Ana");
      g.expectPrompt("priority", "Ben");
      expect(g.stackLabels()).toEqual(["Lightning Bolt (Ben)", "Chalice of the Void (Ana)", "Chalice of the Void (Ana)"]);
    });

    it("603.3b: two Chalices under different players: APNAP order, no prompt — the active player's at the bottom", () => {
      const g = duel(
        { battlefield: [{ card: "Chalice of the Void", counters: { charge: 1 } }] },
        { hand: ["Lightning Bolt"], battlefield: ["Mountain", { card: "Chalice of the Void", counters: { charge: 1 } }] },
      );
      g.pass();
      g.castAndPay("Lightning Bolt", "Ana");
      g.expectPrompt("priority", "Ben");
      expect(g.stackLabels()).toEqual(["Lightning Bolt (Ben)", "Chalice of the Void (Ana)", "Chalice of the Void (Ben)"]);
    });
  });

  describe("603.3d targets of triggered abilities (test-only card 'Test Trigger: Spell Pinger')", () => {
    it("603.3d: targets are chosen as the ability goes on the stack, by its controller, with no way to cancel", () => {
      const g = testDuel({ hand: ["Lightning Bolt"], battlefield: ["Test Trigger: Spell Pinger", "Mountain"] }, { battlefield: ["Grizzly Bears"] });
      g.castAndPay("Lightning Bolt", "Ben");
      const choose = g.expectPrompt("chooseTargets", "Ana");
      expect(choose.cancellable).toBe(false);
      expect(choose.text).toBe("target creature");
      expect(g.refuseAnswer({ kind: "cancel" }).code).toBe("ILLEGAL_CHOICE");
      g.targets("Grizzly Bears");
      expect(g.stackLabels()).toEqual(["Lightning Bolt (Ana)", "Test Trigger: Spell Pinger (Ana)"]);
      g.passAll();
      expect(g.permanent("Grizzly Bears").damage).toBe(1);
    });

    it("603.3d: with no legal target the triggered ability is removed from the stack; the spell is unaffected", () => {
      const g = testDuel({ hand: ["Lightning Bolt"], battlefield: ["Test Trigger: Spell Pinger", "Mountain"] });
      g.castAndPay("Lightning Bolt", "Ben");
      g.expectPrompt("priority", "Ana");
      expect(g.stackLabels()).toEqual(["Lightning Bolt (Ana)"]);
      expect(g.eventsOf("stackRemoved").at(-1)).toMatchObject({ name: "Test Trigger: Spell Pinger", reason: "removed", rule: "603.3d" });
      expect(g.eventsOf("abilityTriggered")).toEqual([]);
      g.passAll();
      expect(g.life("Ben")).toBe(17);
    });

    it("608.2b: a triggered ability whose only target has become illegal does nothing", () => {
      const g = testDuel(
        { hand: ["Lightning Bolt"], battlefield: ["Test Trigger: Spell Pinger", "Mountain"] },
        { hand: ["Capsize"], battlefield: ["Grizzly Bears", "Island", "Island", "Island"] },
      );
      g.castAndPay("Lightning Bolt", "Ben");
      g.targets("Grizzly Bears");
      g.pass();
      g.cast("Capsize").chooseCosts("mana").targets("Grizzly Bears").autoPay();
      g.passAll(); // Capsize returns the Bears to Ben's hand
      expect(g.handNames("Ben")).toEqual(["Grizzly Bears"]);
      g.passAll(); // the trigger: its target is gone
      expect(g.eventsOf("countered")).toEqual([expect.objectContaining({ name: "Test Trigger: Spell Pinger", rule: "608.2b" })]);
      expect(g.eventsOf("damageDealt")).toEqual([]);
      g.passAll();
      expect(g.life("Ben")).toBe(17);
    });
  });
});
