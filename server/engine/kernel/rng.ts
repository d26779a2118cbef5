// The game's generator: the ChaCha20 keystream (RFC 8439) of a 256-bit key derived from the game's seed,
// read as little-endian 32-bit words. It shuffles libraries (103.3, 701.24) and picks the starting player
// (103.1). A player sees some of its output (their own draws); a cryptographic stream is what keeps the rest
// of it, the opponents' hands and every library, from being computed from that.
//
// The state holds only the key and how many words were consumed, so it stays plain data: it serializes,
// compares by JSON and replays exactly. The keystream is generated 1 KiB (256 words, 16 ChaCha blocks) at a
// time and kept in a small bounded memo from (key, block index) to the block's words: a pure cache, never
// part of the state. Why 1 KiB: a two-player game draws about 190 numbers (its opening shuffles and
// mulligans), so one block usually serves a whole game with one ChaCha20 call, a few microseconds, and a
// bigger block would mostly be generated for nothing.

import { chacha20 } from "@noble/ciphers/chacha.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, hexToBytes, utf8ToBytes } from "@noble/hashes/utils.js";
import { isSeedHex } from "../../../shared/fairness.ts";

/** A game's seed: 64 lowercase hex digits (256 bits, what tables use), or a whole number for reproducible tests. */
export type GameSeed = number | string;

export interface RngState {
  /** The ChaCha20 key, 64 lowercase hex digits. */
  readonly key: string;
  /** Words of the keystream consumed so far. */
  readonly position: number;
}

/** Why `seed` is not a game seed, or null if it is one. */
export function seedProblem(seed: unknown): string | null {
  if (typeof seed === "string") return isSeedHex(seed) ? null : "a seed string must be exactly 64 lowercase hex digits (256 bits)";
  if (typeof seed === "number") return Number.isSafeInteger(seed) ? null : "a numeric seed must be a whole number";
  return "the seed must be 64 lowercase hex digits or a whole number";
}

/**
 * Numeric seeds exist for reproducible tests, demos, simulations and benchmarks, never for real tables: a
 * number has far too few values to keep hands hidden. Its key is SHA-256 of the ASCII bytes of this tag
 * followed by the number in decimal (e.g. "mtg-table numeric seed v1:42"); the tag keeps these hashes apart
 * from every other SHA-256 the project computes (shared/fairness.ts).
 */
const NUMERIC_SEED_TAG = "mtg-table numeric seed v1:";

/** The ChaCha20 key of a valid seed, in hex: a hex seed is its own key; a number is hashed (above). */
export function seedKey(seed: GameSeed): string {
  if (typeof seed === "string") return seed;
  return bytesToHex(sha256(utf8ToBytes(NUMERIC_SEED_TAG + String(seed))));
}

export function newRng(seed: GameSeed): RngState {
  return { key: seedKey(seed), position: 0 };
}

/** Words in one generated block of the keystream: 1 KiB. */
export const BLOCK_WORDS = 256;
/** ChaCha20 blocks (64 bytes, 16 words) in one generated block. */
const CHACHA_BLOCKS = BLOCK_WORDS / 16;
/** Each game has its own key, so the nonce is fixed (RFC 8439 2.3: a key and nonce pair must not repeat). */
const NONCE = new Uint8Array(12);
/** The 32-bit block counter of RFC 8439 bounds one key's stream at 2^32 ChaCha blocks (256 GiB). */
const MAX_BLOCK = Math.floor(2 ** 32 / CHACHA_BLOCKS) - 1;

/** The keystream is the encryption of zeros; one zero buffer serves every block. */
const ZEROS = new Uint8Array(BLOCK_WORDS * 4);
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** `count` words (at most 256) of the ChaCha20 keystream of (key, nonce) from the start of ChaCha block `counter`. */
export function keystreamWords(key: Uint8Array, nonce: Uint8Array, counter: number, count: number): Uint32Array {
  if (!(Number.isSafeInteger(count) && count >= 0 && count <= BLOCK_WORDS)) throw new RangeError(`${count} words: at most ${BLOCK_WORDS} at a time`);
  const bytes = chacha20(key, nonce, ZEROS.subarray(0, count * 4), undefined, counter);
  // The words are little-endian (RFC 8439 2.1): on such a machine the bytes already are them.
  if (LITTLE_ENDIAN && bytes.byteOffset % 4 === 0) return new Uint32Array(bytes.buffer, bytes.byteOffset, count);
  const words = new Uint32Array(count);
  for (let i = 0, b = 0; i < count; i++, b += 4) words[i] = (bytes[b]! | (bytes[b + 1]! << 8) | (bytes[b + 2]! << 16) | (bytes[b + 3]! << 24)) >>> 0;
  return words;
}

/** How many generated blocks the memo keeps: 256 KiB, the current block of hundreds of games side by side. */
const MEMO_BLOCKS = 256;
const memo = new Map<string, Uint32Array>();
// The block read last, checked before the memo: a shuffle reads many words of one block in a row.
let lastKey = "";
let lastIndex = -1;
let lastBlock: Uint32Array = new Uint32Array(0);

/** The words of generated block `index` of `key`'s stream (words index × 256 onwards); the memo's own array, to read only. */
export function keystreamBlock(key: string, index: number): Uint32Array {
  if (index === lastIndex && key === lastKey) return lastBlock;
  if (!(Number.isSafeInteger(index) && index >= 0 && index <= MAX_BLOCK)) throw new RangeError(`no block ${index} in a ChaCha20 stream`);
  const id = `${key}/${index}`;
  let block = memo.get(id);
  if (!block) {
    block = keystreamWords(hexToBytes(key), NONCE, index * CHACHA_BLOCKS, BLOCK_WORDS);
    if (memo.size >= MEMO_BLOCKS) memo.delete(memo.keys().next().value!);
    memo.set(id, block);
  }
  lastKey = key;
  lastIndex = index;
  lastBlock = block;
  return block;
}

/** The word at `position` of `key`'s stream. */
export function keystreamWord(key: string, position: number): number {
  return keystreamBlock(key, Math.floor(position / BLOCK_WORDS))[position % BLOCK_WORDS]!;
}

const TWO_32 = 2 ** 32;

/**
 * A uniform integer in [0, n) read from `rng`, whose position it advances. Each word is one of 2^32
 * equally likely values; the top 2^32 mod n of them are rejected and the next word is read, so that every
 * result has exactly ⌊2^32 / n⌋ words mapping to it (a plain `% n` would favour the small results).
 */
export function uniform(rng: { key: string; position: number }, n: number): number {
  if (!(Number.isSafeInteger(n) && n >= 1 && n <= TWO_32)) throw new RangeError(`no uniform integer below ${n}`);
  const limit = TWO_32 - (TWO_32 % n);
  for (;;) {
    const word = keystreamWord(rng.key, rng.position++);
    if (word < limit) return word % n;
  }
}
