import { parseManaCost } from "../../shared/mana.ts";
import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Jace's Sanctum",
  abilities: [
    ability.static("Instant and sorcery spells you cast cost {1} less to cast.", {
      kind: "costReduction",
      spells: { types: ["Instant", "Sorcery"] },
      caster: "you",
      amount: parseManaCost("{1}"),
    }),
    ability.triggered(
      "Whenever you cast an instant or sorcery spell, scry 1. (Look at the top card of your library. You may put that card on the bottom of your library.)",
      { on: "spellCast", caster: "you", spells: { types: ["Instant", "Sorcery"] } },
      { effects: [effect.scry(1)] },
    ),
  ],
});
