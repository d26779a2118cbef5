import { ability, affects, card, effect, modify, target } from "../card-language/card-dsl.ts";

// 509.1h: the creature it blocked stays blocked once the blocker is destroyed (506.4).
export default card({
  name: "Dwindle",
  enchant: { ...target.creature(), text: "enchant creature" },
  abilities: [
    ability.continuous("Enchanted creature gets -6/-0.", affects.attached, modify.powerToughness(-6, 0)),
    ability.triggered(
      "When enchanted creature blocks, destroy it. (The attacking creature remains blocked.)",
      { on: "combatRole", what: "attached", roles: ["blocks"] },
      { effects: [effect.destroy({ attachedToSource: true })] },
    ),
  ],
});
