import { ability, card, effect } from "../card-language/card-dsl.ts";

// "From anywhere": every card, from a library, a hand, the stack or the battlefield (712.21: both cards of a melded
// permanent); a token isn't a card (111.1).
export default card({
  name: "Vulturous Zombie",
  keywords: ["Flying"],
  abilities: [
    ability.triggered(
      "Whenever a card is put into an opponent's graveyard from anywhere, put a +1/+1 counter on Vulturous Zombie.",
      { on: "cardToGraveyard", whose: "opponent" },
      { effects: [effect.putCounters("+1/+1", 1, { self: true })] },
    ),
  ],
});
