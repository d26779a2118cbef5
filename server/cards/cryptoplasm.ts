import { ability, card, effect, target } from "../card-language/card-dsl.ts";

// 707.4, 707.9a: it becomes a copy while on the battlefield, and keeps the ability that made it one.
const text = "At the beginning of your upkeep, you may have Cryptoplasm become a copy of another target creature, except it has this ability.";

export default card({
  name: "Cryptoplasm",
  abilities: [
    ability.triggered(
      text,
      { on: "beginningOfStep", step: "upkeep", whose: "your" },
      {
        targets: [target.otherThanSource(target.creature({}, "another target creature"))],
        effects: [effect.optional("have Cryptoplasm become a copy of another target creature, except it has this ability", effect.becomeCopy())],
      },
    ),
  ],
});
