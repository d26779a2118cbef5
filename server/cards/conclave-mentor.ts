import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Conclave Mentor",
  abilities: [
    ability.replacement(
      "If one or more +1/+1 counters would be put on a creature you control, that many plus one +1/+1 counters are put on that creature instead.",
      { kind: "moreCounters", counter: "+1/+1", on: { types: ["Creature"], controller: "you" }, factor: 1, extra: 1 },
    ),
    ability.triggered(
      "When Conclave Mentor dies, you gain life equal to its power.",
      { on: "dies", what: "self" },
      { effects: [effect.gainLife({ sourcePower: true }, { you: true })] },
    ),
  ],
});
