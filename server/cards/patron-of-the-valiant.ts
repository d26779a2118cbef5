import { ability, card, each, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Patron of the Valiant",
  keywords: ["Flying"],
  abilities: [
    ability.triggered(
      "When Patron of the Valiant enters the battlefield, put a +1/+1 counter on each creature you control with a +1/+1 counter on it.",
      { on: "enters", what: "self" },
      { effects: [effect.putCounters("+1/+1", 1, each({ types: ["Creature"], controller: "you", withCounter: "+1/+1" }))] },
    ),
  ],
});
