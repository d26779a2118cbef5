import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Phage the Untouchable",
  abilities: [
    ability.triggered(
      "When Phage the Untouchable enters the battlefield, if you didn't cast it from your hand, you lose the game.",
      { on: "enters", what: "self" },
      { condition: { notCastFromHand: true }, effects: [effect.loseGame({ you: true })] },
    ),
    ability.triggered(
      "Whenever Phage deals combat damage to a creature, destroy that creature. It can't be regenerated.",
      { on: "dealsCombatDamageToCreature" },
      {
        effects: [effect.destroyNoRegeneration({ triggerSubject: true })],
      },
    ),
    ability.triggered(
      "Whenever Phage deals combat damage to a player, that player loses the game.",
      { on: "dealsCombatDamageToPlayer" },
      {
        effects: [effect.loseGame({ subjectPlayer: true })],
      },
    ),
  ],
});
