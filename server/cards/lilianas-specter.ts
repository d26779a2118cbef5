import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Liliana's Specter",
  keywords: ["Flying"],
  abilities: [
    ability.triggered(
      "When Liliana's Specter enters the battlefield, each opponent discards a card.",
      { on: "enters", what: "self" },
      {
        effects: [effect.discard(1, { eachOpponent: true })],
      },
    ),
  ],
});
