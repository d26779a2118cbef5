import { ability, card, effect } from "../card-language/card-dsl.ts";

// 603.7a: the attack trigger creates a delayed triggered ability (written here as the card's last ability).
export default card({
  name: "Crumbling Colossus",
  keywords: ["Trample"],
  abilities: [
    ability.triggered(
      "When Crumbling Colossus attacks, sacrifice it at end of combat.",
      { on: "combatRole", what: "self", roles: ["attacks"] },
      { effects: [effect.createDelayedTrigger("endOfCombat", 1)] },
    ),
    ability.delayed("At end of combat, sacrifice Crumbling Colossus.", [effect.sacrificeSelf()]),
  ],
});
