import { ability, card, cost, tapSelf } from "../card-language/card-dsl.ts";

export default card({
  name: "Everflowing Chalice",
  costs: { kicker: { cost: cost("{2}"), multi: true } },
  entersWithCounters: { counter: "charge", amount: "kicks" },
  abilities: [ability.manaPerCounter(cost(null, tapSelf), "C", "charge", "Everflowing Chalice")],
});
