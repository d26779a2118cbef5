import { ability, card, effect } from "../card-language/card-dsl.ts";

// 509.3b: once for each creature it blocks, that creature the trigger's subject.
export default card({
  name: "Loyal Sentry",
  abilities: [
    ability.triggered(
      "When Loyal Sentry blocks a creature, destroy that creature and Loyal Sentry.",
      { on: "blocks" },
      { effects: [effect.destroy({ triggerSubject: true }), effect.destroy({ self: true })] },
    ),
  ],
});
