import { card, cost, effect, target, when } from "../card-language/card-dsl.ts";

export default card({
  name: "Orim's Thunder",
  costs: { kicker: { cost: cost("{R}"), multi: false } },
  spell: {
    // 702.33g: the creature is a target only if the spell was kicked.
    targets: [target.permanent({ types: ["Artifact", "Enchantment"] }, "target artifact or enchantment"), when({ kicked: true }, target.creature())],
    effects: [effect.destroy({ target: 0 }), when({ kicked: true }, effect.dealDamage({ manaValueOfTarget: 0 }, 1))],
  },
});
