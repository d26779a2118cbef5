import { ability, card, cost, tapSelf } from "../card-language/card-dsl.ts";

export default card({
  name: "Doubling Cube",
  abilities: [ability.doubleMana(cost("{3}", tapSelf))],
});
