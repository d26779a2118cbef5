import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Gaea's Revenge",
  keywords: ["Haste"],
  abilities: [
    ability.cantBeCountered(),
    ability.static("Gaea's Revenge can't be the target of nongreen spells or abilities from nongreen sources.", { kind: "targetableOnlyByColor", color: "G" }),
  ],
});
