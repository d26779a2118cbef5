import { ability, card, effect } from "../card-language/card-dsl.ts";

// 509.3c: it triggers once, however many block it; they are counted as the ability resolves (608.2h).
export default card({
  name: "Elvish Berserker",
  abilities: [
    ability.triggered(
      "Whenever Elvish Berserker becomes blocked, it gets +1/+1 until end of turn for each creature blocking it.",
      { on: "combatRole", what: "self", roles: ["becomesBlocked"] },
      { effects: [effect.pumpForEachUntilEndOfTurn(1, 1, { creaturesBlockingSource: true })] },
    ),
  ],
});
