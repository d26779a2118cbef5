import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Moldervine Reclamation",
  abilities: [
    ability.triggered(
      "Whenever a creature you control dies, you gain 1 life and draw a card.",
      { on: "dies", what: { types: ["Creature"], controller: "you" } },
      { effects: [effect.gainLife(1, { you: true }), effect.drawCards(1)] },
    ),
  ],
});
