import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Root Maze",
  abilities: [ability.replacement("Artifacts and lands enter the battlefield tapped.", { kind: "entersTapped", what: { types: ["Artifact", "Land"] } })],
});
