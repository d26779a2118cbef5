import { ability, affects, card, cost, effect, modify, tapSelf, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Paragon of Fierce Defiance",
  abilities: [
    ability.continuous(
      "Other red creatures you control get +1/+1.",
      affects.permanents({ types: ["Creature"], colors: ["R"], controller: "you" }, true),
      modify.powerToughness(1, 1),
    ),
    ability.activated(cost("{R}", tapSelf), "Another target red creature you control gains haste until end of turn. (It can attack and {T} this turn.)", {
      targets: [target.otherThanSource(target.creature({ colors: ["R"], controller: "you" }, "another target red creature you control"))],
      effects: [effect.gainKeywords(["Haste"])],
    }),
  ],
});
