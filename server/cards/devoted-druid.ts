import { ability, card, cost, effect, putCounters, tapSelf } from "../card-language/card-dsl.ts";

export default card({
  name: "Devoted Druid",
  abilities: [
    ability.mana(cost(null, tapSelf), "G"),
    ability.activated(cost(null, putCounters("-1/-1")), "Untap Devoted Druid.", { effects: [effect.untap({ self: true })] }),
  ],
});
