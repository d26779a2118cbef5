import { ability, cost, modalDoubleFaced, modify, tapSelf } from "../card-language/card-dsl.ts";

// 707.9d: "a Shapeshifter Rogue in addition to its other types" keeps the copied creature's ability that defines its
// types (changeling: every creature type). 712.3: a modal double-faced card whose back face is a land.
const text =
  "You may have Glasspool Mimic enter the battlefield as a copy of a creature you control, except it's a Shapeshifter Rogue in addition to its other types.";

export default modalDoubleFaced(
  {
    name: "Glasspool Mimic",
    abilities: [ability.entersAsCopy(text, { types: ["Creature"], controller: "you" }, modify.addTypes([], ["Shapeshifter", "Rogue"]))],
  },
  {
    name: "Glasspool Shore",
    abilities: [
      ability.replacement("Glasspool Shore enters the battlefield tapped.", { kind: "entersTapped", what: "self" }),
      ability.mana(cost(null, tapSelf), "U"),
    ],
  },
);
