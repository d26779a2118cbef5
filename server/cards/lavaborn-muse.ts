import { ability, card, effect } from "../card-language/card-dsl.ts";

// 603.4: the intervening "if" is checked as it triggers and again as it resolves.
export default card({
  name: "Lavaborn Muse",
  abilities: [
    ability.triggered(
      "At the beginning of each opponent's upkeep, if that player has two or fewer cards in hand, Lavaborn Muse deals 3 damage to that player.",
      { on: "beginningOfStep", step: "upkeep", whose: "opponent" },
      { condition: { activePlayerHandAtMost: 2 }, effects: [effect.damagePlayers(3, { activePlayer: true })] },
    ),
  ],
});
