import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Sporemound",
  cost: "{3}{G}{G}",
  types: ["Creature"],
  subtypes: ["Fungus"],
  pt: [3, 3],
  text: "Landfall — Whenever a land enters the battlefield under your control, create a 1/1 green Saproling creature token.",
  abilities: [
    ability.triggered(
      "Landfall — Whenever a land enters the battlefield under your control, create a 1/1 green Saproling creature token.",
      { on: "enters", what: { types: ["Land"], controller: "you" } },
      { effects: [effect.createTokens(1, "Saproling Token")] },
    ),
  ],
});
