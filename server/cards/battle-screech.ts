import { card, cost, effect, tapUntapped } from "../card-language/card-dsl.ts";

export default card({
  name: "Battle Screech",
  cost: "{2}{W}{W}",
  types: ["Sorcery"],
  text: "Create two 1/1 white Bird creature tokens with flying.\nFlashback—Tap three untapped white creatures you control.",
  costs: { flashback: cost(null, tapUntapped("three untapped white creatures you control", { types: ["Creature"], colors: ["W"] }, 3)) },
  spell: { effects: [effect.createTokens(2, "Bird Token")] },
});
