import { ability, affects, card, modify } from "../card-language/card-dsl.ts";

export default card({
  name: "Blood Burglar",
  abilities: [
    ability.continuousAsLongAs("As long as it's your turn, Blood Burglar has lifelink.", { yourTurn: true }, affects.self, modify.addKeywords("Lifelink")),
  ],
});
