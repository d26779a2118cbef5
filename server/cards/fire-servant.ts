import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Fire Servant",
  abilities: [
    ability.replacement("If a red instant or sorcery spell you control would deal damage, it deals double that damage instead.", {
      kind: "multiplyDamage",
      damage: { from: { types: ["Instant", "Sorcery"], colors: ["R"], controller: "you" } },
      factor: 2,
    }),
  ],
});
