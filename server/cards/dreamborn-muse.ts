import { ability, card, effect } from "../card-language/card-dsl.ts";

// "That player" is the player whose upkeep it is, and X is counted as the ability resolves (608.2h).
export default card({
  name: "Dreamborn Muse",
  abilities: [
    ability.triggered(
      "At the beginning of each player's upkeep, that player mills X cards, where X is the number of cards in their hand.",
      { on: "beginningOfStep", step: "upkeep", whose: "each" },
      { effects: [effect.mill({ cardsInHand: { activePlayer: true } }, { activePlayer: true })] },
    ),
  ],
});
