// 715: adventurer cards (Bonecrusher Giant // Stomp). 715.3c (copies of an Adventure) needs copying spells, which
// no card does yet.

import { describe, expect, it } from "vitest";
import { cardFacts, characteristics, spellFacts } from "../../server/engine/layers/characteristics.ts";
import type { Spell } from "../../server/engine/kernel/state.ts";
import { duel } from "../support/scenario.ts";

const GIANT = "Bonecrusher Giant // Stomp";

describe("715 adventurer cards", () => {
  it("715.4: in a hand it has only its normal characteristics", () => {
    const g = duel({ hand: [GIANT] });
    const facts = cardFacts(g.reader, g.engine.cards.get(GIANT)!, 0);
    expect(facts.chars).toMatchObject({ name: "Bonecrusher Giant", types: ["Creature"], subtypes: ["Giant"], power: 4, toughness: 3 });
    expect(facts.manaValue).toBe(3);
  });

  it("715.3, 715.3a: the player chooses to cast it normally or as an Adventure; only the Adventure is evaluated at instant speed", () => {
    const g = duel({ hand: [GIANT], battlefield: ["Mountain", "Mountain", "Mountain"] });
    const id = g.handCard(GIANT);
    const casts = g.expectPrompt("priority").actions.filter((a) => a.kind === "cast");
    expect(casts).toEqual([expect.objectContaining({ card: id, name: "Bonecrusher Giant" }), expect.objectContaining({ card: id, face: 1, name: "Stomp" })]);
    expect(casts[0]).not.toHaveProperty("face");
    // In Ben's turn: Stomp is an instant; the Giant, a creature, waits for Ana's main phase.
    g.passUntil("upkeep", 4);
    expect(g.prompt.player).toBe(1);
    g.pass();
    expect(g.expectPrompt("priority", "Ana").actions.filter((a) => a.kind === "cast")).toEqual([expect.objectContaining({ card: id, face: 1, name: "Stomp" })]);
  });

  it("715.3b: on the stack as an Adventure it has only its alternative characteristics", () => {
    const g = duel({ hand: [GIANT], battlefield: ["Mountain", "Mountain"] });
    g.answer({ kind: "cast", card: g.handCard(GIANT), face: 1 })
      .targets("Ben")
      .autoPay();
    const stomp = g.state.stack.at(-1) as Spell;
    expect(spellFacts(g.reader, stomp)).toMatchObject({ manaValue: 2, chars: { name: "Stomp", types: ["Instant"], subtypes: ["Adventure"], power: null } });
  });

  it("715.3d: resolved, the Adventure is exiled, and its controller may cast the card from exile, but not as an Adventure", () => {
    const g = duel({ hand: [GIANT], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"] });
    g.answer({ kind: "cast", card: g.handCard(GIANT), face: 1 })
      .targets("Ben")
      .autoPay()
      .passAll();
    expect(g.life("Ben")).toBe(18);
    expect(g.graveyardNames("Ana")).toEqual([]);
    const exiled = g.state.exile[0]!;
    expect(exiled).toMatchObject({ card: GIANT, owner: 0, adventurer: 0 });
    expect(g.eventsOf("zoneChanged").at(-1)).toMatchObject({ to: "exile", rule: "715.3d" });
    const casts = g.expectPrompt("priority", "Ana").actions.filter((a) => a.kind === "cast");
    expect(casts).toEqual([{ kind: "cast", card: exiled.id, from: "exile", affordable: true, hasTargets: true, name: "Bonecrusher Giant" }]);
    expect(g.refuseAnswer({ kind: "cast", card: exiled.id, face: 1 }).message).toContain("Bonecrusher Giant");
    g.answer({ kind: "cast", card: exiled.id }).autoPay().passAll();
    expect(characteristics(g.reader, g.permanent(GIANT)).name).toBe("Bonecrusher Giant");
    expect(g.state.exile).toEqual([]);
  });

  it("715.3d: only the Adventure's controller may cast the exiled card", () => {
    const g = duel({ hand: [GIANT], battlefield: ["Mountain", "Mountain"] }, { battlefield: ["Mountain", "Mountain", "Mountain"] });
    g.answer({ kind: "cast", card: g.handCard(GIANT), face: 1 })
      .targets("Ben")
      .autoPay()
      .passAll();
    g.passUntil("precombatMain", 4);
    expect(g.expectPrompt("priority", "Ben").actions.some((a) => a.kind === "cast")).toBe(false);
  });

  it("715.3d: countered, an Adventure goes to its owner's graveyard, not to exile", () => {
    const g = duel({ hand: [GIANT], battlefield: ["Mountain", "Mountain"] }, { hand: ["Counterspell"], battlefield: ["Island", "Island"] });
    g.answer({ kind: "cast", card: g.handCard(GIANT), face: 1 })
      .targets("Ben")
      .autoPay();
    g.pass();
    g.castAndPay("Counterspell", "Bonecrusher Giant // Stomp").passAll();
    expect(g.graveyardNames("Ana")).toEqual([GIANT]);
    expect(g.state.exile).toEqual([]);
  });
});
