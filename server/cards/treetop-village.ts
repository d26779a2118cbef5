import { card, landThatBecomesACreature } from "../card-language/card-dsl.ts";

export default card({
  name: "Treetop Village",
  abilities: landThatBecomesACreature(
    "Treetop Village",
    "G",
    { cost: "{1}{G}", text: "Treetop Village becomes a 3/3 green Ape creature with trample until end of turn. It's still a land." },
    { subtypes: ["Ape"], pt: [3, 3], colors: ["G"], keywords: ["Trample"] },
  ),
});
