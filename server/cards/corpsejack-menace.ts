import { ability, card } from "../card-language/card-dsl.ts";

const text = "If one or more +1/+1 counters would be put on a creature you control, twice that many +1/+1 counters are put on it instead.";

export default card({
  name: "Corpsejack Menace",
  abilities: [ability.replacement(text, { kind: "moreCounters", counter: "+1/+1", on: { types: ["Creature"], controller: "you" }, factor: 2, extra: 0 })],
});
