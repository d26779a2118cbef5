import { ability, card, cost, tapSelf } from "../card-language/card-dsl.ts";

export default card({
  name: "Everflowing Chalice",
  cost: "{0}",
  types: ["Artifact"],
  text: "Multikicker {2}\nEverflowing Chalice enters with a charge counter on it for each time it was kicked.\n{T}: Add {C} for each charge counter on Everflowing Chalice.",
  costs: { kicker: { cost: cost("{2}"), multi: true } },
  entersWithCounters: { counter: "charge", amount: "kicks" },
  abilities: [ability.manaPerCounter(cost(null, tapSelf), "C", "charge")],
});
