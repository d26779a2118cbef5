import { ability, card, cost, effect, tapSelf, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Manifold Key",
  abilities: [
    ability.activated(cost("{1}", tapSelf), "Untap another target artifact.", {
      targets: [target.otherThanSource(target.permanent({ types: ["Artifact"] }, "another target artifact"))],
      effects: [effect.untap()],
    }),
    ability.activated(cost("{3}", tapSelf), "Target creature can't be blocked this turn.", {
      targets: [target.creature()],
      effects: [effect.cantBeBlockedThisTurn()],
    }),
  ],
});
