import { ability, card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Battle-Rattle Shaman",
  abilities: [
    ability.triggered(
      "At the beginning of combat on your turn, you may have target creature get +2/+0 until end of turn.",
      { on: "beginningOfStep", step: "beginningOfCombat", whose: "your" },
      { targets: [target.creature()], effects: [effect.optional("have target creature get +2/+0 until end of turn", effect.pumpUntilEndOfTurn(2, 0))] },
    ),
  ],
});
