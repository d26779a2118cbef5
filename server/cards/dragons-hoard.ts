import { ability, card, cost, effect, removeCounters, tapSelf } from "../card-language/card-dsl.ts";

export default card({
  name: "Dragon's Hoard",
  abilities: [
    ability.triggered(
      "Whenever a Dragon enters the battlefield under your control, put a gold counter on Dragon's Hoard.",
      { on: "enters", what: { subtypes: ["Dragon"], controller: "you" } },
      { effects: [effect.putCounters("gold", 1, { self: true })] },
    ),
    ability.activated(cost(null, tapSelf, removeCounters("gold")), "Draw a card.", { effects: [effect.drawCards(1)] }),
    ability.mana(cost(null, tapSelf), "anyColor"),
  ],
});
