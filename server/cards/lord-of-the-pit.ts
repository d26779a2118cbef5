import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Lord of the Pit",
  keywords: ["Flying", "Trample"],
  abilities: [
    ability.triggered(
      "At the beginning of your upkeep, sacrifice a creature other than Lord of the Pit. If you can't, Lord of the Pit deals 7 damage to you.",
      { on: "beginningOfStep", step: "upkeep", whose: "your" },
      { effects: [effect.sacrificeOtherOrElse("a creature other than Lord of the Pit", { types: ["Creature"] }, effect.damagePlayers(7, { you: true }))] },
    ),
  ],
});
