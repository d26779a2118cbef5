import { ability, affects, card, modify } from "../card-language/card-dsl.ts";

export default card({
  name: "Serpent of the Endless Sea",
  abilities: [
    ability.continuous(
      "Serpent of the Endless Sea's power and toughness are each equal to the number of Islands you control.",
      affects.self,
      modify.powerToughnessFromCount({ subtypes: ["Island"] }),
    ),
    ability.cantAttackUnless("Serpent of the Endless Sea can't attack unless defending player controls an Island.", {
      defenderControls: { subtypes: ["Island"] },
    }),
  ],
});
