import { ability, card, effect, target } from "../card-language/card-dsl.ts";

// 603.7: the spell creates a delayed triggered ability that returns "that card": the one the creature became in exile
// (400.7), both cards of a melded permanent (712.21c). The delayed ability is written here as the card's second ability.
const returnIt = "At the beginning of the next end step, return that card to the battlefield under its owner's control with a +1/+1 counter on it.";

export default card({
  name: "Otherworldly Journey",
  spell: {
    targets: [target.creature()],
    effects: [effect.exileThen({ target: 0 }, effect.createDelayedTrigger("end", 0))],
  },
  abilities: [ability.delayed(returnIt, [effect.returnToBattlefield({ triggerSubject: true }, "owner", { "+1/+1": 1 })])],
});
