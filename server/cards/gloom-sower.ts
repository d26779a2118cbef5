import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Gloom Sower",
  abilities: [
    ability.triggered(
      "Whenever Gloom Sower becomes blocked by a creature, that creature's controller loses 2 life and you gain 2 life.",
      { on: "blockedBy", blockers: {} },
      { effects: [effect.loseLife(2, { controllerOfSubject: true }), effect.gainLife(2, { you: true })] },
    ),
  ],
});
