import { card, effect } from "../card-language/card-dsl.ts";

// 608.2d: the card is named as the spell resolves, not as it's cast (seed 002's conclusion).
export default card({
  name: "Spoils of the Vault",
  spell: { effects: [effect.revealUntilNamed()] },
});
