import { card, effect } from "../card-language/card-dsl.ts";

const yours = { each: { types: ["Creature" as const], controller: "you" as const } };

// The tokens are created first, so they get the bonus too.
export default card({
  name: "Heroic Reinforcements",
  spell: {
    effects: [effect.createTokens(2, "Soldier Token"), effect.pumpUntilEndOfTurn(1, 1, yours), effect.gainKeywords(["Haste"], yours)],
  },
});
