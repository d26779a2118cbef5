import { card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Magmaquake",
  spell: {
    effects: [effect.dealDamageToEach({ x: true }, { each: { anyOf: [{ types: ["Creature"], notKeywords: ["Flying"] }, { types: ["Planeswalker"] }] } })],
  },
});
