import { ability, affects, card, cost, effect, modify } from "../card-language/card-dsl.ts";

export default card({
  name: "Valiant Knight",
  abilities: [
    ability.continuous(
      "Other Knights you control get +1/+1.",
      affects.permanents({ types: ["Creature"], subtypes: ["Knight"], controller: "you" }, true),
      modify.powerToughness(1, 1),
    ),
    ability.activated(cost("{3}{W}{W}"), "Knights you control gain double strike until end of turn.", {
      effects: [effect.gainKeywords(["Double strike"], { each: { types: ["Creature"], subtypes: ["Knight"], controller: "you" } })],
    }),
  ],
});
