import { ability, card, cost, effect, tapSelf } from "../card-language/card-dsl.ts";

export default card({
  name: "Speaker of the Heavens",
  keywords: ["Vigilance", "Lifelink"],
  abilities: [
    ability.activated(
      cost(null, tapSelf),
      "Create a 4/4 white Angel creature token with flying. Activate only if you have at least 7 life more than your starting life total and only as a sorcery.",
      { effects: [effect.createTokens(1, "Angel Token")], sorcerySpeed: true, onlyIf: { lifeAboveStartingBy: 7 } },
    ),
  ],
});
