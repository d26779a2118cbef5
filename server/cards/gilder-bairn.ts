import { ability, card, cost, effect, target, untapSelf } from "../card-language/card-dsl.ts";

export default card({
  name: "Gilder Bairn",
  abilities: [
    ability.activated(cost("{2}{G/U}", untapSelf), "Double the number of each kind of counter on target permanent.", {
      targets: [target.permanent()],
      effects: [effect.doubleCounters()],
    }),
  ],
});
