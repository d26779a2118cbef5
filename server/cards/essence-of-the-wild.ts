import { ability, card } from "../card-language/card-dsl.ts";

// 616.1c, 616.1f: its copy effect applies before the entering creature's own ways of entering, which it then no longer has.
export default card({
  name: "Essence of the Wild",
  abilities: [
    ability.enterAsCopyOfThis("Creatures you control enter the battlefield as a copy of Essence of the Wild.", { types: ["Creature"], controller: "you" }),
  ],
});
