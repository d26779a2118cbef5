import { ability, card, cost } from "../card-language/card-dsl.ts";

export default card({
  name: "Bonesplitter",
  abilities: [ability.equippedGets(2, 0), ability.equip(cost("{1}"))],
});
