import { ability, card } from "../card-language/card-dsl.ts";

// 614.1a: any source, any permanent or player; 614.5: each Furnace doubles an event once (two: four times).
export default card({
  name: "Furnace of Rath",
  abilities: [
    ability.replacement("If a source would deal damage to a permanent or player, it deals double that damage to that permanent or player instead.", {
      kind: "multiplyDamage",
      damage: {},
      factor: 2,
    }),
  ],
});
