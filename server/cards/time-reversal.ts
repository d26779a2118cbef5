import { card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Time Reversal",
  spell: {
    effects: [effect.shuffleIntoLibrary({ each: true }, { hand: true }), effect.drawCards(7, { each: true }), effect.exileThisSpell()],
  },
});
