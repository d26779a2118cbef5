import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Reverberate",
  spell: { targets: [target.spell({ types: ["Instant", "Sorcery"] }, "target instant or sorcery spell")], effects: [effect.copySpell()] },
});
