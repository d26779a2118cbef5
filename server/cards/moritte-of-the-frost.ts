import { ability, asCopy, card, modify } from "../card-language/card-dsl.ts";

// 707.9f: whether the copy is a creature — for the counters and changeling — is judged from what it would enter as
// with the other exceptions only: a copy of a land that is a creature until end of turn enters as a noncreature land.
const text =
  "You may have Moritte of the Frost enter the battlefield as a copy of a permanent you control, except it's legendary and snow in addition to its other types and, if it's a creature, it enters with two additional +1/+1 counters on it and has changeling.";

export default card({
  name: "Moritte of the Frost",
  keywords: ["Changeling"],
  abilities: [
    ability.entersAsCopy(
      text,
      { controller: "you" },
      modify.addSupertypes("Legendary", "Snow"),
      asCopy.ifCopyIs({ types: ["Creature"] }, asCopy.withCounters("+1/+1", 2), modify.addKeywords("Changeling")),
    ),
  ],
});
