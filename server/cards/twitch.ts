import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Twitch",
  spell: {
    targets: [target.permanent({ types: ["Artifact", "Creature", "Land"] }, "target artifact, creature, or land")],
    effects: [effect.mayTapOrUntap(), effect.drawCards(1)],
  },
});
