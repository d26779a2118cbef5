import { ability, card, effect } from "../card-language/card-dsl.ts";

// 509.3d: once for each creature blocking it; that creature is the trigger's subject.
export default card({
  name: "Sylvan Basilisk",
  abilities: [
    ability.triggered(
      "Whenever Sylvan Basilisk becomes blocked by a creature, destroy that creature.",
      { on: "blockedBy", blockers: { types: ["Creature"] } },
      { effects: [effect.destroy({ triggerSubject: true })] },
    ),
  ],
});
