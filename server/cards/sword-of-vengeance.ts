import { ability, affects, card, cost, modify } from "../card-language/card-dsl.ts";

export default card({
  name: "Sword of Vengeance",
  abilities: [
    ability.continuous(
      "Equipped creature gets +2/+0 and has first strike, vigilance, trample, and haste.",
      affects.attached,
      modify.powerToughness(2, 0),
      modify.addKeywords("First strike", "Vigilance", "Trample", "Haste"),
    ),
    ability.equip(cost("{3}")),
  ],
});
