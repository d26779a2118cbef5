// Magic 2021's "Activate only if …" (602.5b): Celestial Enforcer (you control a creature with flying) and Caged Zombie
// (a creature died this turn).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Celestial Enforcer", () => {
  it("602.5b: its ability can be activated only while Ana controls a creature with flying", () => {
    const g = duel({ battlefield: ["Celestial Enforcer", "Plains", "Plains"] }, { battlefield: ["Hill Giant"] });
    expect(g.refuseAnswer({ kind: "activate", source: g.permanent("Celestial Enforcer").id, ability: "p0" }).message).toBeTruthy();
    const h = duel({ battlefield: ["Celestial Enforcer", "Wind Drake", "Plains", "Plains"] }, { battlefield: ["Hill Giant"] });
    h.activate("Celestial Enforcer").targets("Hill Giant").autoPay().passAll();
    expect(h.permanent("Hill Giant", "Ben").tapped).toBe(true);
  });
});

describe("Caged Zombie", () => {
  it("602.5b: each opponent loses 2 life — only once a creature died this turn", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Caged Zombie", "Swamp", "Swamp", "Mountain"] }, { battlefield: ["Grizzly Bears"] });
    expect(g.expectPrompt("priority", "Ana").actions.some((a) => a.kind === "activate")).toBe(false);
    g.castAndPay("Lightning Bolt", "Grizzly Bears").passAll();
    g.activate("Caged Zombie").autoPay().passAll();
    expect(g.life("Ben")).toBe(18);
  });
});
