import { ability, affects, card, cost, modify, tapSelf } from "../card-language/card-dsl.ts";

export default card({
  name: "Manaweft Sliver",
  abilities: [
    ability.continuous(
      'Sliver creatures you control have "{T}: Add one mana of any color."',
      affects.permanents({ types: ["Creature"], subtypes: ["Sliver"], controller: "you" }),
      modify.addAbilities(ability.mana(cost(null, tapSelf), "anyColor")),
    ),
  ],
});
