import { ability, card, effect } from "../card-language/card-dsl.ts";

// The counter is put on first, so the cards drawn count it (608.2c: in the order written).
export default card({
  name: "Mind Unbound",
  abilities: [
    ability.triggered(
      "At the beginning of your upkeep, put a lore counter on Mind Unbound, then draw a card for each lore counter on Mind Unbound.",
      { on: "beginningOfStep", step: "upkeep", whose: "your" },
      { effects: [effect.putCounters("lore", 1, { self: true }), effect.drawCards({ countersOnSource: "lore" })] },
    ),
  ],
});
