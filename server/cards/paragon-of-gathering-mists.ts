import { ability, affects, card, cost, effect, modify, tapSelf, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Paragon of Gathering Mists",
  abilities: [
    ability.continuous(
      "Other blue creatures you control get +1/+1.",
      affects.permanents({ types: ["Creature"], colors: ["U"], controller: "you" }, true),
      modify.powerToughness(1, 1),
    ),
    ability.activated(cost("{U}", tapSelf), "Another target blue creature you control gains flying until end of turn.", {
      targets: [target.otherThanSource(target.creature({ colors: ["U"], controller: "you" }, "another target blue creature you control"))],
      effects: [effect.gainKeywords(["Flying"])],
    }),
  ],
});
