import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Goblin Piker",
  abilities: [ability.cantBlock("Goblin Piker can't block.")],
});
