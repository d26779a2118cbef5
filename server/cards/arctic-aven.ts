import { ability, affects, card, cost, effect, modify } from "../card-language/card-dsl.ts";

export default card({
  name: "Arctic Aven",
  keywords: ["Flying"],
  abilities: [
    ability.continuousAsLongAs(
      "Arctic Aven gets +1/+1 as long as you control a Plains.",
      { youControl: { subtypes: ["Plains"] } },
      affects.self,
      modify.powerToughness(1, 1),
    ),
    ability.activated(cost("{W}"), "Arctic Aven gains lifelink until end of turn. (Damage dealt by this creature also causes you to gain that much life.)", {
      effects: [effect.gainKeywords(["Lifelink"], { self: true })],
    }),
  ],
});
