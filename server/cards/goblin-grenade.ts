import { card, cost, effect, sacrifice, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Goblin Grenade",
  costs: { additional: cost(null, sacrifice("a Goblin", { subtypes: ["Goblin"] })) },
  spell: { targets: [target.any()], effects: [effect.dealDamage(5)] },
});
