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
      return `remove ${p.count === 1 ? "a" : p.count} ${p.counter} counter${p.count === 1 ? "" : "s"} from this`;
    case "exileTopOfLibrary":
      return `exile the top ${p.count} cards of your library`;
    default:
      return p.text;
  }
}
