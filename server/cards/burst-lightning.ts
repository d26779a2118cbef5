import { card, cost, effect, target, when } from "../card-language/card-dsl.ts";

export default card({
  name: "Burst Lightning",
  costs: { kicker: { cost: cost("{4}"), multi: false } },
  spell: { targets: [target.any()], effects: [when({ notKicked: true }, effect.dealDamage(2)), when({ kicked: true }, effect.dealDamage(4))] },
});
