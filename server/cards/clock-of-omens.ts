import { ability, card, cost, effect, tapUntapped, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Clock of Omens",
  abilities: [
    ability.activated(cost(null, tapUntapped("two untapped artifacts you control", { types: ["Artifact"] }, 2)), "Untap target artifact.", {
      targets: [target.permanent({ types: ["Artifact"] }, "target artifact")],
      effects: [effect.untap()],
    }),
  ],
});
