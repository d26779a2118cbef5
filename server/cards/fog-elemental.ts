import { ability, card, effect } from "../card-language/card-dsl.ts";

// 603.7a: the trigger creates a delayed triggered ability (written here as the card's second ability).
export default card({
  name: "Fog Elemental",
  keywords: ["Flying"],
  abilities: [
    ability.triggered(
      "When Fog Elemental attacks or blocks, sacrifice it at end of combat.",
      { on: "combatRole", what: "self", roles: ["attacks", "blocks"] },
      { effects: [effect.createDelayedTrigger("endOfCombat", 1)] },
    ),
    ability.delayed("At end of combat, sacrifice Fog Elemental.", [effect.sacrificeSelf()]),
  ],
});
