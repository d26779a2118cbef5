import { ability, card, cost, each, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Pack Mastiff",
  abilities: [
    ability.activated(cost("{1}{R}"), "Each creature you control named Pack Mastiff gets +1/+0 until end of turn.", {
      effects: [effect.pumpUntilEndOfTurn(1, 0, each({ types: ["Creature"], controller: "you", named: "Pack Mastiff" }))],
    }),
  ],
});
