import { card, effect } from "../card-language/card-dsl.ts";

// 608.2d: the card is named as the spell resolves, not as it's cast (seed 002's conclusion).
export default card({
  name: "Spoils of the Vault",
  cost: "{B}",
  types: ["Instant"],
  text: "Choose a card name. Reveal cards from the top of your library until you reveal a card with that name, then put that card into your hand. Exile all other cards revealed this way, and you lose 1 life for each of the exiled cards.",
  spell: { effects: [effect.revealUntilNamed()] },
});
