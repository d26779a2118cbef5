import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Darksteel Colossus",
  keywords: ["Trample", "Indestructible"],
  abilities: [
    ability.replacement(
      "If Darksteel Colossus would be put into a graveyard from anywhere, reveal Darksteel Colossus and shuffle it into its owner's library instead.",
      { kind: "graveyardInstead", what: "selfFromAnywhere", to: "library", reveal: true },
    ),
  ],
});
