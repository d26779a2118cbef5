import { card, effect } from "../card-language/card-dsl.ts";

// 608.2j: only the color named matters. "They can't be regenerated" (701.19c).
export default card({
  name: "Perish",
  cost: "{2}{B}",
  types: ["Sorcery"],
  text: "Destroy all green creatures. They can't be regenerated.",
  spell: { effects: [effect.destroyAll({ types: ["Creature"], colors: ["G"] }, true)] },
});
