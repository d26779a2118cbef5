import { ability, card } from "../card-language/card-dsl.ts";

// 707.5: a copy of a creature its controller controls as it would enter (614.12a).
export default card({
  name: "Mirror Image",
  abilities: [
    ability.entersAsCopy("You may have Mirror Image enter the battlefield as a copy of a creature you control.", { types: ["Creature"], controller: "you" }),
  ],
});
