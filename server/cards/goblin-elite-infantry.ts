import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Goblin Elite Infantry",
  abilities: [
    ability.triggered(
      "Whenever Goblin Elite Infantry blocks or becomes blocked, it gets -1/-1 until end of turn.",
      { on: "combatRole", what: "self", roles: ["blocks", "becomesBlocked"] },
      { effects: [effect.pumpUntilEndOfTurn(-1, -1, { self: true })] },
    ),
  ],
});
