import { ability, affects, card, cost, effect, modify } from "../card-language/card-dsl.ts";

export default card({
  name: "Flinthoof Boar",
  abilities: [
    ability.continuousAsLongAs(
      "Flinthoof Boar gets +1/+1 as long as you control a Mountain.",
      { youControl: { subtypes: ["Mountain"] } },
      affects.self,
      modify.powerToughness(1, 1),
    ),
    ability.activated(cost("{R}"), "Flinthoof Boar gains haste until end of turn. (It can attack and {T} this turn.)", {
      effects: [effect.gainKeywords(["Haste"], { self: true })],
    }),
  ],
});
