import { ability, card, effect, modify, target } from "../card-language/card-dsl.ts";

// 707.9c: it enters as a copy that keeps its own color (blue), and the upkeep ability it gives itself keeps the color
// too, and itself (707.9a): a copy of a copy of it has both (707.3's first example).
const upkeepText =
  "At the beginning of your upkeep, you may have this creature become a copy of target creature, except it doesn't copy that creature's color and it has this ability.";
const upkeep = ability.triggered(
  upkeepText,
  { on: "beginningOfStep", step: "upkeep", whose: "your" },
  {
    targets: [target.creature()],
    effects: [
      effect.optional(
        "have this creature become a copy of target creature, except it doesn't copy that creature's color and it has this ability",
        effect.becomeCopy({ target: 0 }, true, { self: true }, [modify.retainColors()]),
      ),
    ],
  },
);
const text = `You may have Vesuvan Doppelganger enter the battlefield as a copy of any creature on the battlefield, except it doesn't copy that creature's color and it has "${upkeepText}"`;

export default card({
  name: "Vesuvan Doppelganger",
  abilities: [ability.entersAsCopy(text, { types: ["Creature"] }, modify.retainColors(), modify.addAbilities(upkeep))],
});
