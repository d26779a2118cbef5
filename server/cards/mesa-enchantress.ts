import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Mesa Enchantress",
  abilities: [
    ability.triggered(
      "Whenever you cast an enchantment spell, you may draw a card.",
      { on: "spellCast", caster: "you", spells: { types: ["Enchantment"] } },
      { effects: [effect.optional("draw a card", effect.drawCards(1))] },
    ),
  ],
});
