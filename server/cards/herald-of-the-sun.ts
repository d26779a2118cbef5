import { ability, card, cost, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Herald of the Sun",
  keywords: ["Flying"],
  abilities: [
    ability.activated(cost("{3}{W}"), "Put a +1/+1 counter on another target creature with flying.", {
      targets: [target.otherThanSource(target.creature({ keywords: ["Flying"] }, "another target creature with flying"))],
      effects: [effect.putCounters("+1/+1", 1)],
    }),
  ],
});
