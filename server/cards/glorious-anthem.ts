import { ability, affects, card, modify } from "../card-language/card-dsl.ts";

export default card({
  name: "Glorious Anthem",
  abilities: [
    ability.continuous("Creatures you control get +1/+1.", affects.permanents({ types: ["Creature"], controller: "you" }), modify.powerToughness(1, 1)),
  ],
});
