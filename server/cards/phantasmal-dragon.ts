import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Phantasmal Dragon",
  keywords: ["Flying"],
  abilities: [
    ability.triggered(
      "When Phantasmal Dragon becomes the target of a spell or ability, sacrifice it.",
      { on: "becomesTarget" },
      { effects: [effect.sacrificeSelf()] },
    ),
  ],
});
