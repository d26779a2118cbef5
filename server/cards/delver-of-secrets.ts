import { ability, effect, transforming } from "../card-language/card-dsl.ts";

// 712.2: a nonmodal double-faced card; its upkeep trigger transforms it (701.27) into a 3/2 flier.
export default transforming(
  {
    name: "Delver of Secrets",
    abilities: [
      ability.triggered(
        "At the beginning of your upkeep, look at the top card of your library. You may reveal that card. If an instant or sorcery card is revealed this way, transform Delver of Secrets.",
        { on: "beginningOfStep", step: "upkeep", whose: "your" },
        { effects: [effect.lookAtTopMayReveal({ types: ["Instant", "Sorcery"] }, effect.transform())] },
      ),
    ],
  },
  {
    name: "Insectile Aberration",
    keywords: ["Flying"],
  },
);
