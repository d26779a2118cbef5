import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Sculpting Steel",
  abilities: [
    ability.entersAsCopy("You may have Sculpting Steel enter the battlefield as a copy of any artifact on the battlefield.", { types: ["Artifact"] }),
  ],
});
