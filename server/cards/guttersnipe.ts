import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Guttersnipe",
  abilities: [
    ability.triggered(
      "Whenever you cast an instant or sorcery spell, Guttersnipe deals 2 damage to each opponent.",
      { on: "spellCast", caster: "you", spells: { types: ["Instant", "Sorcery"] } },
      { effects: [{ kind: "damagePlayers", amount: 2, players: { eachOpponent: true } }] },
    ),
  ],
});
