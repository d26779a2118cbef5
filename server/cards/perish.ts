import { card, effect } from "../card-language/card-dsl.ts";

// 608.2j: only the color named matters. "They can't be regenerated" (701.19c).
export default card({
  name: "Perish",
  spell: { effects: [effect.destroyAll({ types: ["Creature"], colors: ["G"] }, true)] },
});
