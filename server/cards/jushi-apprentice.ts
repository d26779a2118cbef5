import { ability, cost, effect, flipCard, tapSelf, target } from "../card-language/card-dsl.ts";

// 710: a flip card. Flipped, it is Tomoya the Revealer (710.2), with the same mana cost and color (710.1c).
const drawText = "Draw a card. If you have nine or more cards in hand, flip Jushi Apprentice.";
const tomoyaText = "Target player draws X cards, where X is the number of cards in your hand.";

export default flipCard(
  {
    name: "Jushi Apprentice",
    abilities: [
      ability.activated(cost("{2}{U}", tapSelf), drawText, {
        effects: [effect.drawCards(1), effect.ifHandSize({ you: true }, { atLeast: 9 }, effect.flip())],
      }),
    ],
  },
  {
    name: "Tomoya the Revealer",
    abilities: [
      ability.activated(cost("{3}{U}{U}", tapSelf), tomoyaText, {
        targets: [target.player()],
        effects: [effect.drawCards({ cardsInHand: { you: true } }, { target: 0 })],
      }),
    ],
  },
);
