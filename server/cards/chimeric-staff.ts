import { ability, card, cost, effect, X } from "../card-language/card-dsl.ts";

// The CR's 707.2 example: a Clone copying it while it is a creature is an artifact, not a creature.
export default card({
  name: "Chimeric Staff",
  abilities: [
    ability.activated(cost("{X}"), "Chimeric Staff becomes an X/X Construct artifact creature until end of turn.", {
      effects: [effect.becomesUntilEndOfTurn(["Artifact", "Creature"], ["Construct"], X, X)],
    }),
  ],
});
