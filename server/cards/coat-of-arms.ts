import { ability, affects, card, modify } from "../card-language/card-dsl.ts";

export default card({
  name: "Coat of Arms",
  abilities: [
    ability.continuous(
      "Each creature gets +1/+1 for each other creature on the battlefield that shares at least one creature type with it. (For example, if two Goblin Warriors and a Goblin Shaman are on the battlefield, each gets +2/+2.)",
      affects.permanents({ types: ["Creature"] }),
      modify.plusPerCreatureSharingType(),
    ),
  ],
});
