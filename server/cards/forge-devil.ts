import { ability, card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Forge Devil",
  abilities: [
    ability.triggered(
      "When Forge Devil enters the battlefield, it deals 1 damage to target creature and 1 damage to you.",
      { on: "enters", what: "self" },
      { targets: [target.creature()], effects: [effect.dealDamage(1), effect.damagePlayers(1, { you: true })] },
    ),
  ],
});
