import { parseManaCost } from "../../shared/mana.ts";
import { ability, card, effect } from "../card-language/card-dsl.ts";

// 702.37: morph; the CR's example face-down creature (707.2, 707.3).
export default card({
  name: "Grinning Demon",
  keywords: [{ morph: parseManaCost("{2}{B}{B}") }],
  abilities: [
    ability.triggered(
      "At the beginning of your upkeep, you lose 2 life.",
      { on: "beginningOfStep", step: "upkeep", whose: "your" },
      { effects: [effect.loseLife(2, { you: true })] },
    ),
  ],
});
