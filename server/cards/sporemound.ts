import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Sporemound",
  abilities: [
    ability.triggered(
      "Landfall — Whenever a land enters the battlefield under your control, create a 1/1 green Saproling creature token.",
      { on: "enters", what: { types: ["Land"], controller: "you" } },
      { effects: [effect.createTokens(1, "Saproling Token")] },
    ),
  ],
});
