import { ability, card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Liliana Vess",
  abilities: [
    ability.loyalty(1, "Target player discards a card.", { targets: [target.player()], effects: [effect.discard(1)] }),
    ability.loyalty(-2, "Search your library for a card, then shuffle and put that card on top.", { effects: [effect.searchLibraryToTop()] }),
    ability.loyalty(-8, "Put all creature cards from all graveyards onto the battlefield under your control.", {
      effects: [effect.graveyardsToBattlefield({ types: ["Creature"] })],
    }),
  ],
});
