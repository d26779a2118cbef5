import { ability, card, cost, each, effect, tapSelf } from "../card-language/card-dsl.ts";

export default card({
  name: "Steel Overseer",
  abilities: [
    ability.activated(cost(null, tapSelf), "Put a +1/+1 counter on each artifact creature you control.", {
      effects: [effect.putCounters("+1/+1", 1, each({ types: ["Artifact"], controller: "you", anyOf: [{ types: ["Creature"] }] }))],
    }),
  ],
});
