import { ability, card, cost, effect, tapSelf } from "../card-language/card-dsl.ts";

export default card({
  name: "Elixir of Immortality",
  abilities: [
    ability.activated(cost("{2}", tapSelf), "You gain 5 life. Shuffle Elixir of Immortality and your graveyard into their owner's library.", {
      effects: [effect.gainLife(5, { you: true }), effect.shuffleIntoLibrary({ you: true }, { self: true })],
    }),
  ],
});
