import { ability, affects, card, modify } from "../card-language/card-dsl.ts";

export default card({
  name: "Blood-Cursed Knight",
  abilities: [
    ability.continuousAsLongAs(
      "As long as you control an enchantment, Blood-Cursed Knight gets +1/+1 and has lifelink. (Damage dealt by this creature also causes you to gain that much life.)",
      { youControl: { types: ["Enchantment"] } },
      affects.self,
      modify.powerToughness(1, 1),
      modify.addKeywords("Lifelink"),
    ),
  ],
});
