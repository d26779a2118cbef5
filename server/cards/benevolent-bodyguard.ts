import { ability, card, cost, effect, sacrificeSelf, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Benevolent Bodyguard",
  cost: "{W}",
  types: ["Creature"],
  subtypes: ["Human", "Cleric"],
  pt: [1, 1],
  text: "Sacrifice Benevolent Bodyguard: Target creature you control gains protection from the color of your choice until end of turn.",
  abilities: [
    ability.activated(cost(null, sacrificeSelf), "Target creature you control gains protection from the color of your choice until end of turn.", {
      targets: [target.creature({ controller: "you" }, "target creature you control")],
      effects: [effect.gainProtectionFromChosenColor()],
    }),
  ],
});
