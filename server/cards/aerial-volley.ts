import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Aerial Volley",
  spell: {
    targets: [{ ...target.creature({ keywords: ["Flying"] }, "one, two, or three target creatures with flying"), min: 1, max: 3 }],
    effects: [effect.dealDamage(3, 0, "divided")],
    divide: { target: 0, amount: 3 },
  },
});
