import { ability, card, cost, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Rootwalla",
  abilities: [
    ability.activated(cost("{1}{G}"), "Rootwalla gets +2/+2 until end of turn. Activate only once each turn.", {
      effects: [effect.pumpUntilEndOfTurn(2, 2, { self: true })],
      oncePerTurn: true,
    }),
  ],
});
