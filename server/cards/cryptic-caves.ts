import { ability, card, cost, effect, sacrificeSelf, tapSelf } from "../card-language/card-dsl.ts";

export default card({
  name: "Cryptic Caves",
  abilities: [
    ability.mana(cost(null, tapSelf), "C"),
    ability.activated(cost("{1}", tapSelf, sacrificeSelf), "Draw a card. Activate only if you control five or more lands.", {
      effects: [effect.drawCards(1)],
      onlyIf: { youControl: { types: ["Land"] }, atLeast: 5 },
    }),
  ],
});
