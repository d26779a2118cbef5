import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Hunted Wumpus",
  abilities: [
    ability.triggered(
      "When Hunted Wumpus enters the battlefield, each other player may put a creature card from their hand onto the battlefield.",
      { on: "enters", what: "self" },
      { effects: [effect.putFromHand({ eachOpponent: true }, "a creature card", { types: ["Creature"] })] },
    ),
  ],
});
