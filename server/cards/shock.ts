import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Shock",
  spell: { targets: [target.any()], effects: [effect.dealDamage(2)] },
});
