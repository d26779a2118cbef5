// Regeneration: an Aura's activated ability naming "enchanted creature" (701.19), which finds what the Aura was
// attached to even after it left the battlefield (113.7a).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

const enchanted = { battlefield: ["Forest", "Forest", { card: "Grizzly Bears", label: "bears" }, { card: "Regeneration", attachedTo: "bears" }] };

describe("Regeneration", () => {
  it("701.19a: {G}: the enchanted creature is regenerated the next time it would be destroyed this turn", () => {
    const g = duel(enchanted, { hand: ["Doom Blade"], battlefield: ["Swamp", "Swamp"] });
    g.activate("Regeneration").autoPay().passAll();
    g.pass();
    g.castAndPay("Doom Blade", "Grizzly Bears").passAll();
    expect(g.permanent("Grizzly Bears").tapped).toBe(true);
    expect(g.permanents("Regeneration")).toHaveLength(1);
  });

  it("113.7a: destroyed in response, the Aura's ability still regenerates the creature it enchanted", () => {
    const g = duel(enchanted, { hand: ["Doom Blade"], battlefield: ["Aura of Silence", "Swamp", "Swamp"] });
    g.activate("Regeneration").autoPay().pass();
    g.activate("Aura of Silence", "p1").targets("Regeneration").autoPay().passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Regeneration"]);
    g.passAll();
    g.pass();
    g.castAndPay("Doom Blade", "Grizzly Bears").passAll();
    expect(g.permanents("Grizzly Bears")).toHaveLength(1);
  });
});
