import { card, effect, target } from "../card-language/card-dsl.ts";

// 707.10: the copy is put on the stack, not cast, with the spell's modes, X, costs paid and targets (707.10c: each may change).
export default card({
  name: "Twincast",
  spell: { targets: [target.spell({ types: ["Instant", "Sorcery"] }, "target instant or sorcery spell")], effects: [effect.copySpell()] },
});
