// Hesitation: sacrificed to counter the next spell cast.

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";
import { stackSpellId } from "../support/zones.ts";

describe("Hesitation", () => {
  it("603.2, 701.21a: when any player casts a spell, Hesitation is sacrificed and that spell countered", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { battlefield: ["Hesitation"] });
    g.castAndPay("Lightning Bolt", "Ben");
    expect(g.stackNames()).toEqual(["Lightning Bolt", "Hesitation"]);
    g.passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Hesitation"]);
    expect(g.graveyardNames("Ana")).toEqual(["Lightning Bolt"]);
    expect(g.eventsOf("countered").map((e) => e.name)).toEqual(["Lightning Bolt"]);
    expect(g.life("Ben")).toBe(20);
  });

  it("603.2: it also counters its own controller's spell", () => {
    const g = duel({}, { hand: ["Lightning Bolt"], battlefield: ["Hesitation", "Mountain"] });
    g.pass();
    g.castAndPay("Lightning Bolt", "Ana");
    expect(g.stackNames()).toEqual(["Lightning Bolt", "Hesitation"]);
    g.passAll();
    expect(g.life("Ana")).toBe(20);
    expect(g.graveyardNames("Ben").sort()).toEqual(["Hesitation", "Lightning Bolt"]);
  });

  it("'sacrifice Hesitation and counter that spell' isn't 'If you do' (118.12): already gone when its first ability resolves, it still counters that spell", () => {
    const g = duel({ hand: ["Lightning Bolt", "Lightning Bolt"], battlefield: ["Mountain", "Mountain"] }, { battlefield: ["Hesitation"] });
    g.castAndPay("Lightning Bolt", "Ben");
    const first = stackSpellId(g, "Lightning Bolt");
    // In response, a second spell: Hesitation triggers again, and that trigger resolves first.
    g.castAndPay("Lightning Bolt", "Ben");
    expect(g.stackNames()).toEqual(["Lightning Bolt", "Hesitation", "Lightning Bolt", "Hesitation"]);
    const second = g.state.stack[2]!.id;
    g.passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Hesitation"]);
    expect(g.eventsOf("countered").map((e) => e.object)).toEqual([second]);
    g.passAll(); // the first trigger: no Hesitation to sacrifice, and the first Bolt is countered all the same
    expect(g.stackNames()).toEqual([]);
    expect(g.eventsOf("countered").map((e) => e.object)).toEqual([second, first]);
    expect(g.life("Ben")).toBe(20);
  });
});
