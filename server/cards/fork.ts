import { card, effect, modify, target } from "../card-language/card-dsl.ts";

// 707.9b, 707.10: the copy is red as part of the copying: a copy of the copy is red too (707.3).
export default card({
  name: "Fork",
  spell: {
    targets: [target.spell({ types: ["Instant", "Sorcery"] }, "target instant or sorcery spell")],
    effects: [effect.copySpell([modify.setColors("R")])],
  },
});
