import { ability, card, cost } from "../card-language/card-dsl.ts";

export default card({
  name: "Bonesplitter",
  cost: "{1}",
  types: ["Artifact"],
  subtypes: ["Equipment"],
  text: "Equipped creature gets +2/+0.\nEquip {1}",
  abilities: [ability.equippedGets(2, 0), ability.equip(cost("{1}"))],
});
