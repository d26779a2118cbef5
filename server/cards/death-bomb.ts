import { card, cost, effect, sacrifice, target } from "../card-language/card-dsl.ts";

// Seed 002's "Bombe mortelle". "It can't be regenerated" (701.19c).
export default card({
  name: "Death Bomb",
  costs: { additional: cost(null, sacrifice("a creature", { types: ["Creature"] })) },
  spell: {
    targets: [target.creature({ notColors: ["B"] }, "target nonblack creature")],
    effects: [effect.destroyNoRegeneration(), effect.loseLife(2, { controllerOfTarget: 0 })],
  },
});
