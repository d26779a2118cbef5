import { ability, affects, card, cost, each, effect, modify } from "../card-language/card-dsl.ts";

export default card({
  name: "Sunblade Elf",
  abilities: [
    ability.continuousAsLongAs(
      "Sunblade Elf gets +1/+1 as long as you control a Plains.",
      { youControl: { subtypes: ["Plains"] } },
      affects.self,
      modify.powerToughness(1, 1),
    ),
    ability.activated(cost("{4}{W}"), "Creatures you control get +1/+1 until end of turn.", {
      effects: [effect.pumpUntilEndOfTurn(1, 1, each({ types: ["Creature"], controller: "you" }))],
    }),
  ],
});
