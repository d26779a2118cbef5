import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Illusionary Servant",
  keywords: ["Flying"],
  abilities: [
    ability.triggered(
      "When Illusionary Servant becomes the target of a spell or ability, sacrifice it.",
      { on: "becomesTarget" },
      { effects: [effect.sacrificeSelf()] },
    ),
  ],
});
