import { ability, card, cost, effect, tapSelf, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Rootwater Matriarch",
  abilities: [
    ability.activated(cost(null, tapSelf), "Gain control of target creature for as long as that creature is enchanted.", {
      targets: [target.creature()],
      effects: [effect.gainControl("whileEnchanted")],
    }),
  ],
});
