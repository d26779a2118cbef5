import { ability, card, cost, effect, sacrificeSelf, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Benevolent Bodyguard",
  abilities: [
    ability.activated(cost(null, sacrificeSelf), "Target creature you control gains protection from the color of your choice until end of turn.", {
      targets: [target.creature({ controller: "you" }, "target creature you control")],
      effects: [effect.gainProtectionFromChosenColor()],
    }),
  ],
});
