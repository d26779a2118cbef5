// How cost parts read: in prompts and in the log, and as the card's text words them.

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
    case "exileSelf":
      return "exile this";
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

const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/**
 * The cost part as the Oracle text words it in an activated ability's cost: capitalised, the card named by its
 * name (201.5) where prompts say "this", numbers in words ("Exile the top ten cards of your library").
 */
export function costPartOracleText(p: CostPart, name: string): string {
  const words = (() => {
    switch (p.kind) {
      case "sacrificeSelf":
        return `sacrifice ${name}`;
      case "exileSelf":
        return `exile ${name}`;
      case "removeCountersFromSelf":
        return `remove ${counters(p.counter, p.count)} from ${name}`;
      case "putCountersOnSelf":
        return `put ${counters(p.counter, p.count)} on ${name}`;
      case "exileTopOfLibrary":
        return `exile the top ${NUMBER_WORDS[p.count] ?? p.count} cards of your library`;
      default:
        return describeCostPart(p);
    }
  })();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
