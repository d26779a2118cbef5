import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Switcheroo",
  spell: { targets: [target.exactly(2, target.creature({}, "two target creatures"))], effects: [effect.exchangeControl()] },
});
