import { ability, card, cost, effect, exileTopOfLibrary, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Arc-Slogger",
  cost: "{3}{R}{R}",
  types: ["Creature"],
  subtypes: ["Beast"],
  pt: [4, 5],
  text: "{R}, Exile the top ten cards of your library: Arc-Slogger deals 2 damage to any target.",
  abilities: [
    ability.activated(cost("{R}", exileTopOfLibrary(10)), "Arc-Slogger deals 2 damage to any target.", {
      targets: [target.any()],
      effects: [effect.dealDamage(2)],
    }),
  ],
});
