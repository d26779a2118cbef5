import { card } from "../card-language/card-dsl.ts";

// A land creature (the "animated land" of seed 003's Plague Spores example); green by its color indicator.
export default card({
  name: "Dryad Arbor",
});
