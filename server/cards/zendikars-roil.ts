import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Zendikar's Roil",
  abilities: [
    ability.triggered(
      "Landfall — Whenever a land enters the battlefield under your control, create a 2/2 green Elemental creature token.",
      { on: "enters", what: { types: ["Land"], controller: "you" } },
      { effects: [effect.createTokens(1, "Elemental Token")] },
    ),
  ],
});
