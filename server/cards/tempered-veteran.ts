import { ability, card, cost, effect, tapSelf, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Tempered Veteran",
  abilities: [
    ability.activated(cost("{W}", tapSelf), "Put a +1/+1 counter on target creature with a +1/+1 counter on it.", {
      targets: [target.creature({ withCounter: "+1/+1" }, "target creature with a +1/+1 counter on it")],
      effects: [effect.putCounters("+1/+1", 1)],
    }),
    ability.activated(cost("{4}{W}{W}", tapSelf), "Put a +1/+1 counter on target creature.", {
      targets: [target.creature()],
      effects: [effect.putCounters("+1/+1", 1)],
    }),
  ],
});
