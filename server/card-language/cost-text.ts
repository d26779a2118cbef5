// How cost parts read, in prompts and in the log.

import type { CostPart } from "./card-definition.ts";

export function describeCostPart(p: CostPart): string {
  switch (p.kind) {
    case "tapSelf":
      return "{T}";
    case "untapSelf":
      return "{Q}";
    case "payLife":
      return `pay ${p.amount} life`;
    case "sacrificeSelf":
      return "sacrifice this";
    case "removeCountersFromSelf":
      return `remove ${counters(p.counter, p.count)} from this`;
    case "putCountersOnSelf":
      return `put ${counters(p.counter, p.count)} on this`;
    case "exileTopOfLibrary":
      return `exile the top ${p.count} cards of your library`;
    default:
      return p.text;
  }
}

/** "a +1/+1 counter", "3 loyalty counters", "X loyalty counters". */
function counters(kind: string, count: number | "X"): string {
  return `${count === 1 ? "a" : count} ${kind} counter${count === 1 ? "" : "s"}`;
}
