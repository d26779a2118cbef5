// Jinxed Idol: a permanent given to another player (613.1b: control changes to the target opponent), whose upkeep
// trigger then hurts its new controller.

import { describe, expect, it } from "vitest";
import { controllerOf } from "../../server/engine/layers/characteristics.ts";
import { duel } from "../support/scenario.ts";

describe("Jinxed Idol", () => {
  it("at the beginning of its controller's upkeep, it deals 2 damage to them", () => {
    const g = duel({ battlefield: ["Jinxed Idol"] });
    g.passUntil("draw", 5);
    expect(g.life("Ana")).toBe(18);
    expect(g.life("Ben")).toBe(20);
  });

  it("613.1b: sacrificing a creature gives it to the target opponent, and it hurts them in their upkeep", () => {
    const g = duel({ battlefield: ["Jinxed Idol", "Grizzly Bears"] });
    g.activate("Jinxed Idol", 1).targets("Ben");
    g.payPart("sacrifice a creature", "Grizzly Bears").passAll();
    expect(controllerOf(g.reader, g.permanent("Jinxed Idol"))).toBe(g.playerId("Ben"));
    g.passUntil("draw", 4);
    expect(g.life("Ben")).toBe(18);
    g.passUntil("draw", 5);
    expect(g.life("Ana")).toBe(20);
  });
});
