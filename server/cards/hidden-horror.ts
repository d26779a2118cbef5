import { ability, card, discard, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Hidden Horror",
  abilities: [
    ability.triggered(
      "When Hidden Horror enters the battlefield, sacrifice it unless you discard a creature card.",
      { on: "enters", what: "self" },
      { effects: [effect.unlessYouDiscard(discard("a creature card", { types: ["Creature"] }), effect.sacrificeSelf())] },
    ),
  ],
});
