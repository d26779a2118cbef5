import { card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Hunter's Ambush",
  spell: { effects: [effect.preventAllCombatDamage({ sources: { types: ["Creature"], notColors: ["G"] }, text: "nongreen creatures" })] },
});
