import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Sea Monster",
  abilities: [
    ability.static("Sea Monster can't attack unless defending player controls an Island.", {
      kind: "attacksOnlyPlayersControlling",
      filter: { types: ["Land"], subtypes: ["Island"] },
    }),
  ],
});
