import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Deathlace",
  spell: { targets: [{ ...target.permanent({}, "target spell or permanent"), spells: {} }], effects: [effect.becomeColor("B")] },
});
