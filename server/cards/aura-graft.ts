import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Aura Graft",
  spell: {
    targets: [target.permanent({ subtypes: ["Aura"], attachedToPermanent: true }, "target Aura that's attached to a permanent")],
    effects: [effect.gainControl("indefinite"), effect.attachToAnother()],
  },
});
