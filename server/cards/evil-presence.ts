import { ability, affects, card, modify, target } from "../card-language/card-dsl.ts";

// 305.7: the land becomes a Swamp only: it loses its other land types and the abilities of its rules text.
export default card({
  name: "Evil Presence",
  enchant: { ...target.permanent({ types: ["Land"] }, "target land"), text: "enchant land" },
  abilities: [ability.continuous("Enchanted land is a Swamp.", affects.attached, modify.setLandTypes("Swamp"))],
});
