import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Frost Breath",
  spell: {
    targets: [target.upTo(2, target.creature({}, "up to two target creatures"))],
    effects: [effect.tap(), effect.doesntUntapNext()],
  },
});
