import { ability, card } from "../card-language/card-dsl.ts";

const counters = "If an effect would put one or more counters on a permanent you control, it puts twice that many of those counters on that permanent instead.";

// 614.16: both halves watch what effects do: tokens created, and counters of any kind put on — not counters put to
// pay a cost (a loyalty ability's [+N]); a permanent entering with counters gets twice as many.
export default card({
  name: "Doubling Season",
  abilities: [
    ability.doubleTokens(),
    ability.replacement(counters, { kind: "moreCounters", counter: null, on: { controller: "you" }, factor: 2, extra: 0, byEffect: true }),
  ],
});
