import { ability, card, cost, effect, target, untapSelf } from "../card-language/card-dsl.ts";

export default card({
  name: "Gilder Bairn",
  cost: "{1}{G/U}{G/U}",
  types: ["Creature"],
  subtypes: ["Ouphe"],
  pt: [1, 3],
  text: "{2}{G/U}, {Q}: For each kind of counter on target permanent, put another of those counters on that permanent.",
  abilities: [
    ability.activated(cost("{2}{G/U}", untapSelf), "For each kind of counter on target permanent, put another of those counters on that permanent.", {
      targets: [target.permanent()],
      effects: [effect.proliferateTarget()],
    }),
  ],
});
