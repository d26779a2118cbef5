import { ability, card, cost, discard } from "../card-language/card-dsl.ts";

export default card({
  name: "Dream Halls",
  abilities: [
    ability.static("Rather than pay the mana cost for a spell, its controller may discard a card that shares a color with that spell.", {
      kind: "grantAlternativeCost",
      id: "dream-halls",
      text: "discard a card that shares a color with it (Dream Halls)",
      cost: cost(null, discard("a card that shares a color with that spell", { sharesColorWithSpell: true })),
    }),
  ],
});
