import { ability, affects, card, cost, effect, modify, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Kird Chieftain",
  abilities: [
    ability.continuousAsLongAs(
      "Kird Chieftain gets +1/+1 as long as you control a Forest.",
      { youControl: { subtypes: ["Forest"] } },
      affects.self,
      modify.powerToughness(1, 1),
    ),
    ability.activated(
      cost("{4}{G}"),
      "Target creature gets +2/+2 and gains trample until end of turn. (It can deal excess combat damage to the player or planeswalker it's attacking.)",
      { targets: [target.creature()], effects: [effect.pumpUntilEndOfTurn(2, 2), effect.gainKeywords(["Trample"])] },
    ),
  ],
});
