import { ability, card, cost, effect, tapSelf, X } from "../card-language/card-dsl.ts";

export default card({
  name: "Citanul Flute",
  abilities: [
    ability.activated(
      cost("{X}", tapSelf),
      "Search your library for a creature card with mana value X or less, reveal it, put it into your hand, then shuffle.",
      { effects: [effect.searchLibraryToHand({ types: ["Creature"] }, X)] },
    ),
  ],
});
