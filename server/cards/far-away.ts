import { effect, split, target } from "../card-language/card-dsl.ts";

// 709, 702.102: a split card with fuse: from a hand, either half or both may be cast.
export default split(
  {
    name: "Far",
    cost: "{1}{U}",
    types: ["Instant"],
    text: "Return target creature to its owner's hand.\nFuse (You may cast one or both halves of this card from your hand.)",
    spell: { targets: [target.creature()], effects: [effect.returnToHand()] },
  },
  {
    name: "Away",
    cost: "{2}{B}",
    types: ["Instant"],
    text: "Target player sacrifices a creature.\nFuse (You may cast one or both halves of this card from your hand.)",
    spell: { targets: [target.player()], effects: [effect.sacrifice({ target: 0 }, "a creature", { types: ["Creature"] })] },
  },
  { fuse: true },
);
