import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Revive",
  spell: {
    targets: [target.cardInYourGraveyard({ colors: ["G"] }, "target green card from your graveyard")],
    effects: [effect.returnFromGraveyardToHand()],
  },
});
