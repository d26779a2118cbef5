import { describe, expect, it } from "vitest";
import { spellFacts } from "../../server/engine/layers/characteristics.ts";
import type { Spell } from "../../server/engine/kernel/state.ts";
import { duel, filler, type Scenario, type Side, trio } from "../support/scenario.ts";
import { testDuel } from "../support/test-cards.ts";

/** The top spell of the stack. */
function topSpell(g: Scenario): Spell {
  const top = g.state.stack.at(-1);
  if (top?.kind !== "spell") throw new Error("no spell on top of the stack");
  return top;
}

/** Passes priority for as long as the game asks for it (and `until` doesn't hold). */
function passWhilePriority(g: Scenario, until: () => boolean = () => false): void {
  while (g.state.prompt?.kind === "priority" && !until()) g.pass();
}

/** The index of the first event of `type` matching `match` in the whole game so far. */
function indexOf(g: Scenario, type: string, match: (e: Record<string, unknown>) => boolean = () => true): number {
  return g.events.findIndex((e) => e.type === type && match(e as unknown as Record<string, unknown>));
}

describe("702 keyword abilities", () => {
  describe("702.33 kicker and multikicker", () => {
    it("702.33a, 702.33d: Burst Lightning kicked costs {4} more, is 'kicked', and deals 4 damage", () => {
      const g = duel({ hand: ["Burst Lightning"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"] });
      g.cast("Burst Lightning").chooseCosts("mana", { kicker: 1 }).targets("Ben");
      expect(g.expectPrompt("payCosts").mana).toMatchObject({ R: 1, generic: 4 });
      g.autoPay();
      expect(topSpell(g).choices.kicks).toBe(1);
      expect(g.eventsOf("costsAnnounced")).toEqual([expect.objectContaining({ name: "Burst Lightning", kicks: 1, alternative: null })]);
      g.passAll();
      expect(g.life("Ben")).toBe(16);
    });

    it("702.33c: plain kicker can be paid at most once", () => {
      const g = duel({ hand: ["Burst Lightning"], battlefield: ["Mountain"] });
      g.cast("Burst Lightning");
      expect(g.refuseAnswer({ kind: "costs", alternative: "mana", optional: { kicker: 2 } }).rule).toBe("702.33c");
    });

    it("702.33c, 702.33d: Everflowing Chalice's multikicker paid three times — {6}, kicked three times, three charge counters, {C}{C}{C}", () => {
      const g = duel({ hand: ["Everflowing Chalice"], battlefield: ["Sol Ring", "Sol Ring", "Sol Ring"] });
      g.cast("Everflowing Chalice");
      expect(g.expectPrompt("chooseCosts").optional).toEqual([{ id: "kicker", text: "multikicker {2}", max: null }]);
      g.chooseCosts("mana", { kicker: 3 });
      expect(g.expectPrompt("payCosts").mana).toMatchObject({ generic: 6 });
      g.autoPay();
      expect(topSpell(g).choices.kicks).toBe(3);
      g.passAll();
      expect(g.permanent("Everflowing Chalice").counters).toEqual({ charge: 3 });
      g.tapForMana("Everflowing Chalice");
      expect(g.state.players[0]!.manaPool.C).toBe(3);
    });

    it("702.33g: Orim's Thunder unkicked has no creature target — only one target is asked for, and no damage is dealt", () => {
      const g = duel(
        { hand: ["Orim's Thunder"], battlefield: ["Plains", "Plains", "Plains", "Plains"] },
        { battlefield: ["Sphere of Resistance", "Grizzly Bears"] },
      );
      g.cast("Orim's Thunder").chooseCosts("mana").targets("Sphere of Resistance");
      // {2}{W} + {1} for the Sphere, and straight to payment: no creature target.
      expect(g.expectPrompt("payCosts").mana).toMatchObject({ W: 1, generic: 3 });
      g.autoPay();
      expect(topSpell(g).choices.targets).toEqual([[g.target("Sphere of Resistance")], []]);
      g.passAll();
      expect(g.graveyardNames("Ben")).toEqual(["Sphere of Resistance"]);
      expect(g.permanent("Grizzly Bears").damage).toBe(0);
    });

    it("702.33g: Orim's Thunder kicked targets a creature too, and deals it the destroyed permanent's mana value", () => {
      const g = duel({ hand: ["Orim's Thunder"], battlefield: ["Plains", "Plains", "Plains", "Mountain"] }, { battlefield: ["Bonesplitter", "Grizzly Bears"] });
      g.cast("Orim's Thunder").chooseCosts("mana", { kicker: 1 }).targets("Bonesplitter");
      expect(g.expectPrompt("chooseTargets").text).toBe("target creature");
      g.targets("Grizzly Bears").autoPay().passAll();
      expect(g.graveyardNames("Ben")).toEqual(["Bonesplitter"]);
      expect(g.permanent("Grizzly Bears").damage).toBe(1);
    });
  });

  describe("702.42 entwine", () => {
    it("702.42a: Blinding Beam entwined — both modes chosen, {1} more paid; 702.42b: both modes happen", () => {
      const g = duel({ hand: ["Blinding Beam"], battlefield: ["Plains", "Plains", "Plains", "Plains"] }, { battlefield: ["Grizzly Bears", "Hill Giant"] });
      g.cast("Blinding Beam");
      const modes = g.expectPrompt("chooseModes");
      expect(modes).toMatchObject({ min: 1, max: 1, entwine: true, available: [true, true] });
      g.chooseModes(1, 0);
      g.targets("Grizzly Bears", "Hill Giant").targets("Ben");
      expect(g.expectPrompt("payCosts").mana).toMatchObject({ W: 1, generic: 3 });
      g.autoPay();
      expect(topSpell(g).choices).toMatchObject({ modes: [0, 1], entwined: true });
      expect(g.eventsOf("costsAnnounced")).toEqual([expect.objectContaining({ entwined: true })]);
      // 702.42b: the modes in the order written on the card.
      expect(g.eventsOf("modesChosen")[0]!.modes).toEqual(["Tap two target creatures.", "Creatures don't untap during target player's next untap step."]);
      g.passAll();
      expect(g.permanent("Grizzly Bears").tapped).toBe(true);
      expect(g.permanent("Hill Giant").tapped).toBe(true);
      expect(g.state.effects).toEqual([expect.objectContaining({ kind: "skipUntap", player: 1 })]);
      // And in Ben's untap step his creatures stay tapped.
      g.passUntil("upkeep", 4);
      expect(g.permanent("Hill Giant").tapped).toBe(true);
    });

    it("702.42a: without entwine, one mode and the mana cost only", () => {
      const g = duel({ hand: ["Blinding Beam"], battlefield: ["Plains", "Plains", "Plains"] }, { battlefield: ["Grizzly Bears", "Hill Giant"] });
      g.cast("Blinding Beam").chooseModes(1).targets("Ben");
      expect(g.expectPrompt("payCosts").mana).toMatchObject({ W: 1, generic: 2 });
      g.autoPay();
      expect(topSpell(g).choices).toMatchObject({ modes: [1], entwined: false });
    });

    it("702.42a, 700.2a: entwine is impossible when a mode can't be chosen (one creature for 'two target creatures')", () => {
      const g = duel({ hand: ["Blinding Beam"], battlefield: ["Plains", "Plains", "Plains", "Plains"] }, { battlefield: ["Grizzly Bears"] });
      g.cast("Blinding Beam");
      expect(g.expectPrompt("chooseModes")).toMatchObject({ available: [false, true], entwine: false });
      expect(g.refuseAnswer({ kind: "modes", modes: [0, 1] }).code).toBe("ILLEGAL_CHOICE");
      expect(g.refuseAnswer({ kind: "modes", modes: [0] }).rule).toBe("700.2a");
    });
  });

  describe("702.27 buyback", () => {
    it("702.27a: Capsize with buyback costs {3} more and returns to its owner's hand as it resolves — and can be cast again", () => {
      const g = duel(
        { hand: ["Capsize"], battlefield: ["Island", "Island", "Island", "Island", "Island", "Island", "Island", "Island", "Island"] },
        { battlefield: ["Grizzly Bears", "Hill Giant"] },
      );
      g.cast("Capsize");
      expect(g.expectPrompt("chooseCosts").optional).toEqual([{ id: "buyback", text: "buyback {3}", max: 1 }]);
      g.chooseCosts("mana", { buyback: 1 }).targets("Grizzly Bears");
      expect(g.expectPrompt("payCosts").mana).toMatchObject({ U: 2, generic: 4 });
      g.autoPay().passAll();
      expect(g.handNames("Ben")).toEqual(["Grizzly Bears"]);
      expect(g.handNames("Ana")).toEqual(["Capsize"]);
      expect(g.graveyardNames("Ana")).toEqual([]);
      // Again, without buyback this time: it goes to the graveyard.
      g.cast("Capsize").chooseCosts("mana").targets("Hill Giant").autoPay().passAll();
      expect(g.handNames("Ben")).toEqual(["Grizzly Bears", "Hill Giant"]);
      expect(g.graveyardNames("Ana")).toEqual(["Capsize"]);
    });

    it("702.27a: a Capsize with buyback that is countered goes to the graveyard — buyback works only as it resolves", () => {
      const g = duel(
        { hand: ["Capsize"], battlefield: ["Island", "Island", "Island", "Island", "Island", "Island"] },
        { hand: ["Counterspell"], battlefield: ["Grizzly Bears", "Island", "Island"] },
      );
      g.cast("Capsize").chooseCosts("mana", { buyback: 1 }).targets("Grizzly Bears").autoPay();
      g.pass();
      g.castAndPay("Counterspell", "Capsize");
      g.passAll();
      expect(g.graveyardNames("Ana")).toEqual(["Capsize"]);
      expect(g.handNames("Ana")).toEqual([]);
    });

    it("702.27a, 608.2b: a Capsize with buyback whose target is gone doesn't resolve, so it goes to the graveyard", () => {
      const g = duel(
        { hand: ["Capsize"], battlefield: ["Island", "Island", "Island", "Island", "Island", "Island"] },
        { hand: ["Lightning Bolt"], battlefield: ["Grizzly Bears", "Mountain"] },
      );
      g.cast("Capsize").chooseCosts("mana", { buyback: 1 }).targets("Grizzly Bears").autoPay();
      g.pass();
      g.castAndPay("Lightning Bolt", "Grizzly Bears");
      g.passAll();
      g.passAll();
      expect(g.eventsOf("countered")).toEqual([expect.objectContaining({ name: "Capsize", rule: "608.2b" })]);
      expect(g.graveyardNames("Ana")).toEqual(["Capsize"]);
    });
  });

  describe("702.34 flashback", () => {
    it("702.34a: Think Twice is cast from the hand, then from the graveyard for its flashback cost, and is then exiled", () => {
      const g = duel({ hand: ["Think Twice"], battlefield: ["Island", "Island", "Island", "Island", "Island"], library: ["Forest", "Swamp", ...filler()] });
      g.castAndPay("Think Twice").passAll();
      expect(g.graveyardNames("Ana")).toEqual(["Think Twice"]);
      const card = g.state.players[0]!.graveyard[0]!.id;
      expect(g.expectPrompt("priority").actions).toContainEqual({ kind: "cast", card, from: "graveyard", affordable: true, hasTargets: true });
      g.answer({ kind: "cast", card });
      // Flashback is the only way: no cost choice; {2}{U} rather than {1}{U}.
      expect(g.expectPrompt("payCosts").mana).toMatchObject({ U: 1, generic: 2 });
      g.autoPay();
      expect(topSpell(g)).toMatchObject({ from: "graveyard", choices: expect.objectContaining({ alternativeCost: "flashback" }) });
      g.passAll();
      expect(g.handNames("Ana")).toEqual(["Forest", "Swamp"]);
      expect(g.graveyardNames("Ana")).toEqual([]);
      expect(g.state.exile.map((c) => c.card)).toEqual(["Think Twice"]);
      expect(g.eventsOf("zoneChanged").at(-1)).toMatchObject({ name: "Think Twice", from: "stack", to: "exile", rule: "702.34a" });
    });

    it("702.34a: a card without flashback can't be cast from the graveyard", () => {
      const g = duel({ graveyard: ["Lightning Bolt"], battlefield: ["Mountain"] });
      expect(g.expectPrompt("priority").actions.some((a) => a.kind === "cast")).toBe(false);
      const error = g.refuseAnswer({ kind: "cast", card: g.state.players[0]!.graveyard[0]!.id });
      expect(error).toMatchObject({ code: "ILLEGAL_CHOICE", rule: "601.3" });
    });

    it("702.34a: a flashback spell that is countered is exiled instead of going to the graveyard", () => {
      const g = duel(
        { graveyard: ["Think Twice"], battlefield: ["Island", "Island", "Island"] },
        { hand: ["Counterspell"], battlefield: ["Island", "Island"] },
      );
      g.answer({ kind: "cast", card: g.state.players[0]!.graveyard[0]!.id });
      g.autoPay();
      g.pass();
      g.castAndPay("Counterspell", "Think Twice");
      g.passAll();
      expect(g.eventsOf("countered").map((e) => e.name)).toEqual(["Think Twice"]);
      expect(g.graveyardNames("Ana")).toEqual([]);
      expect(g.state.exile.map((c) => c.card)).toEqual(["Think Twice"]);
    });

    it("702.34a: a flashback spell that would be put into its owner's hand (countered by Remand) is exiled instead", () => {
      const g = duel({ graveyard: ["Think Twice"], battlefield: ["Island", "Island", "Island"] }, { hand: ["Remand"], battlefield: ["Island", "Island"] });
      g.answer({ kind: "cast", card: g.state.players[0]!.graveyard[0]!.id });
      g.autoPay();
      g.pass();
      g.castAndPay("Remand", "Think Twice");
      g.passAll();
      expect(g.handNames("Ana")).toEqual([]);
      expect(g.state.exile.map((c) => c.card)).toEqual(["Think Twice"]);
    });

    it("702.34a, 118.9a: flashback is the spell's one alternative cost — Dream Halls' cost isn't offered for it", () => {
      const g = duel({ graveyard: ["Think Twice"], hand: ["Coral Eel"], battlefield: ["Dream Halls", "Island", "Island", "Island"] });
      g.answer({ kind: "cast", card: g.state.players[0]!.graveyard[0]!.id });
      const pay = g.expectPrompt("payCosts");
      expect(pay.mana).toMatchObject({ U: 1, generic: 2 });
      expect(pay.parts).toEqual([]);
    });
  });

  describe("702.47 splice", () => {
    it("702.47a–c: Lava Spike with Glacial Ray and Evermind spliced — the cards are revealed and stay in hand, their costs are added, and their text happens after the main spell's", () => {
      const g = duel(
        {
          hand: ["Lava Spike", "Glacial Ray", "Evermind"],
          battlefield: ["Mountain", "Mountain", "Mountain", "Island", "Island"],
          library: ["Forest", ...filler()],
        },
        { battlefield: ["Grizzly Bears"] },
      );
      g.cast("Lava Spike");
      const splices = g.expectPrompt("chooseSplices", "Ana");
      expect(splices.options.map((o) => g.nameOfObject(o))).toEqual(["Glacial Ray", "Evermind"]);
      g.answer({ kind: "cards", cards: [g.handCard("Glacial Ray"), g.handCard("Evermind")] });
      expect(g.eventsOf("spliced")).toEqual([expect.objectContaining({ name: "Lava Spike", cards: ["Glacial Ray", "Evermind"] })]);
      // 702.47d: the main spell's target, then the spliced text's.
      expect(g.expectPrompt("chooseTargets").text).toBe("target player or planeswalker");
      g.targets("Ben");
      expect(g.expectPrompt("chooseTargets").text).toBe("any target");
      g.targets("Grizzly Bears");
      // {R} + splice {1}{R} + splice {1}{U}.
      expect(g.expectPrompt("payCosts").mana).toMatchObject({ R: 2, U: 1, generic: 2 });
      g.autoPay();
      expect(g.stackNames()).toEqual(["Lava Spike"]);
      expect(g.handNames("Ana")).toEqual(["Glacial Ray", "Evermind"]);
      g.passAll();
      expect(g.life("Ben")).toBe(17);
      expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears"]);
      expect(g.handNames("Ana")).toEqual(["Glacial Ray", "Evermind", "Forest"]);
      expect(g.graveyardNames("Ana")).toEqual(["Lava Spike"]);
      // The main spell's effect first (702.47b), then the spliced texts in the order chosen.
      const spike = indexOf(g, "damageDealt", (e) => e.targetName === "Ben");
      const ray = indexOf(g, "damageDealt", (e) => e.targetName === "Grizzly Bears");
      const draw = indexOf(g, "drew");
      expect(spike).toBeLessThan(ray);
      expect(ray).toBeLessThan(draw);
      // 702.47c: text gained by the spell is the spell's: Lava Spike deals the spliced 2 damage.
      expect(g.events[ray]).toMatchObject({ sourceName: "Lava Spike", amount: 2 });
    });

    it("702.47b: the player chooses the order of the spliced effects — Evermind's draw before Glacial Ray's damage", () => {
      const g = duel(
        { hand: ["Lava Spike", "Glacial Ray", "Evermind"], battlefield: ["Mountain", "Mountain", "Mountain", "Island", "Island"] },
        { battlefield: ["Grizzly Bears"] },
      );
      g.cast("Lava Spike");
      g.answer({ kind: "cards", cards: [g.handCard("Evermind"), g.handCard("Glacial Ray")] });
      g.targets("Ben").targets("Grizzly Bears").autoPay().passAll();
      expect(indexOf(g, "drew")).toBeLessThan(indexOf(g, "damageDealt", (e) => e.targetName === "Grizzly Bears"));
      expect(indexOf(g, "damageDealt", (e) => e.targetName === "Ben")).toBeLessThan(indexOf(g, "drew"));
    });

    it("702.47b: the same card can't be spliced onto a spell twice", () => {
      const g = duel({ hand: ["Lava Spike", "Glacial Ray"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"] });
      g.cast("Lava Spike");
      const ray = g.handCard("Glacial Ray");
      expect(g.refuseAnswer({ kind: "cards", cards: [ray, ray] }).rule).toBe("702.47b");
    });

    it("702.47b: a card whose text needs a target that can't be chosen can't be spliced (test-only 'Test Splice: Arcane Growth' with no creature)", () => {
      const none = testDuel({ hand: ["Lava Spike", "Test Splice: Arcane Growth"], battlefield: ["Mountain", "Forest"] });
      none.cast("Lava Spike");
      // Its only splice candidate needs a creature: no splice choice at all.
      none.expectPrompt("chooseTargets");
      const some = testDuel({ hand: ["Lava Spike", "Test Splice: Arcane Growth"], battlefield: ["Mountain", "Forest", "Grizzly Bears"] });
      some.cast("Lava Spike");
      expect(some.expectPrompt("chooseSplices").options.map((o) => some.nameOfObject(o))).toEqual(["Test Splice: Arcane Growth"]);
    });

    it("702.47a: splice onto Arcane offers nothing for a spell that isn't Arcane", () => {
      const g = duel({ hand: ["Lightning Bolt", "Glacial Ray"], battlefield: ["Mountain", "Mountain", "Mountain"] });
      g.cast("Lightning Bolt");
      g.expectPrompt("chooseTargets");
      expect(g.eventsOf("spliced")).toEqual([]);
    });

    it("702.47c: the spell keeps only the main card's characteristics — Lava Spike with Glacial Ray spliced still has mana value 1 (Chalice at 1 counters it)", () => {
      const g = duel(
        { hand: ["Lava Spike", "Glacial Ray"], battlefield: ["Mountain", "Mountain", "Mountain"] },
        { battlefield: [{ card: "Chalice of the Void", counters: { charge: 1 } }] },
      );
      g.cast("Lava Spike");
      g.answer({ kind: "cards", cards: [g.handCard("Glacial Ray")] });
      g.targets("Ben").targets("Ben").autoPay();
      expect(spellFacts(g.reader, g.state.stack[0] as Spell)).toMatchObject({ manaValue: 1 });
      expect(g.stackNames()).toEqual(["Lava Spike", "Chalice of the Void"]);
      g.passAll();
      expect(g.eventsOf("countered").map((e) => e.name)).toEqual(["Lava Spike"]);
      expect(g.life("Ben")).toBe(20);
    });

    it("702.47d, 608.2b: when the spliced text's only target is gone, the rest of the spell still resolves", () => {
      const g = duel(
        { hand: ["Lava Spike", "Glacial Ray"], battlefield: ["Mountain", "Mountain", "Mountain"] },
        { hand: ["Capsize"], battlefield: ["Grizzly Bears", "Island", "Island", "Island"] },
      );
      g.cast("Lava Spike");
      g.answer({ kind: "cards", cards: [g.handCard("Glacial Ray")] });
      g.targets("Ben").targets("Grizzly Bears").autoPay();
      g.pass();
      g.cast("Capsize").chooseCosts("mana").targets("Grizzly Bears").autoPay();
      g.passAll();
      g.passAll();
      expect(g.life("Ben")).toBe(17);
      expect(g.eventsOf("damageDealt").map((e) => e.targetName)).toEqual(["Ben"]);
    });

    it("702.47d, 608.2b: when every target is illegal the spell doesn't resolve at all — not even the spliced Evermind's draw", () => {
      const g = trio(
        { hand: ["Lava Spike", "Glacial Ray", "Evermind"], battlefield: ["Mountain", "Mountain", "Mountain", "Island", "Island"] },
        {},
        { battlefield: ["Grizzly Bears"] },
      );
      g.cast("Lava Spike");
      g.answer({ kind: "cards", cards: [g.handCard("Glacial Ray"), g.handCard("Evermind")] });
      g.targets("Cid").targets("Grizzly Bears").autoPay();
      g.concede("Cid");
      g.passAll();
      expect(g.eventsOf("countered")).toEqual([expect.objectContaining({ name: "Lava Spike", rule: "608.2b" })]);
      expect(g.eventsOf("drew")).toEqual([]);
      expect(g.handNames("Ana")).toEqual(["Glacial Ray", "Evermind"]);
    });

    it("702.47e: a spliced spell returned to hand loses the spliced text; cast again, it asks anew and costs only its own cost", () => {
      const g = duel(
        { hand: ["Lava Spike", "Glacial Ray"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain"] },
        { hand: ["Remand"], battlefield: ["Island", "Island"] },
      );
      g.cast("Lava Spike");
      g.answer({ kind: "cards", cards: [g.handCard("Glacial Ray")] });
      g.targets("Ben").targets("Ben").autoPay();
      g.pass();
      g.castAndPay("Remand", "Lava Spike");
      g.passAll();
      expect(g.handNames("Ana")).toEqual(["Glacial Ray", "Lava Spike"]);
      g.cast("Lava Spike");
      g.answer({ kind: "cards", cards: [] });
      g.targets("Ben");
      expect(g.expectPrompt("payCosts").mana).toMatchObject({ R: 1, generic: 0 });
      g.autoPay();
      expect(topSpell(g).choices.splices).toEqual([]);
      g.passAll();
      expect(g.life("Ben")).toBe(17);
    });
  });

  describe("702.11 hexproof, 702.18 shroud", () => {
    it("702.11b: an opponent's spells and abilities can't target Gladecover Scout; its controller's can", () => {
      const g = duel(
        { hand: ["Giant Growth"], battlefield: ["Gladecover Scout", "Forest"] },
        { hand: ["Lightning Bolt"], battlefield: ["Mountain", "Prodigal Sorcerer"] },
      );
      g.cast("Giant Growth");
      expect(g.targetOptionNames()).toEqual(["Gladecover Scout", "Prodigal Sorcerer"]);
      g.targets("Gladecover Scout").autoPay();
      g.pass();
      g.cast("Lightning Bolt");
      expect(g.targetOptionNames()).toEqual(["Ana", "Ben", "Prodigal Sorcerer"]);
      expect(g.refuseAnswer({ kind: "targets", targets: [g.target("Gladecover Scout")] }).rule).toBe("601.2c");
      g.cancel();
      g.activate("Prodigal Sorcerer");
      expect(g.targetOptionNames()).toEqual(["Ana", "Ben", "Prodigal Sorcerer"]);
    });

    it("702.18a: nobody can target Argothian Enchantress (shroud) — not even its controller", () => {
      const g = duel(
        { hand: ["Giant Growth"], battlefield: ["Argothian Enchantress", "Grizzly Bears", "Forest"] },
        { hand: ["Lightning Bolt"], battlefield: ["Mountain"] },
      );
      g.cast("Giant Growth");
      expect(g.targetOptionNames()).toEqual(["Grizzly Bears"]);
      g.cancel().pass();
      g.cast("Lightning Bolt");
      expect(g.targetOptionNames()).toEqual(["Ana", "Ben", "Grizzly Bears"]);
    });
  });

  describe("702.16 protection", () => {
    it("702.16b: White Knight (protection from black) can't be targeted by black spells; red ones can", () => {
      const g = duel({ hand: ["Dismember", "Lightning Bolt"], battlefield: ["Swamp", "Mountain", "Grizzly Bears"] }, { battlefield: ["White Knight"] });
      g.cast("Dismember").symbols("life", "life");
      expect(g.targetOptionNames()).toEqual(["Grizzly Bears"]);
      g.cancel();
      g.cast("Lightning Bolt");
      expect(g.targetOptionNames()).toContain("White Knight");
    });

    it("702.16b: Black Knight (protection from white) can't be targeted by an ability from a white source — Benevolent Bodyguard's", () => {
      const g = duel({ battlefield: ["Benevolent Bodyguard", "Black Knight", "Grizzly Bears"] });
      g.activate("Benevolent Bodyguard");
      expect(g.targetOptionNames()).toEqual(["Benevolent Bodyguard", "Grizzly Bears"]);
    });

    it("702.16b, 702.16c: a white Aura can't target Black Knight", () => {
      const g = duel({ hand: ["Holy Strength"], battlefield: ["Plains", "Black Knight", "Grizzly Bears"] });
      g.cast("Holy Strength");
      expect(g.targetOptionNames()).toEqual(["Grizzly Bears"]);
    });

    it("702.16b, 608.2b: protection from red gained in response makes Lightning Bolt's target illegal: it does nothing", () => {
      const g = duel({ battlefield: ["Benevolent Bodyguard", "Grizzly Bears"] }, { hand: ["Lightning Bolt"], battlefield: ["Mountain"] });
      g.pass();
      g.castAndPay("Lightning Bolt", "Grizzly Bears");
      g.pass();
      g.activate("Benevolent Bodyguard").targets("Grizzly Bears").payPart("sacrifice this");
      g.passAll();
      g.expectPrompt("chooseColor", "Ana");
      g.answer({ kind: "color", color: "R" });
      expect(g.eventsOf("protectionGained")).toEqual([expect.objectContaining({ name: "Grizzly Bears", from: "R" })]);
      g.passAll();
      expect(g.eventsOf("countered")).toEqual([expect.objectContaining({ name: "Lightning Bolt", rule: "608.2b" })]);
      expect(g.permanent("Grizzly Bears").damage).toBe(0);
    });

    it("702.16c: an Aura with the stated quality is put into its owner's graveyard when the creature gains protection (704.5m)", () => {
      const g = duel({ battlefield: ["Benevolent Bodyguard", { card: "Grizzly Bears", label: "bears" }, { card: "Holy Strength", attachedTo: "bears" }] });
      g.activate("Benevolent Bodyguard").targets("Grizzly Bears").payPart("sacrifice this");
      g.passAll();
      g.answer({ kind: "color", color: "W" });
      expect(g.permanents("Holy Strength")).toEqual([]);
      expect(g.graveyardNames("Ana")).toEqual(["Benevolent Bodyguard", "Holy Strength"]);
    });

    it("702.16f: an attacking creature with protection from black can't be blocked by a black creature", () => {
      const g = duel({ battlefield: ["White Knight"] }, { battlefield: ["Walking Corpse", "Grizzly Bears"] });
      const knight = g.permanent("White Knight").id;
      passWhilePriority(g);
      g.answer({ kind: "attackers", attacks: [{ attacker: knight, defender: 1 }] });
      passWhilePriority(g);
      const blockers = g.expectPrompt("declareBlockers", "Ben").options.map((o) => g.nameOfObject(o.blocker));
      expect(blockers).toEqual(["Grizzly Bears"]);
    });

    it("702.16e: combat damage from a black creature to White Knight is prevented", () => {
      // A 3/3 Walking Corpse survives the Knight's first-strike damage (702.7b) and deals its own in the second step.
      const g = duel({ battlefield: [{ card: "Walking Corpse", counters: { "+1/+1": 1 } }] }, { battlefield: ["White Knight"] });
      const corpse = g.permanent("Walking Corpse").id;
      const knight = g.permanent("White Knight").id;
      passWhilePriority(g);
      g.expectPrompt("declareAttackers", "Ana");
      g.answer({ kind: "attackers", attacks: [{ attacker: corpse, defender: 1 }] });
      passWhilePriority(g);
      g.expectPrompt("declareBlockers", "Ben");
      g.answer({ kind: "blockers", blocks: [{ blocker: knight, attacker: corpse }] });
      passWhilePriority(g, () => g.step === "combatDamage");
      expect(g.step).toBe("combatDamage");
      expect(g.eventsOf("damagePrevented")).toEqual([
        expect.objectContaining({ sourceName: "Walking Corpse", targetName: "White Knight", amount: 3, rule: "702.16e" }),
      ]);
      expect(g.permanent("White Knight").damage).toBe(0);
      expect(g.permanent("Walking Corpse").damage).toBe(2);
    });
  });

  describe("702.16 protection from a quality other than a color", () => {
    const enchanted = (aura: string): NonNullable<Side["battlefield"]> => [
      { card: "Grizzly Bears", label: "bears" },
      { card: aura, attachedTo: "bears" },
    ];

    it("702.16a, 702.16b: protection from multicolored — Seeds of Strength (green and white) can't target it; Giant Growth can", () => {
      const g = testDuel({
        hand: ["Seeds of Strength", "Giant Growth"],
        battlefield: ["Forest", "Plains", "Savannah Lions", ...enchanted("Test Multicolor Ward Aura")],
      });
      g.cast("Seeds of Strength");
      expect(g.targetOptionNames()).toEqual(["Savannah Lions"]);
      g.cancel();
      g.cast("Giant Growth");
      expect(g.targetOptionNames()).toEqual(["Savannah Lions", "Grizzly Bears"]);
    });

    it("702.16a, 702.16b: protection from instants (a card type) — Lightning Bolt can't target it; Prodigal Sorcerer's ability can", () => {
      const g = testDuel({ battlefield: enchanted("Test Spellproof Aura") }, { hand: ["Lightning Bolt"], battlefield: ["Mountain", "Prodigal Sorcerer"] });
      g.pass();
      g.cast("Lightning Bolt");
      expect(g.targetOptionNames()).not.toContain("Grizzly Bears");
      g.cancel();
      g.activate("Prodigal Sorcerer");
      expect(g.targetOptionNames()).toContain("Grizzly Bears");
    });

    it("702.16j, 702.16c: an Aura that gives protection from everything can't stay attached: it is put into the graveyard (704.5m)", () => {
      const g = testDuel({ battlefield: enchanted("Test Sanctuary Aura") });
      g.pass();
      expect(g.permanents("Test Sanctuary Aura")).toEqual([]);
      expect(g.graveyardNames("Ana")).toEqual(["Test Sanctuary Aura"]);
    });

    it("702.16j: protection from everything — nothing can target it, not even its controller's spells; no creature can block it", () => {
      const g = testDuel(
        { hand: ["Giant Growth"], battlefield: ["Forest", "Savannah Lions", "Grizzly Bears", "Test Sanctuary"] },
        { battlefield: ["Hill Giant"] },
      );
      g.cast("Giant Growth");
      expect(g.targetOptionNames()).toEqual(["Savannah Lions", "Hill Giant"]);
      g.cancel();
      g.passUntilPrompt("declareAttackers");
      g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Grizzly Bears").id, defender: 1 }] });
      g.passUntil("endOfCombat");
      expect(g.life("Ben")).toBe(18);
      expect(g.eventsOf("blockersDeclared")).toEqual([]);
    });

    it("702.16j, 702.16e: all damage that would be dealt to a creature with protection from everything is prevented", () => {
      const g = testDuel({ battlefield: ["Hill Giant"] }, { battlefield: ["Grizzly Bears", "Test Sanctuary"] });
      g.attackAndBlock("Hill Giant", "Grizzly Bears");
      g.passUntil("endOfCombat");
      expect(g.permanent("Grizzly Bears").damage).toBe(0);
      expect(g.eventsOf("damagePrevented")).toEqual([expect.objectContaining({ sourceName: "Hill Giant", amount: 3, rule: "702.16e" })]);
      expect(g.log().some((l) => l.includes("protection from everything"))).toBe(true);
    });
  });

  describe("702.11d hexproof from a quality", () => {
    it("702.11d: hexproof from black — an opponent's black spell can't target it; their red spell and its controller's black spell can", () => {
      const board = [
        { card: "Grizzly Bears", label: "bears" },
        { card: "Test Shade Aura", attachedTo: "bears" },
      ];
      const g = testDuel(
        { hand: ["Dismember"], battlefield: ["Swamp", ...board] },
        { hand: ["Dismember", "Lightning Bolt"], battlefield: ["Swamp", "Mountain", "Hill Giant"] },
      );
      g.cast("Dismember").symbols("life", "life");
      expect(g.targetOptionNames()).toEqual(["Grizzly Bears", "Hill Giant"]);
      g.cancel().pass();
      g.cast("Dismember").symbols("life", "life");
      expect(g.targetOptionNames()).toEqual(["Hill Giant"]);
      g.cancel();
      g.cast("Lightning Bolt");
      expect(g.targetOptionNames()).toContain("Grizzly Bears");
    });
  });

  describe("702.28 shadow", () => {
    it("702.28b: a creature that gains shadow can be blocked only by creatures with shadow", () => {
      const board = [
        { card: "Grizzly Bears", label: "bears" },
        { card: "Test Shade Aura", attachedTo: "bears" },
      ];
      const g = testDuel({ battlefield: board }, { battlefield: ["Hill Giant", "Dauthi Marauder"] });
      g.passUntilPrompt("declareAttackers");
      g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Grizzly Bears").id, defender: 1 }] });
      g.passUntilPrompt("declareBlockers");
      expect(g.expectPrompt("declareBlockers").options.map((o) => g.nameOfObject(o.blocker))).toEqual(["Dauthi Marauder"]);
    });
  });

  describe("702.83 exalted, 702.108 prowess: each instance triggers", () => {
    it("702.83a, 702.83b: Grizzly Bears with exalted attacking alone beside Aven Squire gets +1/+1 from each instance", () => {
      const g = testDuel({ battlefield: ["Aven Squire", { card: "Grizzly Bears", label: "bears" }, { card: "Test Exalted Aura", attachedTo: "bears" }] });
      g.passUntilPrompt("declareAttackers");
      g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Grizzly Bears").id, defender: 1 }] });
      expect(g.expectPrompt("orderTriggers").triggers.map((t) => t.sourceCard)).toEqual(["Aven Squire", "Grizzly Bears"]);
      g.answer({ kind: "order", order: [0, 1] });
      expect(g.state.stack).toHaveLength(2);
      g.passAll().passAll();
      expect(g.pt("Grizzly Bears")).toEqual([4, 4]);
    });

    it("702.83a: an opponent's creature attacking alone doesn't trigger exalted", () => {
      const g = duel({ battlefield: ["Grizzly Bears"] }, { battlefield: ["Aven Squire"] });
      g.passUntilPrompt("declareAttackers");
      g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Grizzly Bears").id, defender: 1 }] });
      expect(g.state.stack).toEqual([]);
    });

    it("702.108b: Mistral Singer given a second instance of prowess gets +2/+2 from one noncreature spell", () => {
      const g = testDuel({
        hand: ["Giant Growth"],
        battlefield: ["Forest", { card: "Mistral Singer", label: "singer" }, { card: "Test Prowess Aura", attachedTo: "singer" }],
      });
      g.castAndPay("Giant Growth", "Mistral Singer");
      expect(g.stackNames()).toEqual(["Giant Growth", "Mistral Singer", "Mistral Singer"]);
      g.passAll().passAll().passAll();
      expect(g.pt("Mistral Singer")).toEqual([7, 7]);
    });

    it("702.108a, 613.1f: a creature that loses all abilities loses prowess, which then doesn't trigger", () => {
      const g = testDuel({
        hand: ["Giant Growth"],
        battlefield: ["Forest", "Grizzly Bears", { card: "Mistral Singer", label: "singer" }, { card: "Test Mute Aura", attachedTo: "singer" }],
      });
      g.castAndPay("Giant Growth", "Grizzly Bears");
      expect(g.stackNames()).toEqual(["Giant Growth"]);
    });
  });

  describe("702.51 convoke", () => {
    it("702.51b (example): with spells costing {2} less, Meditation Puzzle's total cost {1}{W}{W} is paid by two white creatures and one other", () => {
      const g = testDuel({ hand: ["Meditation Puzzle"], battlefield: ["Test Reducer: {2}", "Savannah Lions", "White Knight", "Grizzly Bears", "Hill Giant"] });
      g.cast("Meditation Puzzle");
      expect(g.expectPrompt("payCosts").mana).toEqual(expect.objectContaining({ W: 2, generic: 1 }));
      const id = (n: string) => g.permanent(n).id;
      // A third creature for a {W} the cost no longer has is refused.
      expect(
        g.refuseAnswer({
          kind: "convoke",
          taps: [
            { creature: id("Savannah Lions"), mana: "W" },
            { creature: id("White Knight"), mana: "W" },
            { creature: id("Grizzly Bears"), mana: "generic" },
            { creature: id("Hill Giant"), mana: "generic" },
          ],
        }).rule,
      ).toBe("702.51a");
      g.answer({
        kind: "convoke",
        taps: [
          { creature: id("Savannah Lions"), mana: "W" },
          { creature: id("White Knight"), mana: "W" },
          { creature: id("Grizzly Bears"), mana: "generic" },
        ],
      });
      expect(g.stackNames()).toEqual(["Meditation Puzzle"]);
      g.passAll();
      expect(g.life("Ana")).toBe(28);
    });

    it("702.51b: convoke applies to the total cost — with Sphere of Resistance, two creatures pay Gather Courage's {1}{G}", () => {
      const g = duel({ hand: ["Gather Courage"], battlefield: ["Grizzly Bears", "Savannah Lions", "Sphere of Resistance"] });
      g.cast("Gather Courage").targets("Grizzly Bears");
      expect(g.expectPrompt("payCosts").mana).toEqual(expect.objectContaining({ G: 1, generic: 1 }));
      g.answer({
        kind: "convoke",
        taps: [
          { creature: g.permanent("Grizzly Bears").id, mana: "G" },
          { creature: g.permanent("Savannah Lions").id, mana: "generic" },
        ],
      });
      expect(g.stackNames()).toEqual(["Gather Courage"]);
      expect(g.state.battlefield.filter((p) => p.tapped).map((p) => p.card)).toEqual(["Grizzly Bears", "Savannah Lions"]);
    });
  });

  describe("700.2 modal spells", () => {
    it("700.2a: a mode with no legal target can't be chosen (Misery Charm with no Cleric anywhere)", () => {
      const g = duel({ hand: ["Misery Charm"], battlefield: ["Swamp"] });
      g.cast("Misery Charm");
      const modes = g.expectPrompt("chooseModes");
      expect(modes).toMatchObject({ min: 1, max: 1, available: [false, false, true], entwine: false });
      expect(g.refuseAnswer({ kind: "modes", modes: [0] }).rule).toBe("700.2a");
      g.chooseModes(2).targets("Ben").autoPay().passAll();
      expect(g.life("Ben")).toBe(18);
    });

    it("700.2a: with a Cleric on the battlefield and a Cleric card in her graveyard, every mode of Misery Charm is available", () => {
      const g = duel({ hand: ["Misery Charm"], graveyard: ["Benevolent Bodyguard"], battlefield: ["Swamp"] }, { battlefield: ["Benevolent Bodyguard"] });
      g.cast("Misery Charm");
      expect(g.expectPrompt("chooseModes").available).toEqual([true, true, true]);
      g.chooseModes(1);
      // The card in her graveyard is the only option; Ben's Bodyguard on the battlefield isn't a card in her graveyard.
      const card = g.state.players[0]!.graveyard[0]!.id;
      expect(g.expectPrompt("chooseTargets").options).toEqual([{ kind: "object", id: card }]);
      expect(g.refuseAnswer({ kind: "targets", targets: [g.target("Benevolent Bodyguard")] }).rule).toBe("601.2c");
      g.answer({ kind: "targets", targets: [{ kind: "object", id: card }] });
      g.autoPay().passAll();
      expect(g.handNames("Ana")).toEqual(["Benevolent Bodyguard"]);
    });

    it("700.2a: a modal spell with too few choosable modes can't be cast — Crush Contraband with no artifact or enchantment to exile", () => {
      const g = duel({ hand: ["Crush Contraband"], battlefield: ["Plains", "Plains", "Plains", "Plains"] }, { battlefield: ["Grizzly Bears"] });
      const before = g.stateJson();
      g.cast("Crush Contraband");
      expect(g.stateJson()).toBe(before);
      expect(g.eventsOf("castReversed").at(-1)).toMatchObject({ name: "Crush Contraband", rule: "700.2a" });
    });

    it("700.2: 'Choose one or both' — Crush Contraband with both modes chosen exiles an artifact and an enchantment", () => {
      const g = duel(
        { hand: ["Crush Contraband"], battlefield: ["Plains", "Plains", "Plains", "Plains"] },
        { battlefield: [{ card: "Grizzly Bears", label: "bears" }, { card: "Holy Strength", attachedTo: "bears" }, "Bonesplitter"] },
      );
      g.cast("Crush Contraband");
      expect(g.expectPrompt("chooseModes")).toMatchObject({ min: 1, max: 2, available: [true, true] });
      g.chooseModes(0, 1);
      expect(g.targetOptionNames()).toEqual(["Bonesplitter"]);
      g.targets("Bonesplitter");
      expect(g.targetOptionNames()).toEqual(["Holy Strength"]);
      g.targets("Holy Strength").autoPay().passAll();
      expect(g.state.exile.map((c) => c.card).sort()).toEqual(["Bonesplitter", "Holy Strength"]);
      expect(g.permanents("Grizzly Bears")).toHaveLength(1);
    });

    it("700.2c: Cryptic Command with 'tap' and 'draw' chosen asks for no target", () => {
      const g = duel(
        { hand: ["Cryptic Command"], battlefield: ["Island", "Island", "Island", "Island"], library: ["Forest", ...filler()] },
        { battlefield: ["Grizzly Bears"] },
      );
      g.cast("Cryptic Command");
      // 700.2a: with no other spell on the stack, "Counter target spell" can't be chosen (a spell can't target itself, 115.5).
      expect(g.expectPrompt("chooseModes").available).toEqual([false, true, true, true]);
      g.chooseModes(2, 3);
      g.expectPrompt("payCosts");
      g.autoPay();
      expect(topSpell(g).choices.targets).toEqual([[], []]);
      g.passAll();
      expect(g.permanent("Grizzly Bears").tapped).toBe(true);
      expect(g.handNames("Ana")).toEqual(["Forest"]);
    });

    it("700.2d: the same mode can't be chosen twice", () => {
      const g = duel({ hand: ["Cryptic Command"], battlefield: ["Island", "Island", "Island", "Island"] });
      g.cast("Cryptic Command");
      expect(g.refuseAnswer({ kind: "modes", modes: [3, 3] }).rule).toBe("700.2d");
    });

    it("700.2, 608.2c: the chosen modes happen in the order written, whatever order they were given in", () => {
      const g = duel({ hand: ["Cryptic Command"], battlefield: ["Island", "Island", "Island", "Island"] }, { battlefield: ["Grizzly Bears"] });
      g.cast("Cryptic Command").chooseModes(3, 1).targets("Grizzly Bears").autoPay();
      expect(topSpell(g).choices.modes).toEqual([1, 3]);
      g.passAll();
      const bounce = indexOf(g, "zoneChanged", (e) => e.name === "Grizzly Bears" && e.to === "hand");
      const draw = indexOf(g, "drew");
      expect(bounce).toBeGreaterThan(-1);
      expect(bounce).toBeLessThan(draw);
    });

    it("700.2e, 601.6a: an opponent chooses Fatal Lore's mode; with two opponents, its caster picks which one", () => {
      const g = trio({ hand: ["Fatal Lore"], battlefield: ["Swamp", "Swamp", "Swamp", "Swamp"] }, { battlefield: ["Hill Giant"] }, {});
      g.cast("Fatal Lore");
      const which = g.expectPrompt("chooseOpponent", "Ana");
      expect(which.options).toEqual([1, 2]);
      g.answer({ kind: "player", player: 2 });
      const modes = g.expectPrompt("chooseModes", "Cid");
      // The opponent's choice can't be taken back by cancelling.
      expect(modes.cancellable).toBe(false);
      g.chooseModes(1);
      expect(g.eventsOf("modesChosen")).toEqual([expect.objectContaining({ chooser: 2, name: "Fatal Lore" })]);
      // The mode's targets are chosen by the spell's controller (601.2c).
      g.expectPrompt("chooseTargets", "Ana");
    });
  });
});
