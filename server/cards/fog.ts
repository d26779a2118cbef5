import { card, effect } from "../card-language/card-dsl.ts";

// 615.1a: a prevention shield for the rest of the turn; it watches combat damage only (510.2), to and from anything.
export default card({
  name: "Fog",
  spell: { effects: [effect.preventAllCombatDamage()] },
});
