import { card, effect, X } from "../card-language/card-dsl.ts";

// 601.2h: what mana was spent to cast it. A copy of it gains no life: mana isn't an object, so none was spent on the copy (707.10).
export default card({
  name: "Dawnglow Infusion",
  spell: {
    effects: [effect.ifSpentToCast("G", effect.gainLife(X, { you: true })), effect.ifSpentToCast("W", effect.gainLife(X, { you: true }))],
  },
});
