import { ability, card, cost, effect, target, untapSelf } from "../card-language/card-dsl.ts";

export default card({
  name: "Gilder Bairn",
  abilities: [
    ability.activated(cost("{2}{G/U}", untapSelf), "For each kind of counter on target permanent, put another of those counters on that permanent.", {
      targets: [target.permanent()],
      effects: [effect.proliferateTarget()],
    }),
  ],
});
