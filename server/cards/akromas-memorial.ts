import { ability, affects, card, modify } from "../card-language/card-dsl.ts";

export default card({
  name: "Akroma's Memorial",
  abilities: [
    ability.continuous(
      "Creatures you control have flying, first strike, vigilance, trample, haste, and protection from black and from red.",
      affects.permanents({ types: ["Creature"], controller: "you" }, false),
      modify.addKeywords("Flying", "First strike", "Vigilance", "Trample", "Haste", { protectionFrom: "B" }, { protectionFrom: "R" }),
    ),
  ],
});
