import { ability, card, each, effect, target } from "../card-language/card-dsl.ts";

// 605.1a: a loyalty ability is never a mana ability; its {R}{R} is added as it resolves.
export default card({
  name: "Chandra, Novice Pyromancer",
  abilities: [
    ability.loyalty(1, "Elementals you control get +2/+0 until end of turn.", {
      effects: [effect.pumpUntilEndOfTurn(2, 0, each({ subtypes: ["Elemental"], controller: "you" }))],
    }),
    ability.loyalty(-1, "Add {R}{R}.", { effects: [effect.addMana("{R}{R}")] }),
    ability.loyalty(-2, "Chandra, Novice Pyromancer deals 2 damage to any target.", { targets: [target.any()], effects: [effect.dealDamage(2)] }),
  ],
});
