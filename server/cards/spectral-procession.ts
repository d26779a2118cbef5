import { card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Spectral Procession",
  spell: { effects: [effect.createTokens(3, "Spirit Token")] },
});
