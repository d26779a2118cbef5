import { card } from "../card-language/card-dsl.ts";

// A land creature (the "animated land" of seed 003's Plague Spores example); green by its color indicator.
export default card({
  name: "Dryad Arbor",
  colorIndicator: ["G"],
  types: ["Land", "Creature"],
  subtypes: ["Forest", "Dryad"],
  pt: [1, 1],
  text: "(Dryad Arbor isn't a spell, it's affected by summoning sickness, and it has \"{T}: Add {G}.\")",
});
