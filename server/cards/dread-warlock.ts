import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Dread Warlock",
  abilities: [ability.blockableOnlyBy("Dread Warlock can't be blocked except by black creatures.", { colors: ["B"] })],
});
