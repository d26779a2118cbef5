import { ability, card, cost, effect, tapSelf } from "../card-language/card-dsl.ts";

export default card({
  name: "Crystal Ball",
  abilities: [ability.activated(cost("{1}", tapSelf), "Scry 2.", { effects: [effect.scry(2)] })],
});
