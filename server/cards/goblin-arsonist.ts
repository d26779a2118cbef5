import { ability, card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Goblin Arsonist",
  abilities: [
    ability.triggered(
      "When Goblin Arsonist dies, you may have it deal 1 damage to any target.",
      { on: "dies", what: "self" },
      { targets: [target.any()], effects: [effect.optional("have Goblin Arsonist deal 1 damage to any target", effect.dealDamage(1))] },
    ),
  ],
});
