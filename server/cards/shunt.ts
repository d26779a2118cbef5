import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Shunt",
  spell: { targets: [target.spellWithSingleTarget()], effects: [effect.changeTarget()] },
});
