import { card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Life Goes On",
  spell: {
    effects: [effect.ifCondition({ creatureDiedThisTurn: true }, [effect.gainLife(8, { you: true })], [effect.gainLife(4, { you: true })])],
  },
});
