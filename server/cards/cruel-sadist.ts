import { ability, card, cost, effect, payLife, removeCounters, tapSelf, target, X } from "../card-language/card-dsl.ts";

export default card({
  name: "Cruel Sadist",
  abilities: [
    ability.activated(cost("{B}", tapSelf, payLife(1)), "Put a +1/+1 counter on Cruel Sadist.", { effects: [effect.putCounters("+1/+1", 1, { self: true })] }),
    ability.activated(cost("{2}{B}", tapSelf, removeCounters("+1/+1", "X")), "It deals X damage to target creature.", {
      targets: [target.creature()],
      effects: [effect.dealDamage(X)],
    }),
  ],
});
