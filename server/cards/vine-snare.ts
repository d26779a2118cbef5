import { card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Vine Snare",
  spell: { effects: [effect.preventAllCombatDamage({ sources: { types: ["Creature"], maxPower: 4 }, text: "creatures with power 4 or less" })] },
});
