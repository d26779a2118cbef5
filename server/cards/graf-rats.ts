import { ability, effect, meldCard } from "../card-language/card-dsl.ts";
import { chitteringHost } from "./chittering-host.ts";

// 701.42, 712.4a: the meld card with the ability that exiles the pair and melds it into Chittering Host (712.5a); the
// "if" clause is checked as it triggers and as it resolves (603.4).
export default meldCard(
  {
    name: "Graf Rats",
    abilities: [
      ability.triggered(
        "At the beginning of combat on your turn, if you both own and control Graf Rats and a creature named Midnight Scavengers, exile them, then meld them into Chittering Host.",
        { on: "beginningOfStep", step: "beginningOfCombat", whose: "your" },
        { condition: { ownAndControlSelfAnd: "Midnight Scavengers" }, effects: [effect.meld("Midnight Scavengers")] },
      ),
    ],
  },
  chitteringHost,
);
