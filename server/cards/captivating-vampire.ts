import { ability, affects, card, cost, effect, modify, tapUntapped, target } from "../card-language/card-dsl.ts";

// The stolen creature becomes a Vampire (layer 4) under its new controller (layer 2): the lord's +1/+1 (7c) then
// applies to it too.
export default card({
  name: "Captivating Vampire",
  abilities: [
    ability.continuous(
      "Other Vampire creatures you control get +1/+1.",
      affects.permanents({ types: ["Creature"], subtypes: ["Vampire"], controller: "you" }, true),
      modify.powerToughness(1, 1),
    ),
    ability.activated(
      cost(null, tapUntapped("five untapped Vampires you control", { subtypes: ["Vampire"] }, 5)),
      "Gain control of target creature. It becomes a Vampire in addition to its other types.",
      {
        targets: [target.creature()],
        effects: [effect.gainControl("indefinite"), effect.addTypes([], ["Vampire"])],
      },
    ),
  ],
});
