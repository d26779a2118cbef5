import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Sea Monster",
  abilities: [
    ability.cantAttackUnless("Sea Monster can't attack unless defending player controls an Island.", {
      defenderControls: { subtypes: ["Island"] },
    }),
  ],
});
