import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Phantom Beast",
  abilities: [
    ability.triggered(
      "When Phantom Beast becomes the target of a spell or ability, sacrifice it.",
      { on: "becomesTarget" },
      { effects: [effect.sacrificeSelf()] },
    ),
  ],
});
