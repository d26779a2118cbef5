import { ability, card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Jace's Erasure",
  abilities: [
    ability.triggered(
      "Whenever you draw a card, you may have target player mill a card.",
      { on: "draws", who: "you" },
      { targets: [target.player()], effects: [effect.optional("have target player mill a card", effect.mill(1))] },
    ),
  ],
});
