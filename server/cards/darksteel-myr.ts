import { card } from "../card-language/card-dsl.ts";

export default card({
  name: "Darksteel Myr",
  cost: "{3}",
  types: ["Artifact", "Creature"],
  subtypes: ["Myr"],
  pt: [0, 1],
  keywords: ["Indestructible"],
  text: "Indestructible",
});
