import { ability, card, cost, effect, exileTopOfLibrary, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Arc-Slogger",
  abilities: [
    ability.activated(cost("{R}", exileTopOfLibrary(10)), "Arc-Slogger deals 2 damage to any target.", {
      targets: [target.any()],
      effects: [effect.dealDamage(2)],
    }),
  ],
});
