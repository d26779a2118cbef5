import { card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Spectral Procession",
  cost: "{2/W}{2/W}{2/W}",
  types: ["Sorcery"],
  text: "({2/W} can be paid with any two mana or with {W}. This card's mana value is 6.)\nCreate three 1/1 white Spirit creature tokens with flying.",
  spell: { effects: [effect.createTokens(3, "Spirit Token")] },
});
