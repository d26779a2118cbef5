import { card, effect } from "../card-language/card-dsl.ts";

// Fog in white: 615.1a, combat damage only.
export default card({
  name: "Holy Day",
  cost: "{W}",
  types: ["Instant"],
  text: "Prevent all combat damage that would be dealt this turn.",
  spell: { effects: [effect.preventAllCombatDamage()] },
});
