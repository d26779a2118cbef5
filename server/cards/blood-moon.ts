import { ability, affects, card, modify } from "../card-language/card-dsl.ts";

// 305.7: every nonbasic land is a Mountain and nothing else: it loses the abilities of its rules text.
export default card({
  name: "Blood Moon",
  abilities: [
    ability.continuous("Nonbasic lands are Mountains.", affects.permanents({ types: ["Land"], notSupertypes: ["Basic"] }), modify.setLandTypes("Mountain")),
  ],
});
