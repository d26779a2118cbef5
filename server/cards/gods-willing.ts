import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Gods Willing",
  spell: {
    targets: [target.creature({ controller: "you" }, "target creature you control")],
    effects: [effect.gainProtectionFromChosenColor(), effect.scry(1)],
  },
});
