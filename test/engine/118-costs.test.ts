import { describe, expect, it } from "vitest";
import { spellFacts } from "../../server/engine/layers/characteristics.ts";
import { duel, filler, type Scenario } from "../support/scenario.ts";
import { testDuel } from "../support/test-cards.ts";

const NO_MANA = { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0, generic: 0 };

/** Enough mana of every type for the payment prompt to be offered (a cost no source could pay is reversed at once, 601.2h). */
const MANA = ["Plains", "Island", "Swamp", "Mountain", "Forest", "Sol Ring", "Sol Ring"];

/** The mana the payment prompt asks for after Ana casts `spell` (answering a chooseReduction prompt with `half` if one comes). */
function totalFor(g: Scenario, spell: string, ...halves: string[]): Record<string, number> {
  g.cast(spell);
  for (const half of halves) {
    g.expectPrompt("chooseReduction");
    g.answer({ kind: "symbols", choices: [half] });
  }
  return { ...g.expectPrompt("payCosts").mana! };
}

describe("118 costs", () => {
  describe("118.3 a cost can't be paid without the resources to pay it fully", () => {
    it("118.3: a tapped creature can't be tapped to pay Battle Screech's flashback cost; with two untapped white creatures, the cast is reversed", () => {
      const g = duel({ graveyard: ["Battle Screech"], battlefield: ["Savannah Lions", "Savannah Lions", { card: "White Knight", tapped: true }] });
      const before = g.stateJson();
      g.answer({ kind: "cast", card: g.state.players[0]!.graveyard[0]!.id });
      expect(g.stateJson()).toBe(before);
      expect(g.eventsOf("castReversed").at(-1)).toMatchObject({ name: "Battle Screech", rule: "601.2h" });
    });

    it("118.3: a tapped Prodigal Sorcerer can't be tapped to pay for its own ability: the ability isn't offered", () => {
      const g = duel({ battlefield: [{ card: "Prodigal Sorcerer", tapped: true }] });
      expect(g.expectPrompt("priority").actions).toEqual([{ kind: "pass" }]);
      expect(g.refuseAnswer({ kind: "activate", source: g.permanent("Prodigal Sorcerer").id, ability: 0 }).code).toBe("ILLEGAL_CHOICE");
    });

    it("118.3: only untapped white creatures are offered to pay 'tap three untapped white creatures you control'", () => {
      const g = duel({
        graveyard: ["Battle Screech"],
        battlefield: ["Savannah Lions", "Savannah Lions", "White Knight", { card: "Savannah Lions", tapped: true }, "Grizzly Bears"],
      });
      g.answer({ kind: "cast", card: g.state.players[0]!.graveyard[0]!.id });
      const part = g.expectPrompt("payCosts").parts[0]!;
      expect(part.count).toBe(3);
      expect(part.options.map((o) => g.nameOfObject(o))).toEqual(["Savannah Lions", "Savannah Lions", "White Knight"]);
      const tapped = g.state.battlefield.find((p) => p.tapped)!.id;
      expect(g.refuseAnswer({ kind: "payPart", part: 0, choices: [...part.options.slice(0, 2), tapped] }).code).toBe("ILLEGAL_CHOICE");
    });

    it("118.3, 119.4: with 1 life, Ana can't pay 2 life for Gitaxian Probe's {U/P}: the cast is reversed", () => {
      const g = duel({ life: 1, hand: ["Gitaxian Probe"] });
      const before = g.stateJson();
      g.cast("Gitaxian Probe").symbols("life").targets("Ben");
      expect(g.stateJson()).toBe(before);
      expect(g.eventsOf("castReversed").at(-1)).toMatchObject({ name: "Gitaxian Probe", rule: "601.2h" });
      expect(g.life("Ana")).toBe(1);
    });

    it("118.3, 119.4: with 3 life, Ana can't pay 4 life for Dismember's two {B/P}; with 4 she can (paying life down to 0)", () => {
      const poor = duel({ life: 3, hand: ["Dismember"], battlefield: ["Swamp"] }, { battlefield: ["Hill Giant"] });
      poor.cast("Dismember").symbols("life", "life").targets("Hill Giant");
      expect(poor.eventsOf("castReversed").at(-1)).toMatchObject({ rule: "601.2h" });
      expect(poor.life("Ana")).toBe(3);

      const g = duel({ life: 4, hand: ["Dismember"], battlefield: ["Swamp"] }, { battlefield: ["Hill Giant"] });
      g.cast("Dismember").symbols("life", "life").targets("Hill Giant");
      const pay = g.expectPrompt("payCosts");
      expect(pay.mana).toMatchObject({ B: 0, generic: 1 });
      expect(pay.parts.map((p) => [p.text, p.payable])).toEqual([["pay 4 life", true]]);
      g.autoPay();
      expect(g.life("Ana")).toBe(0);
      // 704.5a: she then loses before anyone gets priority.
      expect(g.eventsOf("playerLost")).toEqual([expect.objectContaining({ player: 0, rule: "704.5a" })]);
    });

    it("119.4: Force of Will's '1 life' can be paid with exactly 1 life", () => {
      const g = duel({ life: 1, hand: ["Force of Will", "Counterspell"] }, { hand: ["Lightning Bolt"], battlefield: ["Mountain"] });
      g.pass();
      g.castAndPay("Lightning Bolt", "Ana");
      g.pass();
      g.cast("Force of Will").chooseCosts("force-of-will").targets("Lightning Bolt");
      expect(g.expectPrompt("payCosts").parts.map((p) => [p.text, p.payable])).toEqual([
        ["pay 1 life", true],
        ["exile a blue card from your hand", true],
      ]);
      g.payPart("pay 1 life").payPart("exile a blue card", "Counterspell");
      expect(g.life("Ana")).toBe(0);
      expect(g.eventsOf("spellCast").map((e) => e.name)).toEqual(["Lightning Bolt", "Force of Will"]);
    });
  });

  describe("118.3a paying mana removes it from the pool; the rest stays", () => {
    it("118.3a: Sol Ring's {C}{C} pays Bonesplitter's {1}, and {C} stays in the pool", () => {
      const g = duel({ hand: ["Bonesplitter"], battlefield: ["Sol Ring"] });
      g.cast("Bonesplitter").tapForMana("Sol Ring").pay();
      expect(g.state.players[0]!.manaPool).toEqual({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 1 });
      expect(g.eventsOf("manaSpent").at(-1)!.mana).toEqual({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 1 });
    });

    it("118.3a: the player may say which mana pays a generic cost; the rest stays in the pool", () => {
      const g = duel({ hand: ["Bonesplitter"], battlefield: ["Mountain", "Forest"] });
      g.cast("Bonesplitter").tapForMana("Mountain").tapForMana("Forest");
      g.pay({ W: 0, U: 0, B: 0, R: 0, G: 1, C: 0 });
      expect(g.state.players[0]!.manaPool).toEqual({ W: 0, U: 0, B: 0, R: 1, G: 0, C: 0 });
    });

    it("118.3a: players can always pay 0 mana — Lotus Petal with an empty pool", () => {
      const g = duel({ hand: ["Lotus Petal"] });
      g.cast("Lotus Petal");
      const pay = g.expectPrompt("payCosts");
      expect(pay.pool).toEqual({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 });
      expect(pay.canPay).toBe(true);
    });
  });

  describe("118.5 a {0} cost must still be acknowledged", () => {
    it("118.5, 118.5a: casting Lotus Petal ({0}) waits for its controller to pay {0}; only then is it cast", () => {
      const g = duel({ hand: ["Lotus Petal"] });
      g.cast("Lotus Petal");
      const pay = g.expectPrompt("payCosts", "Ana");
      expect(pay.mana).toEqual(NO_MANA);
      expect(pay.parts).toEqual([]);
      expect(g.state.stack[0]).toMatchObject({ card: "Lotus Petal", cast: false });
      expect(g.eventsOf("spellCast")).toEqual([]);
      g.pay();
      expect(g.state.stack[0]).toMatchObject({ card: "Lotus Petal", cast: true });
      expect(g.eventsOf("spellCast").map((e) => e.name)).toEqual(["Lotus Petal"]);
    });

    it("118.5: the {0} payment can be refused by cancelling: nothing was cast", () => {
      const g = duel({ hand: ["Lotus Petal"] });
      const before = g.stateJson();
      g.cast("Lotus Petal").cancel();
      expect(g.stateJson()).toBe(before);
    });

    it("118.5: unkicked Everflowing Chalice — the multikicker choice, then {0} to acknowledge; it enters with no counter", () => {
      const g = duel({ hand: ["Everflowing Chalice"] });
      g.cast("Everflowing Chalice");
      expect(g.expectPrompt("chooseCosts").optional).toEqual([{ id: "kicker", text: "multikicker {2}", max: null }]);
      g.chooseCosts("mana", { kicker: 0 });
      expect(g.expectPrompt("payCosts").mana).toEqual(NO_MANA);
      g.pay().passAll();
      expect(g.permanent("Everflowing Chalice").counters).toEqual({});
    });

    it("118.5, 118.7: a cost reduced to {0} (Bonesplitter under Helm of Awakening) is still paid by acknowledging it", () => {
      const g = duel({ hand: ["Bonesplitter"], battlefield: ["Helm of Awakening"] });
      g.cast("Bonesplitter");
      expect(g.expectPrompt("payCosts").mana).toEqual(NO_MANA);
      g.pay();
      expect(g.stackNames()).toEqual(["Bonesplitter"]);
    });
  });

  describe("118.6 an object with no mana cost has an unpayable cost", () => {
    it("118.6: proposing to cast Evermind is legal, but paying its cost isn't: the cast is reversed", () => {
      const g = duel({ hand: ["Evermind"], battlefield: ["Island", "Island"] });
      const option = g.expectPrompt("priority").actions.find((a) => a.kind === "cast");
      expect(option).toMatchObject({ card: g.handCard("Evermind"), affordable: false });
      const before = g.stateJson();
      g.cast("Evermind");
      expect(g.stateJson()).toBe(before);
      expect(g.eventsOf("castReversed").at(-1)).toMatchObject({ name: "Evermind", rule: "118.6" });
      expect(g.handNames("Ana")).toEqual(["Evermind"]);
    });

    it("118.6a: a cost increase (Sphere of Resistance) doesn't make Evermind's cost payable", () => {
      const g = duel({ hand: ["Evermind"], battlefield: ["Sphere of Resistance", "Island", "Island"] });
      g.cast("Evermind");
      expect(g.eventsOf("castReversed").at(-1)).toMatchObject({ name: "Evermind", rule: "118.6" });
    });

    it("118.6a: with Dream Halls, Evermind's alternative cost (discard a blue card) can be paid; it resolves", () => {
      const g = duel({ hand: ["Evermind", "Coral Eel", "Lightning Bolt"], library: ["Island", ...filler()] });
      const halls = duel({ hand: ["Evermind", "Coral Eel", "Lightning Bolt"], battlefield: ["Dream Halls"], library: ["Island", ...filler()] });
      g.cast("Evermind");
      expect(g.eventsOf("castReversed").at(-1)).toMatchObject({ rule: "118.6" });
      halls.cast("Evermind");
      // The only way to pay: no cost prompt, straight to payment.
      const pay = halls.expectPrompt("payCosts");
      expect(pay.mana).toBeNull(); // no mana payment at all (601.2g)
      expect(pay.parts.map((p) => [p.text, p.options.map((o) => halls.nameOfObject(o))])).toEqual([
        ["discard a card that shares a color with that spell", ["Coral Eel"]],
      ]);
      halls.payPart("discard", "Coral Eel").passAll();
      expect(halls.handNames("Ana")).toEqual(["Lightning Bolt", "Island"]);
      expect(halls.graveyardNames("Ana")).toEqual(["Coral Eel", "Evermind"]);
    });
  });

  describe("118.7 cost reductions", () => {
    it("118.7a: a generic reduction (Helm of Awakening) reduces only generic mana: {1}{G} → {G}, {W} stays {W}", () => {
      const bears = duel({ hand: ["Grizzly Bears"], battlefield: ["Helm of Awakening", ...MANA] });
      expect(totalFor(bears, "Grizzly Bears")).toEqual({ ...NO_MANA, G: 1 });
      const lions = duel({ hand: ["Savannah Lions"], battlefield: ["Helm of Awakening", ...MANA] });
      expect(totalFor(lions, "Savannah Lions")).toEqual({ ...NO_MANA, W: 1 });
    });

    it("118.7: the reduced cost is paid like any other, and the spell resolves", () => {
      const g = testDuel({ hand: ["Grizzly Bears"], battlefield: ["Test Reducer: {G}", ...MANA] });
      expect(totalFor(g, "Grizzly Bears")).toEqual({ ...NO_MANA, generic: 1 });
      g.tapForMana("Mountain").pay().passAll();
      expect(g.permanents("Grizzly Bears")).toHaveLength(1);
    });

    it("118.7b: a {G} reduction on a cost that needs no green reduces generic mana: Coral Eel {1}{U} → {U}", () => {
      const g = testDuel({ hand: ["Coral Eel"], battlefield: ["Test Reducer: {G}", ...MANA] });
      expect(totalFor(g, "Coral Eel")).toEqual({ ...NO_MANA, U: 1 });
    });

    it("118.7b: a {C} reduction on a cost that needs no colorless mana reduces generic mana: Bronze Sable {2} → {1}", () => {
      const g = testDuel({ hand: ["Bronze Sable"], battlefield: ["Test Reducer: {C}", ...MANA] });
      expect(totalFor(g, "Bronze Sable")).toEqual({ ...NO_MANA, generic: 1 });
    });

    it("118.7c: {G}{G} of reductions on Grizzly Bears {1}{G}: the green is reduced to nothing and the generic by the difference", () => {
      const g = testDuel({ hand: ["Grizzly Bears"], battlefield: ["Test Reducer: {G}", "Test Reducer: {G}", ...MANA] });
      expect(totalFor(g, "Grizzly Bears")).toEqual(NO_MANA);
    });

    it("118.7d: {C}{C} of reductions on {2}{C}: the colorless is reduced to nothing and the generic by the difference", () => {
      const one = testDuel({ hand: ["Test Colorless Relic"], battlefield: ["Test Reducer: {C}", ...MANA] });
      expect(totalFor(one, "Test Colorless Relic")).toEqual({ ...NO_MANA, generic: 2 });
      const two = testDuel({ hand: ["Test Colorless Relic"], battlefield: ["Test Reducer: {C}", "Test Reducer: {C}", ...MANA] });
      expect(totalFor(two, "Test Colorless Relic")).toEqual({ ...NO_MANA, generic: 1 });
    });

    it("118.7e: a {W/B} reduction asks which half — {B} takes Walking Corpse {1}{B} to {1}", () => {
      const g = testDuel({ hand: ["Walking Corpse"], battlefield: ["Test Reducer: {W/B}", ...MANA] });
      g.cast("Walking Corpse");
      const ask = g.expectPrompt("chooseReduction", "Ana");
      expect(ask.source).toBe("Test Reducer: {W/B}");
      expect(ask.symbol).toEqual({ symbol: "{W/B}", options: ["W", "B"] });
      expect(g.refuseAnswer({ kind: "symbols", choices: ["G"] }).rule).toBe("118.7e");
      g.answer({ kind: "symbols", choices: ["B"] });
      expect(g.expectPrompt("payCosts").mana).toEqual({ ...NO_MANA, generic: 1 });
    });

    it("118.7e, 118.7b: choosing the {W} half for Walking Corpse reduces generic mana instead: {1}{B} → {B}", () => {
      const g = testDuel({ hand: ["Walking Corpse"], battlefield: ["Test Reducer: {W/B}", ...MANA] });
      expect(totalFor(g, "Walking Corpse", "W")).toEqual({ ...NO_MANA, B: 1 });
    });

    it("118.7e: the generic half of {2/W} reduces by {2}: Hill Giant {3}{R} → {1}{R}; the {W} half → {2}{R}", () => {
      const two = testDuel({ hand: ["Hill Giant"], battlefield: ["Test Reducer: {2/W}", ...MANA] });
      expect(totalFor(two, "Hill Giant", "2")).toEqual({ ...NO_MANA, R: 1, generic: 1 });
      const white = testDuel({ hand: ["Hill Giant"], battlefield: ["Test Reducer: {2/W}", ...MANA] });
      expect(totalFor(white, "Hill Giant", "W")).toEqual({ ...NO_MANA, R: 1, generic: 2 });
    });

    it("118.7f: a {B/P} reduction reduces by one black mana, with no choice: Walking Corpse {1}{B} → {1}", () => {
      const g = testDuel({ hand: ["Walking Corpse"], battlefield: ["Test Reducer: {B/P}", ...MANA] });
      g.cast("Walking Corpse");
      expect(g.expectPrompt("payCosts").mana).toEqual({ ...NO_MANA, generic: 1 });
    });

    it("118.7f, 118.7b: on Savannah Lions {W} the {B/P} reduction finds no black and no generic mana: {W} stays", () => {
      const g = testDuel({ hand: ["Savannah Lions"], battlefield: ["Test Reducer: {B/P}", ...MANA] });
      expect(totalFor(g, "Savannah Lions")).toEqual({ ...NO_MANA, W: 1 });
    });

    it("118.7: a cost is never reduced below {0} — Llanowar Elves {G} under a {G} reducer and Helm of Awakening", () => {
      const g = testDuel({ hand: ["Llanowar Elves"], battlefield: ["Test Reducer: {G}", "Helm of Awakening", ...MANA] });
      expect(totalFor(g, "Llanowar Elves")).toEqual(NO_MANA);
      g.pay().passAll();
      expect(g.permanents("Llanowar Elves")).toHaveLength(1);
    });
  });

  describe("118.8 additional costs", () => {
    it("118.8: Bone Splinters' sacrifice is mandatory — no cost choice is offered, and it is part of the payment", () => {
      const g = duel({ hand: ["Bone Splinters"], battlefield: ["Swamp", "Grizzly Bears"] }, { battlefield: ["Hill Giant"] });
      g.cast("Bone Splinters").targets("Hill Giant");
      const pay = g.expectPrompt("payCosts");
      expect(pay.mana).toMatchObject({ B: 1, generic: 0 });
      expect(pay.parts.map((p) => [p.text, p.options.map((o) => g.nameOfObject(o))])).toEqual([["sacrifice a creature", ["Grizzly Bears"]]]);
      g.tapForMana("Swamp").payPart("sacrifice a creature", "Grizzly Bears").pay().passAll();
      expect(g.graveyardNames("Ana")).toEqual(["Grizzly Bears", "Bone Splinters"]);
      expect(g.graveyardNames("Ben")).toEqual(["Hill Giant"]);
    });

    it("118.8, 118.3: with no creature of her own to sacrifice, Ana can't cast Bone Splinters: it is reversed", () => {
      const g = duel({ hand: ["Bone Splinters"], battlefield: ["Swamp"] }, { battlefield: ["Hill Giant"] });
      const before = g.stateJson();
      g.cast("Bone Splinters").targets("Hill Giant");
      expect(g.stateJson()).toBe(before);
      expect(g.eventsOf("castReversed").at(-1)).toMatchObject({ name: "Bone Splinters", rule: "601.2h" });
    });

    it("118.8b: kicker is an optional additional cost — Burst Lightning may be cast with or without it", () => {
      const g = duel({ hand: ["Burst Lightning"], battlefield: ["Mountain"] });
      g.cast("Burst Lightning");
      const costs = g.expectPrompt("chooseCosts");
      expect(costs.alternatives).toEqual([{ id: "mana", text: "its mana cost" }]);
      expect(costs.optional).toEqual([{ id: "kicker", text: "kicker {4}", max: 1 }]);
      g.chooseCosts("mana").targets("Ben");
      expect(g.expectPrompt("payCosts").mana).toMatchObject({ R: 1, generic: 0 });
      g.autoPay().passAll();
      expect(g.life("Ben")).toBe(18);
    });

    it("118.8d: a kicked Burst Lightning still has mana value 1 — Chalice of the Void at 1 counters it", () => {
      const g = duel(
        { hand: ["Burst Lightning"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"] },
        { battlefield: [{ card: "Chalice of the Void", counters: { charge: 1 } }] },
      );
      g.cast("Burst Lightning").chooseCosts("mana", { kicker: 1 }).targets("Ben");
      expect(g.expectPrompt("payCosts").mana).toMatchObject({ R: 1, generic: 4 });
      g.autoPay();
      const spell = g.state.stack[0]!;
      expect(spell.kind === "spell" && spellFacts(g.reader, spell).manaValue).toBe(1);
      expect(g.stackNames()).toEqual(["Burst Lightning", "Chalice of the Void"]);
      g.passAll();
      expect(g.eventsOf("countered").map((e) => e.name)).toEqual(["Burst Lightning"]);
      expect(g.life("Ben")).toBe(20);
    });
  });

  describe("118.9 alternative costs", () => {
    it("118.9a: only one alternative cost — Force of Will under Dream Halls: the answer names one, and an unknown choice is refused", () => {
      const g = duel(
        { hand: ["Force of Will", "Counterspell", "Coral Eel"], battlefield: ["Dream Halls"] },
        { hand: ["Lightning Bolt"], battlefield: ["Mountain"] },
      );
      g.pass();
      // Dream Halls offers its alternative cost to every spell: Ben pays the Bolt's mana cost.
      g.cast("Lightning Bolt").chooseCosts("mana").targets("Ana").autoPay();
      g.pass();
      g.cast("Force of Will");
      expect(g.expectPrompt("chooseCosts").alternatives.map((a) => a.id)).toEqual(["mana", "force-of-will", "dream-halls"]);
      expect(g.refuseAnswer({ kind: "costs", alternative: "force-of-will+dream-halls", optional: {} }).rule).toBe("118.9a");
      g.chooseCosts("force-of-will").targets("Lightning Bolt");
      const pay = g.expectPrompt("payCosts");
      // Only Force of Will's own alternative cost: no discard for Dream Halls, no mana payment (601.2g).
      expect(pay.parts.map((p) => p.text)).toEqual(["pay 1 life", "exile a blue card from your hand"]);
      expect(pay.mana).toBeNull();
    });

    it("118.9c: Force of Will cast for its alternative cost still has mana value 5 — Chalice of the Void at 5 counters it", () => {
      const g = duel(
        { hand: ["Force of Will", "Counterspell"] },
        { hand: ["Lightning Bolt"], battlefield: ["Mountain", { card: "Chalice of the Void", counters: { charge: 5 } }] },
      );
      g.pass();
      g.castAndPay("Lightning Bolt", "Ana");
      g.pass();
      g.cast("Force of Will").chooseCosts("force-of-will").targets("Lightning Bolt");
      g.payPart("pay 1 life").payPart("exile a blue card", "Counterspell");
      expect(g.stackNames()).toEqual(["Lightning Bolt", "Force of Will", "Chalice of the Void"]);
      g.passAll();
      expect(g.eventsOf("countered").map((e) => e.name)).toEqual(["Force of Will"]);
      g.passAll();
      expect(g.life("Ana")).toBe(16); // 1 paid, 3 from the Bolt
    });

    it("118.9d: cost increases apply to an alternative cost — Daze under Thalia costs returning an Island and {1}", () => {
      const g = duel(
        { hand: ["Grizzly Bears"], battlefield: ["Forest", "Forest"] },
        { hand: ["Daze"], battlefield: ["Thalia, Guardian of Thraben", "Island"] },
      );
      g.castAndPay("Grizzly Bears");
      g.pass();
      g.cast("Daze").chooseCosts("daze").targets("Grizzly Bears");
      const pay = g.expectPrompt("payCosts");
      expect(pay.mana).toEqual({ ...NO_MANA, generic: 1 });
      expect(pay.parts.map((p) => p.text)).toEqual(["return an Island you control to its owner's hand"]);
      // Mana abilities first (601.2g): the Island taps for {U}, then goes back to hand to pay the other part.
      g.tapForMana("Island").payPart("return an Island", "Island").pay();
      expect(g.handNames("Ben")).toEqual(["Island"]);
      g.passAll();
      g.answer({ kind: "decline" });
      expect(g.graveyardNames("Ana")).toEqual(["Grizzly Bears"]);
    });

    it("118.9d: increases and reductions both apply to Force of Will's alternative cost — Sphere of Resistance and Helm of Awakening cancel out", () => {
      const g = duel(
        { hand: ["Force of Will", "Counterspell"], battlefield: ["Sphere of Resistance", "Helm of Awakening"] },
        { hand: ["Lightning Bolt"], battlefield: ["Mountain", "Mountain"] },
      );
      g.pass();
      g.castAndPay("Lightning Bolt", "Ana");
      g.pass();
      g.cast("Force of Will").chooseCosts("force-of-will").targets("Lightning Bolt");
      expect(g.expectPrompt("payCosts").mana).toEqual(NO_MANA);
    });

    it("118.9d, 601.2f: Trinisphere applies after the alternative cost — Force of Will for its alternative cost costs {3} more", () => {
      const g = duel(
        { hand: ["Force of Will", "Counterspell"], battlefield: ["Trinisphere", "Island", "Island", "Island"] },
        { hand: ["Lightning Bolt"], battlefield: ["Mountain", "Mountain", "Mountain"] },
      );
      g.pass();
      g.castAndPay("Lightning Bolt", "Ana");
      g.pass();
      g.cast("Force of Will").chooseCosts("force-of-will").targets("Lightning Bolt");
      const pay = g.expectPrompt("payCosts");
      expect(pay.mana).toEqual({ ...NO_MANA, generic: 3 });
      expect(pay.parts.map((p) => p.text)).toEqual(["pay 1 life", "exile a blue card from your hand"]);
    });

    it("118.9d, 118.6a: Evermind through Dream Halls under Sphere of Resistance costs a discard and {1}", () => {
      const g = duel({ hand: ["Evermind", "Coral Eel"], battlefield: ["Dream Halls", "Sphere of Resistance", "Island"] });
      g.cast("Evermind");
      expect(g.expectPrompt("payCosts").mana).toEqual({ ...NO_MANA, generic: 1 });
    });
  });

  describe("118.10 each payment pays for one thing only", () => {
    it("118.10: one Island can't be returned twice to pay Gush's 'return two Islands'", () => {
      const g = duel({ hand: ["Gush"], battlefield: ["Island", "Island"] });
      g.cast("Gush").chooseCosts("gush");
      const part = g.expectPrompt("payCosts").parts[0]!;
      const island = part.options[0]!;
      expect(g.refuseAnswer({ kind: "payPart", part: 0, choices: [island, island] }).code).toBe("ILLEGAL_CHOICE");
      g.payPart("return two Islands", "Island", "Island");
      expect(g.handNames("Ana")).toEqual(["Island", "Island"]);
      expect(g.eventsOf("spellCast").map((e) => e.name)).toEqual(["Gush"]);
    });

    it("118.10: the creature sacrificed for Bone Splinters can't also pay for Death Bomb: Death Bomb is then reversed", () => {
      const g = duel(
        { hand: ["Bone Splinters", "Death Bomb"], battlefield: ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Grizzly Bears"] },
        { battlefield: ["Hill Giant", "Coral Eel"] },
      );
      g.cast("Bone Splinters").targets("Hill Giant").tapForMana("Swamp").payPart("sacrifice a creature", "Grizzly Bears").pay();
      // Holding priority, Ana tries Death Bomb (an instant) with no creature left to sacrifice.
      g.cast("Death Bomb").targets("Coral Eel");
      expect(g.eventsOf("castReversed").at(-1)).toMatchObject({ name: "Death Bomb", rule: "601.2h" });
      expect(g.stackNames()).toEqual(["Bone Splinters"]);
    });

    it("118.10, 601.2c, 608.2b: targets come before costs — Bone Splinters may target the creature it sacrifices, and then does nothing (it is countered on resolution)", () => {
      const g = duel({ hand: ["Bone Splinters"], battlefield: ["Swamp", "Grizzly Bears"] }, { battlefield: ["Hill Giant"] });
      g.cast("Bone Splinters").targets("Grizzly Bears");
      g.tapForMana("Swamp").payPart("sacrifice a creature", "Grizzly Bears").pay();
      expect(g.stackNames()).toEqual(["Bone Splinters"]);
      g.passAll();
      expect(g.eventsOf("countered")).toEqual([expect.objectContaining({ name: "Bone Splinters", rule: "608.2b" })]);
      expect(g.permanents("Hill Giant")).toHaveLength(1);
      expect(g.graveyardNames("Ana")).toEqual(["Grizzly Bears", "Bone Splinters"]);
    });
  });

  describe("118.12 costs paid on resolution", () => {
    it("118.12: 'Sacrifice [it]. If you do, counter that spell' — it is sacrificed, so the spell is countered", () => {
      const SEED = "Test Seed Card: Hesitation";
      const g = testDuel({ battlefield: [SEED] }, { hand: ["Lightning Bolt"], battlefield: ["Mountain"] });
      g.pass();
      g.castAndPay("Lightning Bolt", "Ana");
      expect(g.stackNames()).toEqual(["Lightning Bolt", SEED]);
      g.passAll();
      expect(g.graveyardNames("Ana")).toEqual([SEED]);
      expect(g.eventsOf("countered").map((e) => e.name)).toEqual(["Lightning Bolt"]);
      expect(g.life("Ana")).toBe(20);
    });

    it("118.12 (seed 001's example of 117.12): 'Sacrifice [it]. If you do, counter that spell' — gone before its first trigger resolves, it can't be sacrificed, so that spell is not countered", () => {
      const SEED = "Test Seed Card: Hesitation";
      const g = testDuel({ battlefield: [SEED] }, { hand: ["Lightning Bolt", "Giant Growth"], battlefield: ["Mountain", "Forest", "Grizzly Bears"] });
      g.pass();
      g.castAndPay("Lightning Bolt", "Ana");
      // Ben holds priority and casts a second spell: it triggers again, on top.
      g.castAndPay("Giant Growth", "Grizzly Bears");
      expect(g.stackNames()).toEqual(["Lightning Bolt", SEED, "Giant Growth", SEED]);
      g.passAll(); // the second trigger: it is sacrificed, Giant Growth countered
      expect(g.graveyardNames("Ana")).toEqual([SEED]);
      expect(g.stackNames()).toEqual(["Lightning Bolt", SEED]);
      g.passAll(); // the first trigger: it can't be sacrificed any more; nothing is countered
      g.passAll(); // the Bolt resolves
      expect(g.eventsOf("countered").map((e) => e.name)).toEqual(["Giant Growth"]);
      expect(g.life("Ana")).toBe(17);
    });

    it("118.12a: 'unless its controller pays {3}' — Ana pays, and her spell isn't countered", () => {
      const g = duel(
        { hand: ["Grizzly Bears"], battlefield: ["Forest", "Forest", "Forest", "Forest", "Forest"] },
        { hand: ["Mana Leak"], battlefield: ["Island", "Island"] },
      );
      g.castAndPay("Grizzly Bears");
      g.pass();
      g.cast("Mana Leak").targets("Grizzly Bears").autoPay();
      g.passAll();
      const offer = g.expectPrompt("payUnless", "Ana");
      expect(offer.text).toBe("pay {3} or Grizzly Bears is countered");
      expect(offer.mana).toMatchObject({ generic: 3 });
      g.answer({ kind: "autoPay" });
      expect(g.state.battlefield.filter((p) => p.card === "Forest" && p.tapped)).toHaveLength(5);
      g.passAll();
      expect(g.permanents("Grizzly Bears")).toHaveLength(1);
      expect(g.graveyardNames("Ben")).toEqual(["Mana Leak"]);
    });

    it("118.12a: a player who can't pay may only decline — paying is refused and the spell is countered", () => {
      const g = duel({ hand: ["Grizzly Bears"], battlefield: ["Forest", "Forest"] }, { hand: ["Mana Leak"], battlefield: ["Island", "Island"] });
      g.castAndPay("Grizzly Bears");
      g.pass();
      g.cast("Mana Leak").targets("Grizzly Bears").autoPay();
      g.passAll();
      const offer = g.expectPrompt("payUnless", "Ana");
      expect(offer).toMatchObject({ canPay: false, autoPay: false });
      expect(g.refuseAnswer({ kind: "autoPay" }).rule).toBe("118.12a");
      expect(g.refuseAnswer({ kind: "pay" }).rule).toBe("601.2h");
      g.answer({ kind: "decline" });
      expect(g.graveyardNames("Ana")).toEqual(["Grizzly Bears"]);
    });
  });
});
