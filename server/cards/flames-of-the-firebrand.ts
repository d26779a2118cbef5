import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Flames of the Firebrand",
  spell: {
    targets: [{ ...target.any("one, two, or three targets"), min: 1, max: 3 }],
    effects: [effect.dealDamage(3, 0, "divided")],
    divide: { target: 0, amount: 3 },
  },
});
