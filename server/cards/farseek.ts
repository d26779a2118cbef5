import { card } from "../card-language/card-dsl.ts";

// 205.3i: any card with one of those land types, basic or not.
export default card({
  name: "Farseek",
  spell: {
    effects: [{ kind: "searchLibraryToBattlefield", filter: { subtypes: ["Plains", "Island", "Swamp", "Mountain"] }, tapped: true }],
  },
});
