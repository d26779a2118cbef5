import { ability, card } from "../card-language/card-dsl.ts";

// 707.5: it enters as a copy of the creature chosen as it would enter (614.12a); copying nothing, it is a 0/0 (704.5f).
export default card({
  name: "Clone",
  abilities: [ability.entersAsCopy("You may have Clone enter the battlefield as a copy of any creature on the battlefield.", { types: ["Creature"] })],
});
