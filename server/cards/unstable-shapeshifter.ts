import { ability, card, effect } from "../card-language/card-dsl.ts";

// 707.4, 707.9a: it becomes a copy while on the battlefield, keeping this ability; a creature that has left by then is
// copied as it last existed (608.2h).
const text = "Whenever another creature enters the battlefield, Unstable Shapeshifter becomes a copy of that creature, except it has this ability.";

export default card({
  name: "Unstable Shapeshifter",
  abilities: [
    ability.triggered(text, { on: "enters", what: { types: ["Creature"] }, other: true }, { effects: [effect.becomeCopy({ triggerSubject: true })] }),
  ],
});
