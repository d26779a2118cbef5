import { effect, split, target } from "../card-language/card-dsl.ts";

// 709: a split card; either half may be cast (709.3).
export default split(
  {
    name: "Fire",
    cost: "{1}{R}",
    types: ["Instant"],
    text: "Fire deals 2 damage divided as you choose among one or two targets.",
    spell: {
      targets: [{ ...target.any("one or two targets"), min: 1, max: 2 }],
      effects: [effect.dealDamage(2, 0, "divided")],
      divide: { target: 0, amount: 2 },
    },
  },
  {
    name: "Ice",
    cost: "{1}{U}",
    types: ["Instant"],
    text: "Tap target permanent.\nDraw a card.",
    spell: { targets: [target.permanent()], effects: [effect.tap(), effect.drawCards(1)] },
  },
);
