// 611.3a: a static ability's "as long as …" effect applies at any moment its condition holds — the object view is
// worked out again when what the condition reads (the active player, combat, a life total, the permanents) changes.

import { describe, expect, it } from "vitest";
import { keywordsOf } from "../../server/engine/layers/characteristics.ts";
import { duel, type Scenario } from "../support/scenario.ts";

const has = (g: Scenario, name: string, keyword: string): boolean => (keywordsOf(g.reader, g.permanent(name)) as unknown[]).includes(keyword);

describe("static abilities with an 'as long as' condition", () => {
  it("611.3a: 'as long as it's your turn' follows the active player, turn after turn", () => {
    const g = duel({ battlefield: ["Daggersail Aeronaut"] });
    const seen = [has(g, "Daggersail Aeronaut", "Flying")];
    g.passUntil("upkeep");
    seen.push(has(g, "Daggersail Aeronaut", "Flying"));
    g.passUntil("draw").passUntil("upkeep");
    seen.push(has(g, "Daggersail Aeronaut", "Flying"));
    expect(seen).toEqual([true, false, true]);
  });

  it("611.3a: 'as long as you have 25 or more life' stops applying as soon as the life total drops", () => {
    const g = duel({ life: 26, battlefield: ["Twinblade Paladin", "Mountain"], hand: ["Shock"] });
    expect(has(g, "Twinblade Paladin", "Double strike")).toBe(true);
    g.castAndPay("Shock", "Ana").passAll();
    expect(g.life("Ana")).toBe(24);
    expect(has(g, "Twinblade Paladin", "Double strike")).toBe(false);
  });

  it("611.3a: 'as long as you control a [permanent]' reads the source's controller's permanents as they are now", () => {
    const g = duel(
      { battlefield: ["Celestial Messenger", { card: "Mu Yanling, Celestial Wind", counters: { loyalty: 3 } }] },
      { battlefield: ["Mountain"], hand: ["Lightning Bolt"] },
    );
    expect(g.pt("Celestial Messenger")).toEqual([4, 3]);
    g.pass();
    g.castAndPay("Lightning Bolt", "Mu Yanling, Celestial Wind").passAll();
    expect(g.permanents("Mu Yanling, Celestial Wind")).toHaveLength(0);
    expect(g.pt("Celestial Messenger")).toEqual([3, 2]);
  });
});
