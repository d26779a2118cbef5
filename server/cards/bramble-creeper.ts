import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Bramble Creeper",
  abilities: [
    ability.triggered(
      "Whenever Bramble Creeper attacks, it gets +5/+0 until end of turn.",
      { on: "combatRole", what: "self", roles: ["attacks"] },
      {
        effects: [effect.pumpUntilEndOfTurn(5, 0, { self: true })],
      },
    ),
  ],
});
