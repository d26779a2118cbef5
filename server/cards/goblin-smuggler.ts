import { ability, card, cost, effect, tapSelf, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Goblin Smuggler",
  keywords: ["Haste"],
  abilities: [
    ability.activated(cost(null, tapSelf), "Another target creature with power 2 or less can't be blocked this turn.", {
      targets: [target.otherThanSource(target.creature({ maxPower: 2 }, "another target creature with power 2 or less"))],
      effects: [effect.cantBeBlockedThisTurn()],
    }),
  ],
});
