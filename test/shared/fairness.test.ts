// Commit–reveal (shared/fairness.ts): each value recomputed here independently, with Node's own SHA-256,
// from the byte layouts documented in the module.

import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { gameSeed, isPlayerEntropy, isSeedHex, MAX_ENTROPY_LENGTH, randomSeedHex, seedCommitment } from "../../shared/fairness.ts";

const SERVER_SEED = "c0ffee00112233445566778899aabbccddeeff00112233445566778899aabbcc";

function u32be(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
}

/** The game seed's layout, written out independently of the module. */
function byHand(serverSeed: string, entropies: readonly string[]): string {
  const h = createHash("sha256").update("mtg-table game seed v1\0", "ascii").update(Buffer.from(serverSeed, "hex")).update(u32be(entropies.length));
  for (const e of entropies) {
    const bytes = Buffer.from(e, "utf8");
    h.update(u32be(bytes.length)).update(bytes);
  }
  return h.digest("hex");
}

describe("seed commitment", () => {
  it('is SHA-256 of "mtg-table seed commitment v1", a zero byte and the seed\'s 32 bytes, in hex', () => {
    const expected = createHash("sha256")
      .update(Buffer.concat([Buffer.from("mtg-table seed commitment v1", "ascii"), Buffer.from([0]), Buffer.from(SERVER_SEED, "hex")]))
      .digest("hex");
    expect(seedCommitment(SERVER_SEED)).toBe(expected);
    expect(seedCommitment(SERVER_SEED)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("differs from the plain hash of the seed (domain separation) and between seeds", () => {
    expect(seedCommitment(SERVER_SEED)).not.toBe(createHash("sha256").update(Buffer.from(SERVER_SEED, "hex")).digest("hex"));
    expect(seedCommitment(SERVER_SEED)).not.toBe(seedCommitment(SERVER_SEED.replace(/c$/, "d")));
  });

  it("refuses a seed that is not 64 lowercase hex digits", () => {
    for (const bad of [SERVER_SEED.toUpperCase(), SERVER_SEED.slice(2), "", "zz".repeat(32)]) expect(() => seedCommitment(bad)).toThrow(RangeError);
  });
});

describe("game seed", () => {
  it("matches the documented layout, for no entropy, hex entropy, an absent contribution and non-ASCII text", () => {
    const cases: string[][] = [[], ["", ""], ["a1b2c3", ""], [randomSeedHex(), randomSeedHex(), "é🙂 text"]];
    for (const entropies of cases) expect(gameSeed(SERVER_SEED, entropies), JSON.stringify(entropies)).toBe(byHand(SERVER_SEED, entropies));
  });

  it("known values, computed with the shell commands of the module's comment, so that any change to a layout is seen", () => {
    // (printf 'mtg-table seed commitment v1\0'; printf %s "$S" | xxd -r -p) | sha256sum
    expect(seedCommitment(SERVER_SEED)).toBe("dff375e5c0fc872fc58b62f3948bc66912a40be21631643942aa85bb2be3c223");
    // (printf 'mtg-table game seed v1\0'; printf %s "$S" | xxd -r -p; printf '\0\0\0\2\0\0\0\2ab\0\0\0\1c') | sha256sum
    expect(gameSeed(SERVER_SEED, ["ab", "c"])).toBe("67af19bb8f2d01a554f5113c36245b670cfe00ee73e8cf84a91e86b5c49e35fa");
  });

  it("each player's entropy changes the seed, so the server alone does not choose it", () => {
    const base = gameSeed(SERVER_SEED, ["", ""]);
    expect(gameSeed(SERVER_SEED, ["1", ""])).not.toBe(base);
    expect(gameSeed(SERVER_SEED, ["", "1"])).not.toBe(base);
    expect(gameSeed(SERVER_SEED.replace(/^c/, "d"), ["", ""])).not.toBe(base);
  });

  it('order matters, and the length prefixes keep contributions apart: ("ab", "c"), ("a", "bc") and ("c", "ab") all differ', () => {
    const seeds = new Set([
      gameSeed(SERVER_SEED, ["ab", "c"]),
      gameSeed(SERVER_SEED, ["a", "bc"]),
      gameSeed(SERVER_SEED, ["c", "ab"]),
      gameSeed(SERVER_SEED, ["abc"]),
      gameSeed(SERVER_SEED, ["abc", ""]),
    ]);
    expect(seeds.size).toBe(5);
  });

  it("is a valid game seed, and refuses a malformed server seed or contribution", () => {
    expect(isSeedHex(gameSeed(SERVER_SEED, ["x"]))).toBe(true);
    expect(() => gameSeed("abc", [])).toThrow(RangeError);
    expect(() => gameSeed(SERVER_SEED, ["x".repeat(MAX_ENTROPY_LENGTH + 1)])).toThrow(RangeError);
    expect(() => gameSeed(SERVER_SEED, ["\ud800"])).toThrow(RangeError);
  });
});

describe("validation", () => {
  it("isSeedHex accepts exactly 64 lowercase hex digits", () => {
    expect(isSeedHex(SERVER_SEED)).toBe(true);
    expect(isSeedHex(randomSeedHex())).toBe(true);
    for (const bad of [SERVER_SEED.toUpperCase(), `${SERVER_SEED}0`, SERVER_SEED.slice(1), 42, null, undefined]) expect(isSeedHex(bad)).toBe(false);
  });

  it("a player's entropy is 1 to 128 characters of well-formed text", () => {
    for (const ok of ["a", "x".repeat(MAX_ENTROPY_LENGTH), randomSeedHex(), "dé 🙂"]) expect(isPlayerEntropy(ok), ok).toBe(true);
    for (const bad of ["", "x".repeat(MAX_ENTROPY_LENGTH + 1), "\ud800", "a\udc00b", 7, null]) expect(isPlayerEntropy(bad)).toBe(false);
  });

  it("randomSeedHex gives fresh 256-bit values", () => {
    expect(randomSeedHex()).not.toBe(randomSeedHex());
  });
});
