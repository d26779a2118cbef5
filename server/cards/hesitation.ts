import { ability, card, effect } from "../card-language/card-dsl.ts";

// The wording of seed 001's example of 117.12 (now 118.12): the spell is countered only if Hesitation is sacrificed.
export default card({
  name: "Hesitation",
  abilities: [
    ability.triggered(
      "When a player casts a spell, sacrifice Hesitation. If you do, counter that spell.",
      { on: "spellCast", caster: "any", spells: {} },
      { effects: [effect.sacrificeSelfThen(effect.counter({ triggerSubject: true }))] },
    ),
  ],
});
