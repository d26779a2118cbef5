import { ability, card, effect } from "../card-language/card-dsl.ts";

// 113.6m: the ability moves the card out of its owner's graveyard, so it functions only there.
export default card({
  name: "Squee, Goblin Nabob",
  abilities: [
    ability.triggered(
      "At the beginning of your upkeep, you may return Squee, Goblin Nabob from your graveyard to your hand.",
      { on: "beginningOfStep", step: "upkeep", whose: "your" },
      {
        functionsIn: "graveyard",
        effects: [effect.optional("return Squee, Goblin Nabob from your graveyard to your hand", effect.returnFromGraveyardToHand({ self: true }))],
      },
    ),
  ],
});
