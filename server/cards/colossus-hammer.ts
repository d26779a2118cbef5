import { ability, affects, card, cost, modify } from "../card-language/card-dsl.ts";

export default card({
  name: "Colossus Hammer",
  abilities: [
    ability.continuous("Equipped creature gets +10/+10 and loses flying.", affects.attached, modify.powerToughness(10, 10), modify.loseKeywords("Flying")),
    ability.equip(cost("{8}")),
  ],
});
