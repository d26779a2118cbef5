import { card, effect } from "../card-language/card-dsl.ts";

// 615.9: whether a source is black or red is checked as it would deal the damage.
export default card({
  name: "Luminesce",
  spell: { effects: [effect.preventAllDamageBy({ colors: ["B", "R"] }, "black sources and red sources")] },
});
