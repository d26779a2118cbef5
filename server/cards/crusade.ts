import { ability, affects, card, modify } from "../card-language/card-dsl.ts";

// Every player's white creatures, checked continuously (611.3a): a creature that stops being white stops getting it.
export default card({
  name: "Crusade",
  abilities: [ability.continuous("White creatures get +1/+1.", affects.permanents({ types: ["Creature"], colors: ["W"] }), modify.powerToughness(1, 1))],
});
