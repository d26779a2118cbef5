import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Bolt Hound",
  keywords: ["Haste"],
  abilities: [
    ability.triggered(
      "Whenever Bolt Hound attacks, other creatures you control get +1/+0 until end of turn.",
      { on: "combatRole", what: "self", roles: ["attacks"] },
      { effects: [effect.pumpUntilEndOfTurn(1, 0, { each: { types: ["Creature"], controller: "you" }, other: true })] },
    ),
  ],
});
