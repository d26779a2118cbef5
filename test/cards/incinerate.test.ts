// Incinerate: 3 damage to any target; a creature dealt damage this way can't be regenerated this turn (701.19c).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";
import { activateAndResolve } from "../support/casting.ts";
import { shields } from "../support/combat.ts";

describe("Incinerate", () => {
  it("701.19c: a regeneration shield doesn't save a creature Incinerate dealt lethal damage to", () => {
    const g = duel({ hand: ["Incinerate"], battlefield: ["Mountain", "Mountain"] }, { battlefield: ["Drudge Skeletons", "Swamp"] });
    g.pass();
    activateAndResolve(g, "Drudge Skeletons");
    expect(shields(g)).toEqual(["Drudge Skeletons: regenerate"]);
    g.castAndPay("Incinerate", "Drudge Skeletons").passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Drudge Skeletons"]);
    expect(g.eventsOf("regenerated")).toEqual([]);
  });

  it("701.19c: for the rest of the turn — a shield made after the damage doesn't save it from a later destruction", () => {
    const g = duel(
      { hand: ["Incinerate", "Shock"], battlefield: ["Mountain", "Mountain", "Mountain"] },
      { battlefield: ["Rhox", "Forest", "Forest", "Forest"] },
    );
    g.castAndPay("Incinerate", "Rhox").passAll();
    expect(g.permanent("Rhox").damage).toBe(3);
    g.pass();
    g.activate("Rhox", 1).autoPay().passAll();
    expect(shields(g)).toEqual(["Rhox: regenerate"]);
    g.castAndPay("Shock", "Rhox").passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Rhox"]);
  });

  it("701.19c: only the creature dealt damage — another creature's shield still works", () => {
    const g = duel(
      { hand: ["Incinerate", "Shock"], battlefield: ["Mountain", "Mountain", "Mountain"] },
      { battlefield: ["Drudge Skeletons", "River Boa", "Swamp"] },
    );
    g.castAndPay("Incinerate", "River Boa").passAll();
    g.pass();
    activateAndResolve(g, "Drudge Skeletons");
    g.castAndPay("Shock", "Drudge Skeletons").passAll();
    expect(g.permanent("Drudge Skeletons").tapped).toBe(true);
    expect(g.eventsOf("regenerated")).toMatchObject([{ name: "Drudge Skeletons" }]);
  });

  it("514.2: the effect ends with the turn — next turn the creature can be regenerated again", () => {
    const g = duel({ hand: ["Incinerate"], battlefield: ["Mountain", "Mountain"] }, { battlefield: ["River Boa", "Forest"] });
    g.castAndPay("Incinerate", "River Boa").passAll();
    expect(g.state.effects.some((e) => e.kind === "cantBeRegenerated")).toBe(true);
    g.passUntil("upkeep");
    expect(g.state.effects.some((e) => e.kind === "cantBeRegenerated")).toBe(false);
  });

  it("120.3: 3 damage to a player", () => {
    const g = duel({ hand: ["Incinerate"], battlefield: ["Mountain", "Mountain"] });
    g.castAndPay("Incinerate", "Ben").passAll();
    expect(g.life("Ben")).toBe(17);
    expect(g.state.effects).toEqual([]);
  });
});
