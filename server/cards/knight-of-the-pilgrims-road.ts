import { card } from "../card-language/card-dsl.ts";

export default card({
  name: "Knight of the Pilgrim's Road",
  cost: "{2}{W}",
  types: ["Creature"],
  subtypes: ["Human", "Knight"],
  pt: [3, 2],
  keywords: [{ renown: 1 }],
  text: "Renown 1",
});
