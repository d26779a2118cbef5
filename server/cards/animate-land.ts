import { card, effect, target } from "../card-language/card-dsl.ts";

// A land that is a creature only until end of turn: 707.9f's example (a copy of it enters as a noncreature land).
export default card({
  name: "Animate Land",
  spell: {
    targets: [target.permanent({ types: ["Land"] }, "target land")],
    effects: [effect.becomesUntilEndOfTurn(["Creature"], [], 3, 3, { target: 0 })],
  },
});
