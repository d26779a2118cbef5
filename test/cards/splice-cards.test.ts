// Splice onto Arcane (702.47): Lava Spike, Glacial Ray and Evermind (a card with no mana cost, 118.6).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

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
