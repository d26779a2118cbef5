import { describe, expect, it } from "vitest";
import type { PriorityAction } from "../../shared/prompt.ts";
import { duel, type Scenario } from "../support/scenario.ts";

type ManaAction = Extract<PriorityAction, { kind: "activateMana" }>;

/** The mana abilities the pending priority prompt offers, by source name. */
function manaOptions(g: Scenario): { name: string | undefined; choices: readonly string[]; amount: number }[] {
  return g
    .expectPrompt("priority")
    .actions.filter((a): a is ManaAction => a.kind === "activateMana")
    .map((a) => ({ name: g.nameOfObject(a.source), choices: a.choices, amount: a.amount }));
}

const ANY_COLOR = ["W", "U", "B", "R", "G"];

describe("605 mana abilities", () => {
  describe("605.1a what is a mana ability", () => {
    it("605.1a: Llanowar Elves, Birds of Paradise, Lotus Petal, Sol Ring and Everflowing Chalice have mana abilities; Prodigal Sorcerer's targeted ability is not one", () => {
      const g = duel({
        battlefield: [
          "Llanowar Elves",
          "Birds of Paradise",
          "Lotus Petal",
          "Sol Ring",
          { card: "Everflowing Chalice", counters: { charge: 2 } },
          "Prodigal Sorcerer",
        ],
      });
      expect(manaOptions(g)).toEqual([
        { name: "Llanowar Elves", choices: ["G"], amount: 1 },
        { name: "Birds of Paradise", choices: ANY_COLOR, amount: 1 },
        { name: "Lotus Petal", choices: ANY_COLOR, amount: 1 },
        { name: "Sol Ring", choices: ["C"], amount: 2 },
        { name: "Everflowing Chalice", choices: ["C"], amount: 2 },
      ]);
      // 605.5a: an ability with a target is not a mana ability; it is an ordinary activated ability.
      const others = g.expectPrompt("priority").actions.filter((a) => a.kind === "activate");
      expect(others.map((a) => a.kind === "activate" && g.nameOfObject(a.source))).toEqual(["Prodigal Sorcerer"]);
    });

    it("605.1a: each adds its mana to its controller's pool: {G}, a color of choice, {C}{C}, one {C} per charge counter", () => {
      const g = duel({ battlefield: ["Llanowar Elves", "Birds of Paradise", "Sol Ring", { card: "Everflowing Chalice", counters: { charge: 3 } }] });
      g.tapForMana("Llanowar Elves");
      expect(g.state.players[0]!.manaPool).toMatchObject({ G: 1, C: 0 });
      g.tapForMana("Birds of Paradise", "U");
      expect(g.state.players[0]!.manaPool).toMatchObject({ G: 1, U: 1 });
      g.tapForMana("Sol Ring");
      expect(g.state.players[0]!.manaPool).toMatchObject({ C: 2 });
      g.tapForMana("Everflowing Chalice");
      expect(g.state.players[0]!.manaPool).toEqual({ W: 0, U: 1, B: 0, R: 0, G: 1, C: 5 });
      expect(g.state.stack).toEqual([]);
    });

    it("605.1a: an 'any color' ability needs the color named; answering without one is refused", () => {
      const g = duel({ battlefield: ["Birds of Paradise"] });
      const birds = g.permanent("Birds of Paradise").id;
      expect(g.refuseAnswer({ kind: "activateMana", source: birds, ability: 0 }).rule).toBe("605.3a");
      g.answer({ kind: "activateMana", source: birds, ability: 0, mana: "R" });
      expect(g.state.players[0]!.manaPool.R).toBe(1);
    });

    it("605.2, 605.1a (example): Everflowing Chalice with no charge counter still has a mana ability; it adds no mana", () => {
      const g = duel({ battlefield: ["Everflowing Chalice"] });
      expect(manaOptions(g)).toEqual([{ name: "Everflowing Chalice", choices: ["C"], amount: 0 }]);
      g.tapForMana("Everflowing Chalice");
      expect(g.permanent("Everflowing Chalice").tapped).toBe(true);
      expect(g.state.players[0]!.manaPool).toEqual({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 });
      expect(g.state.stack).toEqual([]);
    });

    it("605.5b, 605.1a: Dark Ritual is a spell, not a mana ability — it is cast, uses the stack, can be responded to, and adds {B}{B}{B} only as it resolves", () => {
      const g = duel({ hand: ["Dark Ritual"], battlefield: ["Swamp"] });
      expect(manaOptions(g).map((o) => o.name)).toEqual(["Swamp"]);
      expect(g.expectPrompt("priority").actions).toContainEqual(expect.objectContaining({ kind: "cast", card: g.handCard("Dark Ritual") }));
      g.castAndPay("Dark Ritual");
      expect(g.stackNames()).toEqual(["Dark Ritual"]);
      expect(g.state.players[0]!.manaPool.B).toBe(0);
      g.pass();
      g.expectPrompt("priority", "Ben"); // Ben could respond
      g.pass();
      expect(g.state.stack).toEqual([]);
      expect(g.state.players[0]!.manaPool.B).toBe(3);
      expect(g.graveyardNames("Ana")).toEqual(["Dark Ritual"]);
    });
  });

  describe("605.3a when a mana ability may be activated", () => {
    it("605.3a: whenever the player has priority — in their own turn, and in an opponent's turn with a spell on the stack", () => {
      const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { battlefield: ["Forest"] });
      expect(manaOptions(g).map((o) => o.name)).toEqual(["Mountain"]);
      g.castAndPay("Lightning Bolt", "Ben");
      g.pass();
      g.expectPrompt("priority", "Ben");
      expect(manaOptions(g).map((o) => o.name)).toEqual(["Forest"]);
      g.tapForMana("Forest");
      expect(g.state.players[1]!.manaPool.G).toBe(1);
    });

    it("605.3a: only while having priority — Ben can't tap his Forest while Ana holds priority", () => {
      const g = duel({}, { battlefield: ["Forest"] });
      const error = g.refuse({
        kind: "answer",
        player: 1,
        promptId: g.prompt.id,
        answer: { kind: "activateMana", source: g.permanent("Forest").id, ability: 0 },
      });
      expect(error.code).toBe("NOT_YOUR_DECISION");
    });

    it("605.3a, 601.2g: while casting a spell, before any cost is paid; afterwards they can't be activated for it", () => {
      const g = duel({ hand: ["Bone Splinters"], battlefield: ["Swamp", "Swamp", "Grizzly Bears"] }, { battlefield: ["Hill Giant"] });
      g.cast("Bone Splinters").targets("Hill Giant");
      let pay = g.expectPrompt("payCosts");
      expect(pay.manaAbilities.map((m) => g.nameOfObject(m.source))).toEqual(["Swamp", "Swamp"]);
      g.tapForMana("Swamp");
      g.payPart("sacrifice a creature", "Grizzly Bears");
      pay = g.expectPrompt("payCosts");
      expect(pay.manaAbilities).toEqual([]);
      const swamp = g.state.battlefield.find((p) => p.card === "Swamp" && !p.tapped)!;
      expect(g.refuseAnswer({ kind: "activateMana", source: swamp.id, ability: 0 }).rule).toBe("601.2g");
      g.pay();
      expect(g.stackNames()).toEqual(["Bone Splinters"]);
    });

    it("605.3a, 608.2g: when a resolving effect asks for mana — Mana Leak's payment prompt offers the player's mana abilities", () => {
      const g = duel(
        { hand: ["Grizzly Bears"], battlefield: ["Forest", "Forest", "Forest", "Forest", "Llanowar Elves"] },
        { hand: ["Mana Leak"], battlefield: ["Island", "Island"] },
      );
      g.cast("Grizzly Bears").tapForMana("Forest").tapForMana("Forest").pay();
      g.pass();
      g.cast("Mana Leak").targets("Grizzly Bears").autoPay();
      g.passAll();
      const offer = g.expectPrompt("payUnless", "Ana");
      expect(offer.mana).toMatchObject({ generic: 3 });
      expect(offer.manaAbilities.map((m) => g.nameOfObject(m.source))).toEqual(["Forest", "Forest", "Llanowar Elves"]);
      expect(offer.canPay).toBe(false);
      expect(offer.autoPay).toBe(true);
      g.tapForMana("Forest").tapForMana("Llanowar Elves").tapForMana("Forest");
      expect(g.expectPrompt("payUnless").canPay).toBe(true);
      g.answer({ kind: "pay" });
      expect(g.eventsOf("paymentOffered").at(-1)).toMatchObject({ player: 0, paid: true });
      g.passAll();
      expect(g.permanents("Grizzly Bears")).toHaveLength(1);
    });
  });

  describe("605.3b a mana ability resolves at once, without the stack", () => {
    it("605.3b: activated while an opponent's spell is on the stack, it changes neither the stack nor who has priority", () => {
      const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { battlefield: ["Forest"] });
      g.castAndPay("Lightning Bolt", "Ben");
      g.pass();
      const stackBefore = g.state.stack;
      g.tapForMana("Forest");
      expect(g.state.stack).toEqual(stackBefore);
      expect(g.lastEvents.map((e) => e.type)).toEqual(["tapped", "manaAdded"]);
      g.expectPrompt("priority", "Ben");
    });

    it("605.3b: Lotus Petal's cost includes sacrificing it; it is paid and the mana added at once", () => {
      const g = duel({ battlefield: ["Lotus Petal"] });
      g.tapForMana("Lotus Petal", "G");
      expect(g.permanents("Lotus Petal")).toEqual([]);
      expect(g.graveyardNames("Ana")).toEqual(["Lotus Petal"]);
      expect(g.state.players[0]!.manaPool.G).toBe(1);
      expect(g.state.stack).toEqual([]);
      g.expectPrompt("priority", "Ana");
    });

    it("605.3b, 601.2g: Lotus Petal sacrificed for mana in the middle of casting Coral Eel pays for it", () => {
      const g = duel({ hand: ["Coral Eel"], battlefield: ["Lotus Petal", "Mountain"] });
      g.cast("Coral Eel").tapForMana("Lotus Petal", "U").tapForMana("Mountain").pay();
      expect(g.graveyardNames("Ana")).toEqual(["Lotus Petal"]);
      expect(g.state.players[0]!.manaPool).toEqual({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 });
      g.passAll();
      expect(g.permanents("Coral Eel")).toHaveLength(1);
    });

    it("118.3: a tapped Lotus Petal can't be activated: its {T} can't be paid", () => {
      const g = duel({ battlefield: [{ card: "Lotus Petal", tapped: true }] });
      expect(manaOptions(g)).toEqual([]);
      expect(g.refuseAnswer({ kind: "activateMana", source: g.permanent("Lotus Petal").id, ability: 0, mana: "G" }).rule).toBe("605.3a");
    });
  });

  describe("302.6 creatures' mana abilities", () => {
    it("302.6, 602.5a: a summoning-sick Llanowar Elves or Birds of Paradise can't be tapped for mana; a Sol Ring that just arrived can", () => {
      const g = duel({
        battlefield: [
          { card: "Llanowar Elves", sick: true },
          { card: "Birds of Paradise", sick: true },
          { card: "Sol Ring", sick: true },
        ],
      });
      expect(manaOptions(g).map((o) => o.name)).toEqual(["Sol Ring"]);
      expect(g.refuseAnswer({ kind: "activateMana", source: g.permanent("Llanowar Elves").id, ability: 0 }).rule).toBe("605.3a");
      g.tapForMana("Sol Ring");
      expect(g.state.players[0]!.manaPool.C).toBe(2);
    });

    it("302.6: a summoning-sick Llanowar Elves isn't offered while paying a spell's cost either", () => {
      const g = duel({ hand: ["Savannah Lions"], battlefield: [{ card: "Llanowar Elves", sick: true }, "Plains"] });
      g.cast("Savannah Lions");
      expect(g.expectPrompt("payCosts").manaAbilities.map((m) => g.nameOfObject(m.source))).toEqual(["Plains"]);
    });
  });

  describe("118.3c activating mana abilities is never mandatory", () => {
    it("118.3c, 118.12a: Ana can pay for Mana Leak with her untapped lands but may decline; the lands stay untapped and her spell is countered", () => {
      const g = duel(
        { hand: ["Grizzly Bears"], battlefield: ["Forest", "Forest", "Forest", "Forest", "Forest"] },
        { hand: ["Mana Leak"], battlefield: ["Island", "Island"] },
      );
      g.castAndPay("Grizzly Bears");
      g.pass();
      g.cast("Mana Leak").targets("Grizzly Bears").autoPay();
      g.passAll();
      expect(g.expectPrompt("payUnless", "Ana").autoPay).toBe(true);
      g.answer({ kind: "decline" });
      expect(g.state.battlefield.filter((p) => p.card === "Forest" && !p.tapped)).toHaveLength(3);
      expect(g.graveyardNames("Ana")).toEqual(["Grizzly Bears"]);
      expect(g.eventsOf("paymentOffered").at(-1)).toMatchObject({ paid: false });
    });

    it("118.3c: while casting, the player chooses which mana abilities to activate, if any — the Elves stay untapped when the Forests pay", () => {
      const g = duel({ hand: ["Grizzly Bears"], battlefield: ["Llanowar Elves", "Forest", "Forest"] });
      g.cast("Grizzly Bears").tapForMana("Forest").tapForMana("Forest").pay();
      expect(g.permanent("Llanowar Elves").tapped).toBe(false);
      expect(g.stackNames()).toEqual(["Grizzly Bears"]);
    });
  });
});
