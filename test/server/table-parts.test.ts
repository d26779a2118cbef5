// The table's small parts, on their own: the chess clock, the rate limiter, invite codes.

import { describe, expect, it } from "vitest";
import { normalizeInviteCode } from "../../shared/protocol.ts";
import { ChessClock } from "../../server/rooms/clock.ts";
import { newInviteCode, randomInviteCode } from "../../server/rooms/invite-code.ts";
import { RateLimiter } from "../../server/rooms/rate-limit.ts";

describe("ChessClock", () => {
  it("runs only for the player the game waits on, and adds the increment to whoever answered", () => {
    const clock = new ChessClock(2, 60_000, 5_000);
    clock.update(0, 0, null);
    expect(clock.runningFor).toBe(0);
    expect(clock.remainingMs(0, 10_000)).toBe(50_000);
    expect(clock.remainingMs(1, 10_000)).toBe(60_000);
    clock.update(10_000, 1, 0); // Ana answered after 10 s: +5 s, and now the game waits on Ben
    expect(clock.remainingMs(0, 30_000)).toBe(55_000);
    expect(clock.remainingMs(1, 30_000)).toBe(40_000);
    expect(clock.msUntilFlag(30_000)).toBe(40_000);
    clock.update(30_000, null, 1); // the game is over
    expect(clock.runningFor).toBeNull();
    expect(clock.msUntilFlag(99_000)).toBeNull();
    expect(clock.remainingMs(1, 99_000)).toBe(45_000);
  });

  it("never goes below zero, and a flagged player gets no increment", () => {
    const clock = new ChessClock(2, 1_000, 5_000);
    clock.update(0, 0, null);
    expect(clock.remainingMs(0, 5_000)).toBe(0);
    clock.update(5_000, 1, 0);
    expect(clock.remainingMs(0, 6_000)).toBe(0);
  });
});

describe("RateLimiter", () => {
  it("allows a burst, then refills at its rate", () => {
    const limiter = new RateLimiter(2, 3, 0);
    expect([limiter.take(0), limiter.take(0), limiter.take(0), limiter.take(0)]).toEqual([true, true, true, false]);
    expect(limiter.take(400)).toBe(false);
    expect(limiter.take(500)).toBe(true);
    expect(limiter.take(10_000)).toBe(true);
  });
});

describe("invite codes", () => {
  it("are six characters without look-alikes (0/O, 1/I/L), and a taken code is never handed out", async () => {
    for (let i = 0; i < 200; i++) expect(randomInviteCode()).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
    const taken = new Set<string>();
    let asked = 0;
    const code = await newInviteCode(async (c) => {
      asked++;
      if (asked < 3) {
        taken.add(c);
        return false;
      }
      return !taken.has(c);
    });
    expect(asked).toBe(3);
    expect(taken.has(code)).toBe(false);
  });

  it("as typed by a person: case and spaces don't matter", () => {
    expect(normalizeInviteCode(" k7q m2x ")).toBe("K7QM2X");
  });
});
