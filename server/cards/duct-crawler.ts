import { ability, card, cost, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Duct Crawler",
  abilities: [
    ability.activated(cost("{1}{R}"), "Target creature can't block Duct Crawler this turn.", {
      targets: [target.creature()],
      effects: [effect.cantBlockThisTurn({ target: 0 }, { self: true })],
    }),
  ],
});
