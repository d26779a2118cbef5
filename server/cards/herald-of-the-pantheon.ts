import { parseManaCost } from "../../shared/mana.ts";
import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Herald of the Pantheon",
  abilities: [
    ability.static("Enchantment spells you cast cost {1} less to cast.", {
      kind: "costReduction",
      spells: { types: ["Enchantment"] },
      caster: "you",
      amount: parseManaCost("{1}"),
    }),
    ability.triggered(
      "Whenever you cast an enchantment spell, you gain 1 life.",
      { on: "spellCast", caster: "you", spells: { types: ["Enchantment"] } },
      { effects: [effect.gainLife(1, { you: true })] },
    ),
  ],
});
