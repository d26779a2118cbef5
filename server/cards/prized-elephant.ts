import { ability, affects, card, cost, effect, modify } from "../card-language/card-dsl.ts";

export default card({
  name: "Prized Elephant",
  abilities: [
    ability.continuousAsLongAs(
      "Prized Elephant gets +1/+1 as long as you control a Forest.",
      { youControl: { subtypes: ["Forest"] } },
      affects.self,
      modify.powerToughness(1, 1),
    ),
    ability.activated(
      cost("{G}"),
      "Prized Elephant gains trample until end of turn. (It can deal excess combat damage to the player or planeswalker it's attacking.)",
      {
        effects: [effect.gainKeywords(["Trample"], { self: true })],
      },
    ),
  ],
});
