import { ability, card, effect } from "../card-language/card-dsl.ts";

// "… and counter that spell": the spell is countered even when Hesitation is already gone (unlike "If you do", 118.12).
export default card({
  name: "Hesitation",
  abilities: [
    ability.triggered(
      "When a player casts a spell, sacrifice Hesitation and counter that spell.",
      { on: "spellCast", caster: "any", spells: {} },
      { effects: [effect.sacrificeSelf(), effect.counter({ triggerSubject: true })] },
    ),
  ],
});
