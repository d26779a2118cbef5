// Amounts counted as a spell resolves ("the number of Mountains you control": Seismic Strike, Tendrils of Corruption,
// Bountiful Harvest) and instructions to each opponent (Liliana's Specter, Yawning Fissure), in a game of three.

import { describe, expect, it } from "vitest";
import { duel, trio } from "../support/scenario.ts";

describe("Seismic Strike", () => {
  it("608.2h: deals damage equal to the number of Mountains its controller controls as it resolves", () => {
    const g = duel({ hand: ["Seismic Strike"], battlefield: ["Mountain", "Mountain", "Mountain"] }, { battlefield: ["Mountain", "Serra Angel"] });
    g.castAndPay("Seismic Strike", "Serra Angel").passAll();
    expect(g.permanent("Serra Angel").damage).toBe(3);
  });
});

describe("Tendrils of Corruption", () => {
  it("deals X damage and its controller gains X life, X the number of Swamps they control", () => {
    const g = duel(
      { hand: ["Tendrils of Corruption"], battlefield: ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Forest"] },
      { battlefield: ["Serra Angel"] },
    );
    g.castAndPay("Tendrils of Corruption", "Serra Angel").passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Serra Angel"]);
    expect(g.life("Ana")).toBe(25);
  });
});

describe("Bountiful Harvest", () => {
  it("its controller gains 1 life for each land they control (not the opponent's)", () => {
    const g = duel({ hand: ["Bountiful Harvest"], battlefield: ["Forest", "Forest", "Forest", "Forest", "Forest"] }, { battlefield: ["Forest", "Forest"] });
    g.castAndPay("Bountiful Harvest").passAll();
    expect(g.life("Ana")).toBe(25);
  });
});

describe("Liliana's Specter", () => {
  it("101.4: when it enters, each opponent discards a card; its controller doesn't", () => {
    const g = trio({ hand: ["Liliana's Specter", "Swamp"], battlefield: ["Swamp", "Swamp", "Swamp"] }, { hand: ["Forest"] }, { hand: ["Island"] });
    g.castAndPay("Liliana's Specter").passAll();
    g.passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Forest"]);
    expect(g.graveyardNames("Cid")).toEqual(["Island"]);
    expect(g.handNames("Ana")).toEqual(["Swamp"]);
  });
});

describe("Yawning Fissure", () => {
  it("608.2e: each opponent sacrifices a land of their choice", () => {
    const g = trio(
      { hand: ["Yawning Fissure"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"] },
      { battlefield: ["Forest"] },
      { battlefield: ["Island"] },
    );
    g.castAndPay("Yawning Fissure").passAll();
    for (const who of ["Ben", "Cid"]) {
      const p = g.expectPrompt("chooseObject", who);
      g.answer({ kind: "choose", object: p.options[0]! });
    }
    expect(g.graveyardNames("Ben")).toEqual(["Forest"]);
    expect(g.graveyardNames("Cid")).toEqual(["Island"]);
    expect(g.permanents("Mountain")).toHaveLength(5);
  });
});
