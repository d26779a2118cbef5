import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Karplusan Strider",
  abilities: [ability.static("Karplusan Strider can't be the target of blue or black spells.", { kind: "cantBeTargetedBySpells", colors: ["U", "B"] })],
});
