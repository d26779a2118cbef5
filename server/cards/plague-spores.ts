import { card, effect, target } from "../card-language/card-dsl.ts";

// Seed 003's example of 608.2b. "They can't be regenerated" (701.19c).
export default card({
  name: "Plague Spores",
  spell: {
    targets: [target.creature({ notColors: ["B"] }, "target nonblack creature"), target.permanent({ types: ["Land"] }, "target land")],
    effects: [effect.destroyNoRegeneration({ target: 0 }), effect.destroyNoRegeneration({ target: 1 })],
  },
});
