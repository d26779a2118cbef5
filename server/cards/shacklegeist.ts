import { ability, card, cost, effect, tapUntapped, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Shacklegeist",
  keywords: ["Flying"],
  abilities: [
    ability.canBlockOnly("Shacklegeist can block only creatures with flying.", { keywords: ["Flying"] }),
    ability.activated(cost(null, tapUntapped("two untapped Spirits you control", { subtypes: ["Spirit"] }, 2)), "Tap target creature you don't control.", {
      targets: [target.creature({ controller: "opponent" }, "target creature you don't control")],
      effects: [effect.tap()],
    }),
  ],
});
