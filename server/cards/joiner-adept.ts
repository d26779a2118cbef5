import { ability, affects, card, cost, modify, tapSelf } from "../card-language/card-dsl.ts";

export default card({
  name: "Joiner Adept",
  abilities: [
    ability.continuous(
      'Lands you control have "{T}: Add one mana of any color."',
      affects.permanents({ types: ["Land"], controller: "you" }),
      modify.addAbilities(ability.mana(cost(null, tapSelf), "anyColor")),
    ),
  ],
});
