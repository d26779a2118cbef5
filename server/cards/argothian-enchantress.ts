import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Argothian Enchantress",
  cost: "{1}{G}",
  types: ["Creature"],
  subtypes: ["Human", "Druid"],
  pt: [0, 1],
  keywords: ["Shroud"],
  text: "Shroud\nWhenever you cast an enchantment spell, draw a card.",
  abilities: [
    ability.triggered(
      "Whenever you cast an enchantment spell, draw a card.",
      { on: "spellCast", caster: "you", spells: { types: ["Enchantment"] } },
      { effects: [effect.drawCards(1)] },
    ),
  ],
});
