import { ability, card, target } from "../card-language/card-dsl.ts";

// 303.4: an Aura attached to a player. Its replacement effect watches cards (not tokens, 111.1) going to that player's
// graveyard, and sends each to the bottom of that player's library, revealed.
export default card({
  name: "Wheel of Sun and Moon",
  enchant: { ...target.player(), text: "enchant player" },
  abilities: [
    ability.replacement(
      "If a card would be put into enchanted player's graveyard from anywhere, instead that card is revealed and put on the bottom of that player's library.",
      { kind: "graveyardInstead", what: {}, to: "libraryBottom", whose: "enchantedPlayer", cards: true },
    ),
  ],
});
