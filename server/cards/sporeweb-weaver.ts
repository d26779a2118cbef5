import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Sporeweb Weaver",
  keywords: ["Reach", { hexproofFrom: "U" }],
  abilities: [
    ability.triggered(
      "Whenever Sporeweb Weaver is dealt damage, you gain 1 life and create a 1/1 green Saproling creature token.",
      { on: "dealtDamage" },
      { effects: [effect.gainLife(1, { you: true }), effect.createTokens(1, "Saproling Token")] },
    ),
  ],
});
