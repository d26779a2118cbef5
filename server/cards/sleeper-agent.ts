import { ability, card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Sleeper Agent",
  abilities: [
    ability.triggered(
      "When Sleeper Agent enters the battlefield, target opponent gains control of it.",
      { on: "enters", what: "self" },
      { targets: [target.opponent()], effects: [effect.giveControl({ target: 0 })] },
    ),
    ability.triggered(
      "At the beginning of your upkeep, Sleeper Agent deals 2 damage to you.",
      { on: "beginningOfStep", step: "upkeep", whose: "your" },
      {
        effects: [effect.damagePlayers(2, { you: true })],
      },
    ),
  ],
});
