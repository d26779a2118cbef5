import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Manabarbs",
  abilities: [
    ability.triggered(
      "Whenever a player taps a land for mana, Manabarbs deals 1 damage to that player.",
      { on: "tappedForMana", what: "land" },
      { effects: [effect.damagePlayers(1, { controllerOfSubject: true })] },
    ),
  ],
});
