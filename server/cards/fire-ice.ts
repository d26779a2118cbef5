import { effect, split, target } from "../card-language/card-dsl.ts";

// 709: a split card; either half may be cast (709.3).
export default split(
  {
    name: "Fire",
    spell: {
      targets: [{ ...target.any("one or two targets"), min: 1, max: 2 }],
      effects: [effect.dealDamage(2, 0, "divided")],
      divide: { target: 0, amount: 2 },
    },
  },
  {
    name: "Ice",
    spell: { targets: [target.permanent()], effects: [effect.tap(), effect.drawCards(1)] },
  },
);
