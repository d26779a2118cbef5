import { ability, affects, card, effect, modify, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Stab Wound",
  enchant: { ...target.creature(), text: "enchant creature" },
  abilities: [
    ability.continuous("Enchanted creature gets -2/-2.", affects.attached, modify.powerToughness(-2, -2)),
    ability.triggered(
      "At the beginning of the upkeep of enchanted creature's controller, that player loses 2 life.",
      { on: "beginningOfStep", step: "upkeep", whose: "attachedController" },
      { effects: [effect.loseLife(2, { activePlayer: true })] },
    ),
  ],
});
