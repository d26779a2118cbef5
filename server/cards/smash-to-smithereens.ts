import { card, effect, target } from "../card-language/card-dsl.ts";

// The damage doesn't depend on the artifact being destroyed (an indestructible one's controller is still dealt 3).
export default card({
  name: "Smash to Smithereens",
  spell: {
    targets: [target.permanent({ types: ["Artifact"] }, "target artifact")],
    effects: [effect.destroy(), effect.damagePlayers(3, { controllerOfTarget: 0 })],
  },
});
