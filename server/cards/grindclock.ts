import { ability, card, cost, effect, tapSelf, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Grindclock",
  abilities: [
    ability.activated(cost(null, tapSelf), "Put a charge counter on Grindclock.", { effects: [effect.putCounters("charge", 1, { self: true })] }),
    ability.activated(cost(null, tapSelf), "Target player mills X cards, where X is the number of charge counters on Grindclock.", {
      targets: [target.player()],
      effects: [effect.mill({ countersOnSource: "charge" })],
    }),
  ],
});
