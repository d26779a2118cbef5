// A fast, small, predictable generator for the random players and random decks of simulations, bots, tests
// and benchmarks: xoshiro128**, seeded with splitmix32. Never for a game's shuffles: its 128-bit state,
// seeded from 32 bits, can be searched from a few outputs. The game's generator is server/engine/kernel/rng.ts
// (test/engine/rng.test.ts checks that no engine file imports this one).

export type SimRngState = [number, number, number, number];

export function seedSimRng(seed: number): SimRngState {
  let s = seed >>> 0;
  const next = (): number => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  const state: SimRngState = [next(), next(), next(), next()];
  if (state.every((v) => v === 0)) state[0] = 1;
  return state;
}

/** Advances `s` in place and returns the next 32-bit value. */
export function nextSimUint32(s: SimRngState): number {
  const result = Math.imul(rotl(Math.imul(s[1], 5), 7), 9) >>> 0;
  const t = s[1] << 9;
  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl(s[3], 11);
  return result;
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}
