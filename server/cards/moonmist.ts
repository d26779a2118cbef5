import { card, effect } from "../card-language/card-dsl.ts";

// 701.27c, 712.9: "Transform all Humans" turns over those represented by double-faced cards, whatever they are copies of;
// the prevention shield checks each creature's types as it would deal combat damage (615.9).
export default card({
  name: "Moonmist",
  spell: {
    effects: [
      effect.transform({ each: { subtypes: ["Human"] } }),
      effect.preventAllCombatDamage({
        sources: { types: ["Creature"], notSubtypes: ["Werewolf", "Wolf"] },
        text: "creatures other than Werewolves and Wolves",
      }),
    ],
  },
});
