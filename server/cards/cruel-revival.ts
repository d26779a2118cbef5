import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Cruel Revival",
  spell: {
    targets: [
      target.creature({ notSubtypes: ["Zombie"] }, "target non-Zombie creature"),
      target.upTo(1, target.cardInYourGraveyard({ subtypes: ["Zombie"] }, "up to one target Zombie card from your graveyard")),
    ],
    effects: [effect.destroyNoRegeneration(), effect.returnFromGraveyardToHand({ target: 1 })],
  },
});
