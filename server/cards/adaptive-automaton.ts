import { ability, affects, card, modify } from "../card-language/card-dsl.ts";

// 614.12: a creature type chosen before it enters; it is that type too (layer 4), and a lord of it (layer 7c).
export default card({
  name: "Adaptive Automaton",
  abilities: [
    ability.chooseAsEnters("As Adaptive Automaton enters the battlefield, choose a creature type.", "creatureType"),
    ability.continuous("Adaptive Automaton is the chosen type in addition to its other types.", affects.self, modify.addChosenType()),
    ability.continuous(
      "Other creatures you control of the chosen type get +1/+1.",
      affects.permanents({ types: ["Creature"], controller: "you", ofChosenType: true }, true),
      modify.powerToughness(1, 1),
    ),
  ],
});
