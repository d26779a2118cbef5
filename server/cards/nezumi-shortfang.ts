import { ability, cost, effect, flipCard, tapSelf, target } from "../card-language/card-dsl.ts";

// 710: a flip card. Flipped, it is Stabwhisker the Odious (710.2), with the same mana cost and color (710.1c).
const flipText = "Target opponent discards a card. Then if that player has no cards in hand, flip Nezumi Shortfang.";
const upkeepText = "At the beginning of each opponent's upkeep, that player loses 1 life for each card fewer than three in their hand.";

export default flipCard(
  {
    name: "Nezumi Shortfang",
    abilities: [
      ability.activated(cost("{1}{B}", tapSelf), flipText, {
        targets: [{ ...target.player("target opponent"), players: "opponent" }],
        effects: [effect.discard(1), effect.ifHandSize({ target: 0 }, { atMost: 0 }, effect.flip())],
      }),
    ],
  },
  {
    name: "Stabwhisker the Odious",
    abilities: [
      ability.triggered(
        upkeepText,
        { on: "beginningOfStep", step: "upkeep", whose: "opponent" },
        { effects: [effect.loseLife({ cardsInHand: { activePlayer: true }, fewerThan: 3 }, { activePlayer: true })] },
      ),
    ],
  },
);
