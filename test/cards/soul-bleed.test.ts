// Soul Bleed: "at the beginning of the upkeep of enchanted creature's controller" (503.1a), whoever controls the Aura.

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Soul Bleed", () => {
  it("503.1a: it triggers in the upkeep of the enchanted creature's controller only, and that player loses 1 life", () => {
    const g = duel({ hand: ["Soul Bleed"], battlefield: ["Swamp", "Swamp", "Swamp"] }, { battlefield: ["Grizzly Bears"] });
    g.castAndPay("Soul Bleed", "Grizzly Bears").passAll();
    g.passUntil("draw", 4);
    expect(g.life("Ben")).toBe(19);
    g.passUntil("draw", 5);
    expect(g.life("Ana")).toBe(20);
    expect(g.life("Ben")).toBe(19);
  });

  it("on its controller's own creature, it's its controller who loses life", () => {
    const g = duel({ hand: ["Soul Bleed"], battlefield: ["Swamp", "Swamp", "Swamp", "Grizzly Bears"] });
    g.castAndPay("Soul Bleed", "Grizzly Bears").passAll();
    g.passUntil("draw", 5);
    expect(g.life("Ana")).toBe(19);
    expect(g.life("Ben")).toBe(20);
  });
});
