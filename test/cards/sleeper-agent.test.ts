import { describe, expect, it } from "vitest";
import { controllerOf } from "../../server/engine/layers/characteristics.ts";
import { duel } from "../support/scenario.ts";

describe("Sleeper Agent", () => {
  it("613.1b: as it enters, target opponent gains control of it; then it deals 2 damage to that player at their upkeep", () => {
    const g = duel({ hand: ["Sleeper Agent"], battlefield: ["Swamp"] });
    g.castAndPay("Sleeper Agent").passAll();
    expect(g.targetOptionNames()).toEqual(["Ben"]);
    g.targets("Ben").passAll();
    expect(controllerOf(g.reader, g.permanent("Sleeper Agent"))).toBe(1);
    g.passUntil("upkeep", 4).passAll();
    expect(g.life("Ben")).toBe(18);
    expect(g.life("Ana")).toBe(20);
  });
});
