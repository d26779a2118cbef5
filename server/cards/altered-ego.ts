import { ability, asCopy, card } from "../card-language/card-dsl.ts";

// 707.9e: the X counters are an additional effect of the copy effect, not a copiable value: another copy effect applied
// after it as it enters (choosing a creature for a copied Clone's ability) takes them away.
const text =
  "You may have Altered Ego enter the battlefield as a copy of any creature on the battlefield, except it enters with X additional +1/+1 counters on it.";

export default card({
  name: "Altered Ego",
  abilities: [ability.cantBeCountered(), ability.entersAsCopy(text, { types: ["Creature"] }, asCopy.withCounters("+1/+1", "X"))],
});
