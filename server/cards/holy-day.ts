import { card, effect } from "../card-language/card-dsl.ts";

// Fog in white: 615.1a, combat damage only.
export default card({
  name: "Holy Day",
  spell: { effects: [effect.preventAllCombatDamage()] },
});
