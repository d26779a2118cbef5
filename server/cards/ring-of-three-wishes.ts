import { ability, card, cost, removeCounters, tapSelf } from "../card-language/card-dsl.ts";

export default card({
  name: "Ring of Three Wishes",
  entersWithCounters: { counter: "wish", amount: 3 },
  abilities: [
    ability.activated(cost("{5}", tapSelf, removeCounters("wish")), "Search your library for a card, put that card into your hand, then shuffle.", {
      effects: [{ kind: "searchLibraryToHand", filter: {}, reveal: false }],
    }),
  ],
});
