import { ability, card, discard, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Razormane Masticore",
  keywords: ["First strike"],
  abilities: [
    ability.triggered(
      "At the beginning of your upkeep, sacrifice Razormane Masticore unless you discard a card.",
      { on: "beginningOfStep", step: "upkeep", whose: "your" },
      { effects: [effect.unlessYouDiscard(discard("a card", {}), effect.sacrificeSelf())] },
    ),
    ability.triggered(
      "At the beginning of your draw step, you may have Razormane Masticore deal 3 damage to target creature.",
      { on: "beginningOfStep", step: "draw", whose: "your" },
      { targets: [target.creature()], effects: [effect.optional("have Razormane Masticore deal 3 damage to target creature", effect.dealDamage(3))] },
    ),
  ],
});
