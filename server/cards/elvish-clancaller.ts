import { ability, affects, card, cost, effect, modify, tapSelf } from "../card-language/card-dsl.ts";

export default card({
  name: "Elvish Clancaller",
  abilities: [
    ability.continuous(
      "Other Elves you control get +1/+1.",
      affects.permanents({ types: ["Creature"], subtypes: ["Elf"], controller: "you" }, true),
      modify.powerToughness(1, 1),
    ),
    ability.activated(cost("{4}{G}{G}", tapSelf), "Search your library for a card named Elvish Clancaller, put it onto the battlefield, then shuffle.", {
      effects: [effect.searchLibraryToBattlefield({ named: "Elvish Clancaller" })],
    }),
  ],
});
