import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Angelic Ascension",
  spell: {
    targets: [target.creatureOrPlaneswalker()],
    effects: [effect.exile(), effect.playerCreatesTokens({ controllerOfTarget: 0 }, 1, "Angel Token")],
  },
});
