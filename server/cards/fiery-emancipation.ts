import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Fiery Emancipation",
  abilities: [
    ability.replacement(
      "If a source you control would deal damage to a permanent or player, it deals triple that damage to that permanent or player instead.",
      { kind: "multiplyDamage", damage: { from: { controller: "you" } }, factor: 3 },
    ),
  ],
});
