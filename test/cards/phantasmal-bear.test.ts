// Phantasmal Bear: sacrificed when it becomes the target of a spell or ability.

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Phantasmal Bear", () => {
  it("603.2: becoming the target of an opponent's spell sacrifices it first — the Shock then has no legal target (608.2b)", () => {
    const g = duel({ battlefield: ["Phantasmal Bear"] }, { hand: ["Shock"], battlefield: ["Mountain"] });
    g.pass();
    g.castAndPay("Shock", "Phantasmal Bear");
    expect(g.stackNames()).toEqual(["Shock", "Phantasmal Bear"]);
    expect(g.state.stack[1]).toMatchObject({ kind: "ability", controller: 0, triggered: true });
    g.passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Phantasmal Bear"]);
    g.passAll();
    expect(g.eventsOf("countered")).toMatchObject([{ name: "Shock", rule: "608.2b" }]);
  });

  it("603.2: an ability targeting it triggers it too, even its own controller's Giant Growth", () => {
    const g = duel({ hand: ["Giant Growth"], battlefield: ["Phantasmal Bear", "Forest"] });
    g.castAndPay("Giant Growth", "Phantasmal Bear");
    expect(g.stackNames()).toEqual(["Giant Growth", "Phantasmal Bear"]);
    g.passAll();
    g.passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Phantasmal Bear", "Giant Growth"]);
    expect(g.eventsOf("countered")).toMatchObject([{ name: "Giant Growth", rule: "608.2b" }]);
  });
});
