import { card, cost, effect, sacrifice, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Shrapnel Blast",
  costs: { additional: cost(null, sacrifice("an artifact", { types: ["Artifact"] })) },
  spell: { targets: [target.any()], effects: [effect.dealDamage(5)] },
});
