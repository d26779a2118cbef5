// 401.4: cards put into one position of a library at the same time go there in the order their owner chooses.

import { expectAnswer } from "../procedure/answers.ts";
import type { ProcedureContext } from "../procedure/procedure.ts";
import type { ObjectId, PlayerId } from "../kernel/state.ts";

/**
 * The player arranges `cards` (names) in the order they choose, one pick at a time (`text` says what the first pick
 * means); `object` is the resolving spell or ability. Cards of one name are interchangeable, and one left is placed.
 */
export function chooseOrder(ctx: ProcedureContext, player: PlayerId, object: ObjectId, cards: readonly string[], text: string): string[] {
  const out: string[] = [];
  const left = [...cards];
  while (left.length > 1) {
    const options = [...new Set(left)];
    const answer = options.length === 1 ? undefined : ctx.ask(player, () => ({ kind: "chooseOption", object, text, options }));
    const pick = answer ? expectAnswer(answer, "option").option : left[0]!;
    out.push(...left.splice(left.indexOf(pick), 1));
  }
  return [...out, ...left];
}
