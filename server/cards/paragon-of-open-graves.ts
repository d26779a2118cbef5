import { ability, affects, card, cost, effect, modify, tapSelf, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Paragon of Open Graves",
  abilities: [
    ability.continuous(
      "Other black creatures you control get +1/+1.",
      affects.permanents({ types: ["Creature"], colors: ["B"], controller: "you" }, true),
      modify.powerToughness(1, 1),
    ),
    ability.activated(
      cost("{2}{B}", tapSelf),
      "Another target black creature you control gains deathtouch until end of turn. (Any amount of damage it deals to a creature is enough to destroy it.)",
      {
        targets: [target.otherThanSource(target.creature({ colors: ["B"], controller: "you" }, "another target black creature you control"))],
        effects: [effect.gainKeywords(["Deathtouch"])],
      },
    ),
  ],
});
