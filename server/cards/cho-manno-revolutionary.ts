import { ability, card } from "../card-language/card-dsl.ts";

// 615.1a: a prevention effect of a static ability, applied to each damage event as it would happen.
export default card({
  name: "Cho-Manno, Revolutionary",
  abilities: [
    ability.replacement("Prevent all damage that would be dealt to Cho-Manno, Revolutionary.", {
      kind: "preventDamage",
      damage: { to: "self" },
      amount: "all",
    }),
  ],
});
