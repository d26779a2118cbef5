// 611.3a: a static ability's "as long as …" condition is checked continuously; the effect exists only while it holds,
// seen through the layers applied before the effect's own (613.8a: whether an effect exists may depend on another).

import { describe, expect, it } from "vitest";
import { HAND_WRITTEN_CARDS, TOKENS, buildRegistry } from "../../server/cards/index.ts";
import { ability, affects, card, modify } from "../../server/card-language/card-dsl.ts";
import { createEngine } from "../../server/engine/engine.ts";
import { duel } from "../support/scenario.ts";

const text = "Creatures you control are blue.";
const painter = card({
  name: "Test Painter",
  cost: "{1}",
  types: ["Enchantment"],
  text,
  abilities: [ability.continuous(text, affects.permanents({ types: ["Creature"], controller: "you" }), modify.setColors("U"))],
});
const engine = createEngine(buildRegistry([...HAND_WRITTEN_CARDS, ...TOKENS, painter]));

describe("611.3a: 'as long as' static abilities", () => {
  it("611.3a: the effect follows the condition as it becomes true and false", () => {
    const g = duel({ battlefield: ["Gearsmith Prodigy"], hand: ["Ornithopter"] });
    expect(g.pt("Gearsmith Prodigy")).toEqual([1, 2]);
    g.castAndPay("Ornithopter").passAll();
    expect(g.pt("Gearsmith Prodigy")).toEqual([2, 2]);
  });

  it("613.8a: the condition reads characteristics an earlier layer set (a creature made blue in layer 5)", () => {
    const g = duel({ battlefield: ["Gearsmith Guardian", "Test Painter"] }, {}, {}, engine);
    // The Guardian itself is made blue, so its condition holds as its own effect applies in layer 7c.
    expect(g.pt("Gearsmith Guardian")).toEqual([5, 5]);
    expect(duel({ battlefield: ["Gearsmith Guardian"] }, { battlefield: ["Test Painter"] }, {}, engine).pt("Gearsmith Guardian")).toEqual([3, 5]);
  });
});
