import { card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Mutilate",
  spell: {
    effects: [effect.pumpForEachUntilEndOfTurn(-1, -1, { count: { subtypes: ["Swamp"], controller: "you" } }, { each: { types: ["Creature"] } })],
  },
});
