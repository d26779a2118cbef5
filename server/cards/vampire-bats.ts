import { ability, card, cost, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Vampire Bats",
  keywords: ["Flying"],
  abilities: [
    ability.activated(cost("{B}"), "Vampire Bats gets +1/+0 until end of turn. Activate no more than twice each turn.", {
      effects: [effect.pumpUntilEndOfTurn(1, 0, { self: true })],
      timesPerTurn: 2,
    }),
  ],
});
