import { ability, affects, card, cost, effect, modify, tapSelf, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Paragon of Eternal Wilds",
  abilities: [
    ability.continuous(
      "Other green creatures you control get +1/+1.",
      affects.permanents({ types: ["Creature"], colors: ["G"], controller: "you" }, true),
      modify.powerToughness(1, 1),
    ),
    ability.activated(
      cost("{G}", tapSelf),
      "Another target green creature you control gains trample until end of turn. (It can deal excess combat damage to the player or planeswalker it's attacking.)",
      {
        targets: [target.otherThanSource(target.creature({ colors: ["G"], controller: "you" }, "another target green creature you control"))],
        effects: [effect.gainKeywords(["Trample"])],
      },
    ),
  ],
});
