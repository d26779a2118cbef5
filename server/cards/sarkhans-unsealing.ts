import { ability, card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Sarkhan's Unsealing",
  abilities: [
    ability.triggered(
      "Whenever you cast a creature spell with power 4, 5, or 6, Sarkhan's Unsealing deals 4 damage to any target.",
      { on: "spellCast", caster: "you", spells: { types: ["Creature"], minPower: 4, maxPower: 6 } },
      { targets: [target.any()], effects: [effect.dealDamage(4)] },
    ),
    ability.triggered(
      "Whenever you cast a creature spell with power 7 or greater, Sarkhan's Unsealing deals 4 damage to each opponent and each creature and planeswalker they control.",
      { on: "spellCast", caster: "you", spells: { types: ["Creature"], minPower: 7 } },
      {
        effects: [
          { kind: "damagePlayers", amount: 4, players: { eachOpponent: true } },
          effect.dealDamageToEach(4, { each: { types: ["Creature", "Planeswalker"], controller: "opponent" } }),
        ],
      },
    ),
  ],
});
