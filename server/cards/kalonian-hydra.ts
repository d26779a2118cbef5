import { ability, card, each, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Kalonian Hydra",
  keywords: ["Trample"],
  entersWithCounters: { counter: "+1/+1", amount: 4 },
  abilities: [
    ability.triggered(
      "Whenever Kalonian Hydra attacks, double the number of +1/+1 counters on each creature you control.",
      { on: "combatRole", what: "self", roles: ["attacks"] },
      { effects: [effect.doubleCountersOfKind("+1/+1", each({ types: ["Creature"], controller: "you" }))] },
    ),
  ],
});
