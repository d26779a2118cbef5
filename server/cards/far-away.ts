import { effect, split, target } from "../card-language/card-dsl.ts";

// 709, 702.102: a split card with fuse: from a hand, either half or both may be cast.
export default split(
  {
    name: "Far",
    spell: { targets: [target.creature()], effects: [effect.returnToHand()] },
  },
  {
    name: "Away",
    spell: { targets: [target.player()], effects: [effect.sacrifice({ target: 0 }, "a creature", { types: ["Creature"] })] },
  },
  { fuse: true },
);
