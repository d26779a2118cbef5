import { card, landThatBecomesACreature } from "../card-language/card-dsl.ts";

// 205.1b: it's still a land; 302.6: as a creature, it can't attack or use {T} abilities unless its controller has
// controlled it continuously since the turn began.
export default card({
  name: "Faerie Conclave",
  abilities: landThatBecomesACreature(
    "Faerie Conclave",
    "U",
    { cost: "{1}{U}", text: "Faerie Conclave becomes a 2/1 blue Faerie creature with flying until end of turn. It's still a land." },
    { subtypes: ["Faerie"], pt: [2, 1], colors: ["U"], keywords: ["Flying"] },
  ),
});
