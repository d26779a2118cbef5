import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Trinisphere",
  abilities: [
    ability.static("As long as Trinisphere is untapped, each spell that would cost less than three mana to cast costs three mana to cast.", {
      kind: "costMinimum",
      minimum: 3,
      whileUntapped: true,
    }),
  ],
});
