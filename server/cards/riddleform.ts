import { ability, card, cost, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Riddleform",
  abilities: [
    ability.triggered(
      "Whenever you cast a noncreature spell, you may have Riddleform become a 3/3 Sphinx creature with flying in addition to its other types until end of turn.",
      { on: "spellCast", caster: "you", spells: { notTypes: ["Creature"] } },
      {
        effects: [
          effect.optional("have Riddleform become a 3/3 Sphinx creature with flying until end of turn", {
            kind: "becomes",
            object: { self: true },
            types: ["Creature"],
            subtypes: ["Sphinx"],
            powerToughness: { power: 3, toughness: 3 },
            keywords: ["Flying"],
            duration: "endOfTurn",
          }),
        ],
      },
    ),
    ability.activated(cost("{2}{U}"), "Scry 1. (Look at the top card of your library. You may put that card on the bottom of your library.)", {
      effects: [effect.scry(1)],
    }),
  ],
});
