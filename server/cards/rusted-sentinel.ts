import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Rusted Sentinel",
  cost: "{4}",
  types: ["Artifact", "Creature"],
  subtypes: ["Golem"],
  pt: [3, 4],
  text: "Rusted Sentinel enters the battlefield tapped.",
  abilities: [ability.entersTapped("Rusted Sentinel")],
});
