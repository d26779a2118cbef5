import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Chalice of the Void",
  entersWithCounters: { counter: "charge", amount: "X" },
  abilities: [
    ability.triggered(
      "Whenever a player casts a spell with mana value equal to the number of charge counters on Chalice of the Void, counter that spell.",
      { on: "spellCast", caster: "any", spells: {}, manaValueEqualsCounters: "charge" },
      { effects: [effect.counter({ triggerSubject: true })] },
    ),
  ],
});
