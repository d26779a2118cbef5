import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Abundance",
  abilities: [
    ability.replacement(
      "If you would draw a card, you may instead choose land or nonland and reveal cards from the top of your library until you reveal a card of the chosen kind. Put that card into your hand and put all other cards revealed this way on the bottom of your library in any order.",
      { kind: "replaceDraw", optional: true, instead: [{ kind: "revealUntilLandOrNonland" }] },
    ),
  ],
});
