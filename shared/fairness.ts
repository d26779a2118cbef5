// Commit–reveal for a game's seed, so that neither the server nor any one player chooses the shuffles and
// anyone holding a finished game's record can check them. When the game starts, the server publishes the
// commitment to a secret 256-bit seed of its own; each seated player may contribute entropy; the game's
// seed mixes the two. When the game ends, the server reveals its seed: the commitment shows it was fixed
// before the players' entropy was known, and replaying the record shows the shuffles were those of the
// seed (client-sdk/verify.ts). Pure functions on strings: they run the same in browsers and Node.
//
// Byte layouts, so that anyone can recompute them by hand ("‖" is concatenation, u32be a 4-byte big-endian
// unsigned length, tags are ASCII, S the 32 bytes whose hex is the server seed):
//
//   commitment = hex(SHA-256("mtg-table seed commitment v1" ‖ 0x00 ‖ S))
//   game seed  = hex(SHA-256("mtg-table game seed v1" ‖ 0x00 ‖ S ‖ u32be(n) ‖ u32be(len(E1)) ‖ E1 ‖ … ‖ u32be(len(En)) ‖ En))
//
// where E1…En are the UTF-8 bytes of each seat's entropy in seat order (empty for a seat that gave none)
// and len counts bytes. The lengths make the encoding unambiguous: ("ab", "c") and ("a", "bc") differ. In
// a shell, with S the server seed in hex and two seats' entropy "ab" and "c":
//
//   (printf 'mtg-table seed commitment v1\0'; printf %s "$S" | xxd -r -p) | sha256sum
//   (printf 'mtg-table game seed v1\0'; printf %s "$S" | xxd -r -p; printf '\0\0\0\2\0\0\0\2ab\0\0\0\1c') | sha256sum

import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, concatBytes, hexToBytes, randomBytes, utf8ToBytes } from "@noble/hashes/utils.js";
import type { PlayerId } from "./game-types.ts";

const COMMITMENT_TAG = "mtg-table seed commitment v1";
const GAME_SEED_TAG = "mtg-table game seed v1";

/** The longest entropy a player may contribute, in UTF-16 code units (a string's length). */
export const MAX_ENTROPY_LENGTH = 128;

/** What a table publishes about its seed: the commitment when the game starts, the rest when it ends. */
export interface FairnessRecord {
  /** seedCommitment(serverSeed), published before any player contributed entropy. */
  readonly commitment: string;
  /** The server's secret seed, 64 lowercase hex digits, revealed when the game ends. */
  readonly serverSeed: string;
  /** Each seat's contributed entropy in seat order; "" for a seat that contributed none. */
  readonly entropy: readonly string[];
  /** gameSeed(serverSeed, entropy): the seed the game was played with. */
  readonly seed: string;
}

/** How a game ended: the engine's result. */
export interface GameOutcome {
  readonly winners: readonly PlayerId[];
  readonly draw: boolean;
}

/**
 * A game as a table publishes it when it ends: the engine's record (its configuration, whose seed is
 * `fairness.seed`, and every accepted input in order), how the seed was made, and how the game ended
 * (null if it never did).
 */
export interface PublishedGame<Config = unknown, Input = unknown> {
  readonly config: Config;
  readonly inputs: readonly Input[];
  readonly fairness: FairnessRecord;
  readonly result: GameOutcome | null;
}

const SEED_HEX = /^[0-9a-f]{64}$/;

/** 64 lowercase hex digits: 256 bits, a server seed or a game seed. */
export function isSeedHex(value: unknown): value is string {
  return typeof value === "string" && SEED_HEX.test(value);
}

// A lone surrogate has no UTF-8 encoding (it would become U+FFFD), so two different strings could mix in the
// same bytes; such strings are refused.
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * A player's contribution: 1 to 128 characters of well-formed text. Hex (e.g. randomSeedHex()) is
 * recommended; whatever is sent is mixed in as its UTF-8 bytes.
 */
export function isPlayerEntropy(value: unknown): value is string {
  return typeof value === "string" && value.length >= 1 && value.length <= MAX_ENTROPY_LENGTH && !LONE_SURROGATE.test(value);
}

/** 256 fresh bits from the platform's cryptographic generator, as 64 hex digits: a server seed, or a player's entropy. */
export function randomSeedHex(): string {
  return bytesToHex(randomBytes(32));
}

function seedBytes(serverSeedHex: string): Uint8Array {
  if (!isSeedHex(serverSeedHex)) throw new RangeError("a server seed is exactly 64 lowercase hex digits");
  return hexToBytes(serverSeedHex);
}

function u32be(n: number): Uint8Array {
  return new Uint8Array([(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff]);
}

/** The commitment the server publishes before the game (layout above). Throws a RangeError for a malformed seed. */
export function seedCommitment(serverSeedHex: string): string {
  return bytesToHex(sha256(concatBytes(utf8ToBytes(COMMITMENT_TAG), new Uint8Array([0]), seedBytes(serverSeedHex))));
}

/**
 * The game's seed from the server's secret seed and each seat's entropy, in seat order ("" for none; layout
 * above). The server committed to its seed before seeing any entropy, and each player chose theirs without
 * knowing the server's, so none of them alone decides the result. Throws a RangeError for a malformed seed
 * or contribution.
 */
export function gameSeed(serverSeedHex: string, entropies: readonly string[]): string {
  const parts: Uint8Array[] = [utf8ToBytes(GAME_SEED_TAG), new Uint8Array([0]), seedBytes(serverSeedHex), u32be(entropies.length)];
  entropies.forEach((e, seat) => {
    if (e !== "" && !isPlayerEntropy(e)) throw new RangeError(`seat ${seat + 1}'s entropy is not 1 to ${MAX_ENTROPY_LENGTH} characters of well-formed text`);
    const bytes = utf8ToBytes(e);
    parts.push(u32be(bytes.length), bytes);
  });
  return bytesToHex(sha256(concatBytes(...parts)));
}
