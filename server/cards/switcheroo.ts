import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Switcheroo",
  cost: "{4}{U}",
  types: ["Sorcery"],
  text: "Exchange control of two target creatures.",
  spell: { targets: [target.exactly(2, target.creature({}, "two target creatures"))], effects: [effect.exchangeControl()] },
});
