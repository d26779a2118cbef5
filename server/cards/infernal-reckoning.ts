import { card, effect, target } from "../card-language/card-dsl.ts";

// 608.2h: the power is the creature's as it last existed on the battlefield.
export default card({
  name: "Infernal Reckoning",
  spell: {
    targets: [target.creature({ colorless: true }, "target colorless creature")],
    effects: [effect.exile(), effect.gainLife({ powerOfTarget: 0 }, { you: true })],
  },
});
