import { ability, card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Cephalid Constable",
  abilities: [
    ability.triggered(
      "Whenever Cephalid Constable deals combat damage to a player, return up to that many target permanents that player controls to their owner's hand.",
      { on: "dealsCombatDamageToPlayer" },
      {
        targets: [target.controlledByThatPlayer(target.upToEventAmount(target.permanent({}, "up to that many target permanents that player controls")))],
        effects: [effect.returnToHand()],
      },
    ),
  ],
});
