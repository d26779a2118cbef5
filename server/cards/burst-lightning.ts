import { card, cost, effect, target, when } from "../card-language/card-dsl.ts";

export default card({
  name: "Burst Lightning",
  cost: "{R}",
  types: ["Instant"],
  text: "Kicker {4}\nBurst Lightning deals 2 damage to any target. If this spell was kicked, it deals 4 damage instead.",
  costs: { kicker: { cost: cost("{4}"), multi: false } },
  spell: { targets: [target.any()], effects: [when({ notKicked: true }, effect.dealDamage(2)), when({ kicked: true }, effect.dealDamage(4))] },
});
