import { ability, card, cost, effect, tapSelf, target } from "../card-language/card-dsl.ts";

// 608.2d: the card is named as the ability resolves (seed 002's conclusion).
export default card({
  name: "Liar's Pendulum",
  abilities: [
    ability.activated(
      cost("{2}", tapSelf),
      "Choose a card name. Target opponent guesses whether a card with that name is in your hand. You may reveal your hand. If you do and your opponent guessed wrong, draw a card.",
      { targets: [{ ...target.player("target opponent"), players: "opponent" }], effects: [effect.guessNamedCard()] },
    ),
  ],
});
