// Banefire: "If X is 5 or more, this spell can't be countered (101.2) and the damage can't be prevented (615.12)" — a
// condition on the X announced as it was cast (107.3).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

const MOUNTAINS = Array(6).fill("Mountain");

describe("Banefire", () => {
  it("deals X damage to any target", () => {
    const g = duel({ hand: ["Banefire"], battlefield: MOUNTAINS });
    g.cast("Banefire").announceX(3).targets("Ben").autoPay().passAll();
    expect(g.life("Ben")).toBe(17);
  });

  it("101.2: with X 5 or more, it can't be countered", () => {
    const g = duel({ hand: ["Banefire"], battlefield: MOUNTAINS }, { hand: ["Counterspell"], battlefield: ["Island", "Island"] });
    g.cast("Banefire").announceX(5).targets("Ben").autoPay().pass();
    g.castAndPay("Counterspell", "Banefire").passAll().passAll();
    expect(g.life("Ben")).toBe(15);
  });

  it("with X less than 5, it can be countered", () => {
    const g = duel({ hand: ["Banefire"], battlefield: MOUNTAINS }, { hand: ["Counterspell"], battlefield: ["Island", "Island"] });
    g.cast("Banefire").announceX(4).targets("Ben").autoPay().pass();
    g.castAndPay("Counterspell", "Banefire").passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Banefire"]);
    expect(g.life("Ben")).toBe(20);
  });

  it("615.12: with X 5 or more, the damage can't be prevented; with less, it can", () => {
    const big = duel({ hand: ["Banefire"], battlefield: MOUNTAINS }, { battlefield: ["Cho-Manno, Revolutionary"] });
    big.cast("Banefire").announceX(5).targets("Cho-Manno, Revolutionary").autoPay().passAll();
    expect(big.permanents("Cho-Manno, Revolutionary")).toHaveLength(0);
    const small = duel({ hand: ["Banefire"], battlefield: MOUNTAINS }, { battlefield: ["Cho-Manno, Revolutionary"] });
    small.cast("Banefire").announceX(4).targets("Cho-Manno, Revolutionary").autoPay().passAll();
    expect(small.permanent("Cho-Manno, Revolutionary").damage).toBe(0);
  });
});
