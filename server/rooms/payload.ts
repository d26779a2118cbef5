// What a client's message payload may be before anything else looks at it: plain JSON-like data of bounded
// size and depth. Colyseus decodes payloads with msgpack, which also yields BigInts (64-bit integers), typed
// arrays, Maps, Dates and extension values; none of them is ever a valid message, and some (a BigInt) make
// ordinary code such as JSON.stringify throw. The walk is iterative so that no nesting can overflow the
// stack, and it stops as soon as the budget is spent.

import type { z } from "zod";
import { gameError, type GameError } from "../../shared/errors.ts";

/** Nesting deeper than any message of the protocol needs (an answer is four levels deep). */
export const MAX_PAYLOAD_DEPTH = 16;

/**
 * Null when `raw` is plain data (objects with Object's or no prototype, arrays, strings, finite numbers,
 * booleans, null, undefined) whose JSON form would fit in `maxBytes`; else why not. `maxBytes` counts
 * characters of strings and keys plus a few per value, a bound on the JSON size that never builds it.
 */
export function checkPayload(raw: unknown, maxBytes: number): GameError | null {
  const stack: { value: unknown; depth: number; path: string }[] = [{ value: raw, depth: 0, path: "payload" }];
  let bytes = 0;
  const tooLarge = (): GameError => gameError("MESSAGE_TOO_LARGE", `a message has at most ${maxBytes} bytes`);
  const malformed = (path: string, what: string): GameError =>
    gameError("MALFORMED_INPUT", `${path}: ${what} is not accepted; messages hold only plain JSON values`);
  while (stack.length > 0) {
    const { value, depth, path } = stack.pop()!;
    bytes += 4;
    if (bytes > maxBytes) return tooLarge();
    switch (typeof value) {
      case "string":
        bytes += value.length;
        if (bytes > maxBytes) return tooLarge();
        continue;
      case "number":
        if (!Number.isFinite(value)) return malformed(path, String(value));
        bytes += 16;
        continue;
      case "boolean":
      case "undefined":
        continue;
      case "bigint":
        return malformed(path, "a 64-bit integer (BigInt)");
      case "symbol":
      case "function":
        return malformed(path, `a ${typeof value}`);
      case "object":
        break;
    }
    if (value === null) continue;
    if (depth >= MAX_PAYLOAD_DEPTH) return malformed(path, `nesting deeper than ${MAX_PAYLOAD_DEPTH} levels`);
    if (Array.isArray(value)) {
      if (value.length > maxBytes) return tooLarge();
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], depth: depth + 1, path: `${path}[${i}]` });
      continue;
    }
    const proto = Object.getPrototypeOf(value) as unknown;
    if (proto !== Object.prototype && proto !== null) {
      const name = (value as { constructor?: { name?: unknown } }).constructor?.name;
      return malformed(path, typeof name === "string" && name !== "" ? `a ${name}` : "an object that is not plain data");
    }
    for (const key of Object.keys(value)) {
      bytes += key.length;
      if (bytes > maxBytes) return tooLarge();
      stack.push({ value: (value as Record<string, unknown>)[key], depth: depth + 1, path: `${path}.${key}` });
    }
  }
  return null;
}

/**
 * The refusal of a message whose type no handler knows. The type is whatever the client sent (a string of
 * any length, a number, or for a message named "*" its payload), so only a short printable form is quoted.
 */
export function unknownMessage(type: unknown): GameError {
  const name = typeof type === "string" || typeof type === "number" ? String(type).slice(0, 100) : "*";
  return gameError("UNKNOWN_MESSAGE", `unknown message type "${name}"`);
}

/**
 * A schema's verdict on a payload: its data, or its complaints one line each ("answer.promptId: expected
 * number"). Never throws: a validator that trips over a hostile value (zod reads properties of some values
 * it refuses, such as an object posing as a string with a `length` that can't be printed) is a refusal too.
 */
export function parsePayload<S extends z.ZodType>(schema: S, raw: unknown, what: string): { ok: true; data: z.output<S> } | { ok: false; problems: string[] } {
  try {
    const parsed = schema.safeParse(raw);
    if (parsed.success) return { ok: true, data: parsed.data };
    return { ok: false, problems: parsed.error.issues.map((i) => `${i.path.map(String).join(".") || what}: ${i.message}`) };
  } catch {
    return { ok: false, problems: [`${what}: not a value this message can hold`] };
  }
}
