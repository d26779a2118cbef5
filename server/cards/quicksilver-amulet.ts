import { ability, card, cost, effect, tapSelf } from "../card-language/card-dsl.ts";

export default card({
  name: "Quicksilver Amulet",
  abilities: [
    ability.activated(cost("{4}", tapSelf), "You may put a creature card from your hand onto the battlefield.", {
      effects: [effect.putFromHand({ you: true }, "a creature card", { types: ["Creature"] })],
    }),
  ],
});
