import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Secure the Scene",
  spell: {
    targets: [target.permanent({ notTypes: ["Land"] }, "target nonland permanent")],
    effects: [effect.exile(), effect.playerCreatesTokens({ controllerOfTarget: 0 }, 1, "Soldier Token")],
  },
});
