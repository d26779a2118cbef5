import { ability, card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Soul Bleed",
  enchant: { ...target.creature(), text: "enchant creature" },
  abilities: [
    ability.triggered(
      "At the beginning of the upkeep of enchanted creature's controller, that player loses 1 life.",
      { on: "beginningOfStep", step: "upkeep", whose: "attachedController" },
      { effects: [effect.loseLife(1, { activePlayer: true })] },
    ),
  ],
});
