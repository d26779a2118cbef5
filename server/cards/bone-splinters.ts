import { card, cost, effect, sacrifice, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Bone Splinters",
  cost: "{B}",
  types: ["Sorcery"],
  text: "As an additional cost to cast this spell, sacrifice a creature.\nDestroy target creature.",
  costs: { additional: cost(null, sacrifice("a creature", { types: ["Creature"] })) },
  spell: { targets: [target.creature()], effects: [effect.destroy()] },
});
