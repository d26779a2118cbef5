import { card, cost, effect, tapUntapped } from "../card-language/card-dsl.ts";

export default card({
  name: "Battle Screech",
  costs: { flashback: cost(null, tapUntapped("three untapped white creatures you control", { types: ["Creature"], colors: ["W"] }, 3)) },
  spell: { effects: [effect.createTokens(2, "Bird Token")] },
});
