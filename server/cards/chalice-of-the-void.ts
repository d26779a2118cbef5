import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Chalice of the Void",
  cost: "{X}{X}",
  types: ["Artifact"],
  text: "Chalice of the Void enters with X charge counters on it.\nWhenever a player casts a spell with mana value equal to the number of charge counters on Chalice of the Void, counter that spell.",
  entersWithCounters: { counter: "charge", amount: "X" },
  abilities: [
    ability.triggered(
      "Whenever a player casts a spell with mana value equal to the number of charge counters on Chalice of the Void, counter that spell.",
      { on: "spellCast", caster: "any", spells: {}, manaValueEqualsCounters: "charge" },
      { effects: [effect.counter({ triggerSubject: true })] },
    ),
  ],
});
