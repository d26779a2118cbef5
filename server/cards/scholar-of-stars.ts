import { ability, card, effect } from "../card-language/card-dsl.ts";

// 603.4: an intervening "if" clause, checked as it triggers and again as it resolves.
export default card({
  name: "Scholar of Stars",
  abilities: [
    ability.triggered(
      "When Scholar of Stars enters the battlefield, if you control an artifact, draw a card.",
      { on: "enters", what: "self" },
      { condition: { youControl: { types: ["Artifact"] } }, effects: [effect.drawCards(1)] },
    ),
  ],
});
