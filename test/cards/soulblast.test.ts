// Soulblast: an additional cost to sacrifice all of one's creatures (601.2h), and damage equal to their total power as
// they last existed (608.2h).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

const MOUNTAINS = ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain"];

describe("Soulblast", () => {
  it("601.2h, 608.2h: its caster sacrifices all their creatures; it deals damage equal to their total power", () => {
    const g = duel(
      { hand: ["Soulblast"], battlefield: [...MOUNTAINS, "Hill Giant", { card: "Grizzly Bears", counters: { "+1/+1": 2 } }] },
      { battlefield: ["Grizzly Bears"] },
    );
    g.castAndPay("Soulblast", "Ben");
    expect(g.graveyardNames("Ana").sort()).toEqual(["Grizzly Bears", "Hill Giant"]);
    expect(g.permanents("Grizzly Bears", "Ben")).toHaveLength(1);
    g.passAll();
    expect(g.life("Ben")).toBe(13);
  });

  it("601.2h: with no creatures, all of them is none: it may be cast and deals 0 damage", () => {
    const g = duel({ hand: ["Soulblast"], battlefield: MOUNTAINS });
    g.castAndPay("Soulblast", "Ben").passAll();
    expect(g.life("Ben")).toBe(20);
    expect(g.graveyardNames("Ana")).toEqual(["Soulblast"]);
  });
});
