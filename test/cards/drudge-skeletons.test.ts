// Drudge Skeletons: regeneration (701.19) as an activated ability.

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";
import { activateAndResolve, chooseObject } from "../support/casting.ts";
import { shields, attack, block, combatDamage } from "../support/combat.ts";

describe("Drudge Skeletons", () => {
  it("701.19a, 704.5g: regenerated instead of destroyed by lethal damage — it stays, tapped, with its damage removed; the shield is used", () => {
    const g = duel({ battlefield: ["Drudge Skeletons", "Swamp"] }, { hand: ["Shock"], battlefield: ["Mountain"] });
    activateAndResolve(g, "Drudge Skeletons");
    expect(shields(g)).toEqual(["Drudge Skeletons: regenerate"]);
    g.pass();
    g.castAndPay("Shock", "Drudge Skeletons").passAll();
    const skeletons = g.permanent("Drudge Skeletons");
    expect(skeletons).toMatchObject({ tapped: true, damage: 0 });
    expect(g.graveyardNames("Ana")).toEqual([]);
    expect(g.eventsOf("regenerated")).toMatchObject([{ name: "Drudge Skeletons" }]);
    expect(g.eventsOf("replaced")).toMatchObject([{ source: "Drudge Skeletons", rule: "701.19a" }]);
    expect(shields(g)).toEqual([]);
  });

  it("701.19a: a destroy spell — Mass Calcify — is replaced too; the other creatures are destroyed", () => {
    const g = duel(
      { hand: ["Mass Calcify"], battlefield: ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains", "Plains"] },
      { battlefield: ["Drudge Skeletons", "Grizzly Bears", "Swamp"] },
    );
    g.castAndPay("Mass Calcify").pass();
    activateAndResolve(g, "Drudge Skeletons");
    g.passAll();
    expect(g.permanent("Drudge Skeletons").tapped).toBe(true);
    expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears"]);
  });

  it("701.19a, 506.4: blocking, it is regenerated from lethal combat damage and removed from combat; the attacker stays blocked", () => {
    const g = duel({ battlefield: ["Grizzly Bears"] }, { battlefield: ["Drudge Skeletons", "Swamp"] });
    attack(g, "Grizzly Bears");
    block(g, ["Drudge Skeletons", "Grizzly Bears"]);
    g.pass();
    activateAndResolve(g, "Drudge Skeletons");
    g.passUntil("combatDamage");
    expect(combatDamage(g).sort()).toEqual(["Drudge Skeletons → Grizzly Bears: 1", "Grizzly Bears → Drudge Skeletons: 2"]);
    expect(g.permanent("Drudge Skeletons")).toMatchObject({ tapped: true, damage: 0 });
    expect(g.state.combat?.blockers.map((b) => b.id)).toEqual([]);
    expect(g.state.combat?.attackers).toMatchObject([{ id: g.permanent("Grizzly Bears").id, blocked: true }]);
    expect(g.life("Ben")).toBe(20);
  });

  it("701.19a: each activation is one shield — one shield saves it once, the second Shock destroys it", () => {
    const g = duel({ battlefield: ["Drudge Skeletons", "Swamp"] }, { hand: ["Shock", "Shock"], battlefield: ["Mountain", "Mountain"] });
    activateAndResolve(g, "Drudge Skeletons");
    g.pass();
    g.castAndPay("Shock", "Drudge Skeletons").passAll();
    expect(g.permanents("Drudge Skeletons")).toHaveLength(1);
    g.pass();
    g.castAndPay("Shock", "Drudge Skeletons").passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Drudge Skeletons"]);
  });

  it("701.19a: two activations make two shields — it survives two Shocks", () => {
    const g = duel({ battlefield: ["Drudge Skeletons", "Swamp", "Swamp"] }, { hand: ["Shock", "Shock"], battlefield: ["Mountain", "Mountain"] });
    activateAndResolve(g, "Drudge Skeletons");
    activateAndResolve(g, "Drudge Skeletons");
    expect(shields(g)).toHaveLength(2);
    g.pass();
    g.castAndPay("Shock", "Drudge Skeletons").passAll();
    g.pass();
    g.castAndPay("Shock", "Drudge Skeletons").passAll();
    expect(g.permanents("Drudge Skeletons")).toHaveLength(1);
    expect(g.eventsOf("regenerated")).toHaveLength(2);
  });

  it("614.4: the shield must exist before the event — the regeneration ability still under the Shock on the stack is too late", () => {
    const g = duel({ battlefield: ["Drudge Skeletons", "Swamp"] }, { hand: ["Shock"], battlefield: ["Mountain"] });
    g.activate("Drudge Skeletons").autoPay().pass();
    g.castAndPay("Shock", "Drudge Skeletons").passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Drudge Skeletons"]);
    g.passAll();
    expect(g.stackNames()).toEqual([]);
    expect(g.eventsOf("regenerated")).toEqual([]);
    expect(shields(g)).toEqual([]);
  });

  it("514.2: the shield ends at the cleanup step — on the next turn the Skeletons are destroyed", () => {
    const g = duel({ battlefield: ["Drudge Skeletons", "Swamp"] }, { hand: ["Shock"], battlefield: ["Mountain"] });
    activateAndResolve(g, "Drudge Skeletons");
    g.passUntil("upkeep", 4);
    expect(shields(g)).toEqual([]);
    g.castAndPay("Shock", "Drudge Skeletons").passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Drudge Skeletons"]);
  });

  it("701.21a: a sacrifice isn't a destruction — regeneration doesn't save it from Innocent Blood", () => {
    const g = duel({ hand: ["Innocent Blood"], battlefield: ["Drudge Skeletons", "Swamp", "Swamp"] }, { battlefield: ["Grizzly Bears"] });
    activateAndResolve(g, "Drudge Skeletons");
    g.castAndPay("Innocent Blood").passAll();
    g.expectPrompt("chooseObject", "Ana");
    chooseObject(g, "Drudge Skeletons");
    g.expectPrompt("chooseObject", "Ben");
    chooseObject(g, "Grizzly Bears");
    expect(g.graveyardNames("Ana")).toEqual(["Drudge Skeletons", "Innocent Blood"]);
    expect(g.eventsOf("regenerated")).toEqual([]);
  });
});
