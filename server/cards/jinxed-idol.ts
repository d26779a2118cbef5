import { ability, card, cost, effect, sacrifice, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Jinxed Idol",
  abilities: [
    ability.triggered(
      "At the beginning of your upkeep, Jinxed Idol deals 2 damage to you.",
      { on: "beginningOfStep", step: "upkeep", whose: "your" },
      {
        effects: [effect.damagePlayers(2, { you: true })],
      },
    ),
    ability.activated(cost(null, sacrifice("a creature", { types: ["Creature"] })), "Target opponent gains control of Jinxed Idol.", {
      targets: [target.opponent()],
      effects: [effect.playerGainsControl({ target: 0 })],
    }),
  ],
});
