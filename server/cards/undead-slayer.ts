import { ability, card, cost, effect, tapSelf, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Undead Slayer",
  abilities: [
    ability.activated(cost("{W}", tapSelf), "Exile target Skeleton, Vampire, or Zombie.", {
      targets: [target.permanent({ subtypes: ["Skeleton", "Vampire", "Zombie"] }, "target Skeleton, Vampire, or Zombie")],
      effects: [effect.exile()],
    }),
  ],
});
