import { ability, card, effect } from "../card-language/card-dsl.ts";

// Not targeted: the green creature is chosen as the ability resolves, and may be Stampeding Wildebeests itself.
export default card({
  name: "Stampeding Wildebeests",
  keywords: ["Trample"],
  abilities: [
    ability.triggered(
      "At the beginning of your upkeep, return a green creature you control to its owner's hand.",
      { on: "beginningOfStep", step: "upkeep", whose: "your" },
      { effects: [effect.returnChosenPermanent({ you: true }, "a green creature you control", { types: ["Creature"], colors: ["G"] })] },
    ),
  ],
});
