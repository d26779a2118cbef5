import { ability, card, cost, effect, payLife, tapSelf } from "../card-language/card-dsl.ts";

export default card({
  name: "Tavern Swindler",
  abilities: [
    ability.activated(cost(null, tapSelf, payLife(3)), "Flip a coin. If you win the flip, you gain 6 life.", {
      effects: [effect.flipCoin({ ifWin: [effect.gainLife(6, { you: true })] })],
    }),
  ],
});
