import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Argothian Enchantress",
  keywords: ["Shroud"],
  abilities: [
    ability.triggered(
      "Whenever you cast an enchantment spell, draw a card.",
      { on: "spellCast", caster: "you", spells: { types: ["Enchantment"] } },
      { effects: [effect.drawCards(1)] },
    ),
  ],
});
