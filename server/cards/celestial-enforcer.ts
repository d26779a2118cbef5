import { ability, card, cost, effect, tapSelf, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Celestial Enforcer",
  abilities: [
    ability.activated(cost("{1}{W}", tapSelf), "Tap target creature. Activate only if you control a creature with flying.", {
      targets: [target.creature()],
      effects: [effect.tap()],
      onlyIf: { youControl: { types: ["Creature"], keywords: ["Flying"] } },
    }),
  ],
});
