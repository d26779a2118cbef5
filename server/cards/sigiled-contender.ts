import { ability, affects, card, modify } from "../card-language/card-dsl.ts";

export default card({
  name: "Sigiled Contender",
  abilities: [
    ability.continuousAsLongAs(
      "Sigiled Contender has lifelink as long as it has a +1/+1 counter on it. (Damage dealt by this creature also causes you to gain that much life.)",
      { sourceHasCounter: "+1/+1" },
      affects.self,
      modify.addKeywords("Lifelink"),
    ),
  ],
});
