import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Incinerate",
  spell: { targets: [target.any()], effects: [effect.dealDamageThen(3, effect.cantBeRegenerated())] },
});
