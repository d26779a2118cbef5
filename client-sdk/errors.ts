// Every refusal reaches SDK users as a TableError: the server's GameError (a stable code, a message for
// people, the rule that decided it) as an Error that can be thrown, caught and switched on.

import { isGameError, type ErrorCode, type GameError } from "../shared/errors.ts";

/** Codes the SDK itself adds to the server's (shared/errors.ts). */
export type SdkErrorCode =
  /** The connection to the server failed, or closed before the server answered. */
  | "CONNECTION_FAILED"
  /** The server couldn't create or join the table (the options, or a table that is full or gone). */
  | "JOIN_FAILED"
  /** The helper was called while no prompt of its kind is waiting for this player. */
  | "NO_SUCH_PROMPT"
  /** A card, permanent, player or option named in a helper isn't among the prompt's options. */
  | "NOT_AN_OPTION"
  /** The cast or activation a helper began was reversed (732.1): no legal target, a cost that can't be paid… */
  | "REVERSED"
  /** The server refused an HTTP request: an unknown set, a bad seed… */
  | "REQUEST_REFUSED"
  /** The server speaks another protocol version than this SDK: the message names both and what to do. */
  | "PROTOCOL_MISMATCH";

export type TableErrorCode = ErrorCode | SdkErrorCode;

export class TableError extends Error {
  readonly code: TableErrorCode;
  /** The Comprehensive Rules number that decided the refusal, when one did. */
  readonly rule: string | undefined;
  /** Each problem, when one refusal gathers several (a decklist's lines). */
  readonly problems: readonly string[];

  constructor(code: TableErrorCode, message: string, rule?: string, problems: readonly string[] = []) {
    super(message);
    this.name = "TableError";
    this.code = code;
    this.rule = rule;
    this.problems = problems;
  }

  static from(error: GameError): TableError {
    return new TableError(error.code, error.message, error.rule, error.problems ?? []);
  }
}

/** The TableError for whatever a request failed with: a refusal, a closed connection, a server fault. */
export function toTableError(e: unknown): TableError {
  if (e instanceof TableError) return e;
  const reason = (e as { reason?: unknown } | null)?.reason;
  if (isGameError(reason)) return TableError.from(reason);
  const message = e instanceof Error ? e.message : String(e);
  return new TableError("CONNECTION_FAILED", message);
}
