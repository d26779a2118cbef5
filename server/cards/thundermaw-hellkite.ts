import { ability, card, each, effect } from "../card-language/card-dsl.ts";

const OPPONENTS_FLYERS = { types: ["Creature" as const], keywords: ["Flying" as const], controller: "opponent" as const };

export default card({
  name: "Thundermaw Hellkite",
  keywords: ["Flying", "Haste"],
  abilities: [
    ability.triggered(
      "When Thundermaw Hellkite enters the battlefield, it deals 1 damage to each creature with flying your opponents control. Tap those creatures.",
      { on: "enters", what: "self" },
      { effects: [effect.dealDamageToEach(1, each(OPPONENTS_FLYERS)), effect.tapAll(OPPONENTS_FLYERS)] },
    ),
  ],
});
