import { ability, affects, card, modify } from "../card-language/card-dsl.ts";

export default card({
  name: "Daggersail Aeronaut",
  abilities: [
    ability.continuousAsLongAs("As long as it's your turn, Daggersail Aeronaut has flying.", { yourTurn: true }, affects.self, modify.addKeywords("Flying")),
  ],
});
