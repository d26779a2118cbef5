import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Phantasmal Bear",
  cost: "{U}",
  types: ["Creature"],
  subtypes: ["Bear", "Illusion"],
  pt: [2, 2],
  text: "When this creature becomes the target of a spell or ability, sacrifice it.",
  abilities: [
    ability.triggered(
      "When this creature becomes the target of a spell or ability, sacrifice it.",
      { on: "becomesTarget" },
      { effects: [effect.sacrificeSelfThen()] },
    ),
  ],
});
