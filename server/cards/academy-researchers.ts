import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Academy Researchers",
  abilities: [
    ability.triggered(
      "When Academy Researchers enters the battlefield, you may put an Aura card from your hand onto the battlefield attached to Academy Researchers.",
      { on: "enters", what: "self" },
      { effects: [effect.mayPutAuraFromHandAttachedToSelf()] },
    ),
  ],
});
