import { ability, affects, card, cost, effect, modify, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Jorubai Murk Lurker",
  abilities: [
    ability.continuousAsLongAs(
      "Jorubai Murk Lurker gets +1/+1 as long as you control a Swamp.",
      { youControl: { subtypes: ["Swamp"] } },
      affects.self,
      modify.powerToughness(1, 1),
    ),
    ability.activated(
      cost("{1}{B}"),
      "Target creature gains lifelink until end of turn. (Damage dealt by the creature also causes its controller to gain that much life.)",
      { targets: [target.creature()], effects: [effect.gainKeywords(["Lifelink"])] },
    ),
  ],
});
