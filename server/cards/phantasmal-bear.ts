import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Phantasmal Bear",
  abilities: [
    ability.triggered(
      "When Phantasmal Bear becomes the target of a spell or ability, sacrifice it.",
      { on: "becomesTarget" },
      { effects: [effect.sacrificeSelf()] },
    ),
  ],
});
