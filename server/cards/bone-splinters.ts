import { card, cost, effect, sacrifice, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Bone Splinters",
  costs: { additional: cost(null, sacrifice("a creature", { types: ["Creature"] })) },
  spell: { targets: [target.creature()], effects: [effect.destroy()] },
});
