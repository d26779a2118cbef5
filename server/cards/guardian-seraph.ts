import { ability, card } from "../card-language/card-dsl.ts";

// 615.7: prevents 1 of each damage event from such a source, whatever its size.
export default card({
  name: "Guardian Seraph",
  keywords: ["Flying"],
  abilities: [
    ability.replacement("If a source an opponent controls would deal damage to you, prevent 1 of that damage.", {
      kind: "preventDamage",
      damage: { to: "you", from: { controller: "opponent" } },
      amount: 1,
    }),
  ],
});
