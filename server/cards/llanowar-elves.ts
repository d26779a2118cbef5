import { ability, card, cost, tapSelf } from "../card-language/card-dsl.ts";

export default card({
  name: "Llanowar Elves",
  cost: "{G}",
  types: ["Creature"],
  subtypes: ["Elf", "Druid"],
  pt: [1, 1],
  text: "{T}: Add {G}.",
  abilities: [ability.mana(cost(null, tapSelf), "G")],
});
