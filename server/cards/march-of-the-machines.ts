import { ability, affects, card, modify } from "../card-language/card-dsl.ts";

// One effect in two layers (613.6): noncreature artifacts become creatures (layer 4), and those same permanents get
// power and toughness equal to their mana value (layer 7b). A land made an artifact (Mycosynth Lattice) is a 0/0.
const text =
  "Each noncreature artifact is an artifact creature with power and toughness each equal to its mana value. (Equipment that's a creature can't equip a creature.)";

export default card({
  name: "March of the Machines",
  abilities: [
    ability.continuous(
      text,
      affects.permanents({ types: ["Artifact"], notTypes: ["Creature"] }),
      modify.addTypes(["Creature"]),
      modify.powerToughnessFromManaValue(),
    ),
  ],
});
