import { ability, card, cost, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Rootwalla",
  cost: "{2}{G}",
  types: ["Creature"],
  subtypes: ["Lizard"],
  pt: [2, 2],
  text: "{1}{G}: Rootwalla gets +2/+2 until end of turn. Activate only once each turn.",
  abilities: [
    ability.activated(cost("{1}{G}"), "Rootwalla gets +2/+2 until end of turn. Activate only once each turn.", {
      effects: [effect.pumpUntilEndOfTurn(2, 2, { self: true })],
      oncePerTurn: true,
    }),
  ],
});
