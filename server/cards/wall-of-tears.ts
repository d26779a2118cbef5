import { ability, card, effect } from "../card-language/card-dsl.ts";

// Seed 003's example of 608.2i (608.2k now): "that creature" is the blocked creature, untargeted; it is
// returned at end of combat by a delayed triggered ability (603.7a) the first one creates.
export default card({
  name: "Wall of Tears",
  keywords: ["Defender"],
  abilities: [
    ability.triggered(
      "Whenever Wall of Tears blocks a creature, return that creature to its owner's hand at end of combat.",
      { on: "blocks" },
      {
        effects: [effect.createDelayedTrigger("endOfCombat", 1)],
      },
    ),
    ability.delayed("At end of combat, return that creature to its owner's hand.", [effect.returnToHand({ triggerSubject: true })]),
  ],
});
