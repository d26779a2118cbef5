import { ability, card, cost, effect, exileSelf, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Hanged Executioner",
  keywords: ["Flying"],
  abilities: [
    ability.triggered(
      "When Hanged Executioner enters the battlefield, create a 1/1 white Spirit creature token with flying.",
      { on: "enters", what: "self" },
      { effects: [effect.createTokens(1, "Spirit Token")] },
    ),
    ability.activated(cost("{3}{W}", exileSelf), "Exile target creature.", { targets: [target.creature()], effects: [effect.exile()] }),
  ],
});
