import { ability, card, cost, effect, exileSelf, tapSelf, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Brittle Effigy",
  abilities: [ability.activated(cost("{4}", tapSelf, exileSelf), "Exile target creature.", { targets: [target.creature()], effects: [effect.exile()] })],
});
