import { ability, card, cost, effect, sacrificeSelf } from "../card-language/card-dsl.ts";

export default card({
  name: "No Rest for the Wicked",
  abilities: [
    ability.activated(
      cost(null, sacrificeSelf),
      "Return to your hand all creature cards in your graveyard that were put there from the battlefield this turn.",
      { effects: [effect.returnAllPutIntoGraveyardFromBattlefieldThisTurn({ types: ["Creature"] })] },
    ),
  ],
});
