import { ability, affects, card, cost, effect, modify, tapSelf, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Paragon of New Dawns",
  abilities: [
    ability.continuous(
      "Other white creatures you control get +1/+1.",
      affects.permanents({ types: ["Creature"], colors: ["W"], controller: "you" }, true),
      modify.powerToughness(1, 1),
    ),
    ability.activated(
      cost("{W}", tapSelf),
      "Another target white creature you control gains vigilance until end of turn. (Attacking doesn't cause it to tap.)",
      {
        targets: [target.otherThanSource(target.creature({ colors: ["W"], controller: "you" }, "another target white creature you control"))],
        effects: [effect.gainKeywords(["Vigilance"])],
      },
    ),
  ],
});
