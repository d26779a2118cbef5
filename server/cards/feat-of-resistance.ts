import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Feat of Resistance",
  spell: {
    targets: [target.creature({ controller: "you" }, "target creature you control")],
    effects: [effect.putCounters("+1/+1", 1), effect.gainProtectionFromChosenColor()],
  },
});
