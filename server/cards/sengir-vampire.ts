import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Sengir Vampire",
  keywords: ["Flying"],
  abilities: [
    ability.triggered(
      "Whenever a creature dealt damage by Sengir Vampire this turn dies, put a +1/+1 counter on Sengir Vampire.",
      { on: "dies", what: { types: ["Creature"] }, dealtDamageBySourceThisTurn: true },
      { effects: [effect.putCounters("+1/+1", 1, { self: true })] },
    ),
  ],
});
