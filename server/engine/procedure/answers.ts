// Narrowing answers inside procedures. Answers were checked against their prompt when given
// (validate.ts), so a mismatch here is an engine bug, not a player's mistake.

import type { Answer, AnswerKind } from "../../../shared/prompt.ts";

export function expectAnswer<K extends AnswerKind>(answer: Answer | undefined, ...kinds: K[]): Extract<Answer, { kind: K }> {
  if (!answer || !(kinds as AnswerKind[]).includes(answer.kind))
    throw new Error(`engine bug: expected an answer of kind ${kinds.join("/")}, got ${answer?.kind ?? "none"}`);
  return answer as Extract<Answer, { kind: K }>;
}
