// Stable error codes. Clients switch on `code`; `message` is for people; `rule` cites the CR when a rule decided it.

export const ERROR_CODES = [
  "MALFORMED_INPUT", // the input does not have the shape of any answer
  "NOT_YOUR_DECISION", // the game is waiting on another player
  "STALE_PROMPT", // the answer names a prompt that is no longer pending
  "WRONG_ANSWER_KIND", // the answer does not fit the pending prompt
  "ILLEGAL_CHOICE", // the answer fits the prompt but is not among its legal options
  "GAME_OVER", // the game has ended
  "NOT_IN_GAME", // the player has left the game or never sat in it
  "UNKNOWN_CARD", // a deck or setup names a card the server does not know
  "INVALID_DECK", // a deck breaks the format's construction rules
  "INVALID_SETUP", // a game configuration or sandbox setup is inconsistent
  // Tables (server/rooms/):
  "INVALID_OPTIONS", // table options or join options that don't fit the protocol
  "UNKNOWN_MESSAGE", // a message type the table doesn't know
  "MESSAGE_TOO_LARGE", // a message over the size limit
  "RATE_LIMITED", // too many messages too fast; the message is ignored (far too many closes the connection)
  "NOT_SEATED", // only a seated player may do that (spectators watch)
  "NO_SEAT", // there is no free seat, or the sender already has one
  "GAME_NOT_STARTED", // the game hasn't started yet
  "GAME_STARTED", // seats and decks can't change once the game has started
  "GAME_NOT_OVER", // what is asked for exists only once the game is over (its record)
  "CHAT_NOT_ALLOWED", // the table doesn't let spectators chat
  "SANDBOX_NOT_ACCEPTED", // sitting at a sandbox table needs the player's agreement to the host's position
  "INTERNAL_ERROR", // the server failed to handle the message (a bug, logged); the table goes on
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface GameError {
  readonly code: ErrorCode;
  readonly message: string;
  /** Comprehensive Rules number that decided the refusal, e.g. "305.2". */
  readonly rule?: string;
  /** Every individual problem, when one refusal gathers several (deck validation). */
  readonly problems?: readonly string[];
}

export function gameError(code: ErrorCode, message: string, rule?: string, problems?: readonly string[]): GameError {
  const e: { code: ErrorCode; message: string; rule?: string; problems?: readonly string[] } = { code, message };
  if (rule !== undefined) e.rule = rule;
  if (problems !== undefined) e.problems = problems;
  return e;
}

/** Whether a value (a function's result, a server's reply) is a GameError: an object with a string code and message. */
export function isGameError(v: unknown): v is GameError {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const e = v as Record<string, unknown>;
  return typeof e.code === "string" && typeof e.message === "string";
}
