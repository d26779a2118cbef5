import { card, effect, X } from "../card-language/card-dsl.ts";

// 601.2h: what mana was spent to cast it. A copy of it gains no life: mana isn't an object, so none was spent on the copy (707.10).
export default card({
  name: "Dawnglow Infusion",
  cost: "{X}{G/W}",
  types: ["Sorcery"],
  text: "You gain X life if {G} was spent to cast this spell and X life if {W} was spent to cast this spell. (Do both if {G}{W} was spent.)",
  spell: {
    effects: [effect.ifSpentToCast("G", effect.gainLife(X, { you: true })), effect.ifSpentToCast("W", effect.gainLife(X, { you: true }))],
  },
});
