import { ability, affects, card, modify } from "../card-language/card-dsl.ts";

// Three static abilities: a type-changing effect on permanents (layer 4), a color-changing effect on every object
// in every zone (layer 5: spells and cards in hands, libraries, graveyards and exile too), and 609.4b's way of paying.
const artifacts = "All permanents are artifacts in addition to their other types.";
const colorless = "All cards that aren't on the battlefield, spells, and permanents are colorless.";
const spend = "Players may spend mana as though it were mana of any color.";

export default card({
  name: "Mycosynth Lattice",
  abilities: [
    ability.continuous(artifacts, affects.permanents({}), modify.addTypes(["Artifact"])),
    ability.continuous(colorless, affects.allObjects, modify.setColors()),
    ability.static(spend, { kind: "spendManaAsAnyColor" }),
  ],
});
