import { ability, card, modify } from "../card-language/card-dsl.ts";

// 707.9d: a copy that is 7/7 doesn't copy an ability that defines power and toughness (604.3).
export default card({
  name: "Quicksilver Gargantuan",
  abilities: [
    ability.entersAsCopy(
      "You may have Quicksilver Gargantuan enter the battlefield as a copy of any creature on the battlefield, except it's 7/7.",
      { types: ["Creature"] },
      modify.setPowerToughness(7, 7),
    ),
  ],
});
