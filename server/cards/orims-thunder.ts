import { card, cost, effect, target, when } from "../card-language/card-dsl.ts";

export default card({
  name: "Orim's Thunder",
  cost: "{2}{W}",
  types: ["Instant"],
  text: "Kicker {R}\nDestroy target artifact or enchantment. If this spell was kicked, it deals damage equal to that permanent's mana value to target creature.",
  costs: { kicker: { cost: cost("{R}"), multi: false } },
  spell: {
    // 702.33g: the creature is a target only if the spell was kicked.
    targets: [target.permanent({ types: ["Artifact", "Enchantment"] }, "target artifact or enchantment"), when({ kicked: true }, target.creature())],
    effects: [effect.destroy({ target: 0 }), when({ kicked: true }, effect.dealDamage({ manaValueOfTarget: 0 }, 1))],
  },
});
