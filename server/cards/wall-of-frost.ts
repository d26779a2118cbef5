import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Wall of Frost",
  keywords: ["Defender"],
  abilities: [
    ability.triggered(
      "Whenever Wall of Frost blocks a creature, that creature doesn't untap during its controller's next untap step.",
      { on: "blocks" },
      {
        effects: [effect.doesntUntapNext({ triggerSubject: true })],
      },
    ),
  ],
});
