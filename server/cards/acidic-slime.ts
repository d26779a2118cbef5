import { ability, card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Acidic Slime",
  keywords: ["Deathtouch"],
  abilities: [
    ability.triggered(
      "When Acidic Slime enters the battlefield, destroy target artifact, enchantment, or land.",
      { on: "enters", what: "self" },
      { targets: [target.permanent({ types: ["Artifact", "Enchantment", "Land"] }, "target artifact, enchantment, or land")], effects: [effect.destroy()] },
    ),
  ],
});
