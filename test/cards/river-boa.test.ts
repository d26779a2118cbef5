// River Boa: islandwalk and regeneration (701.19).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";
import { attack, block, combatDamage } from "../support/combat.ts";
import { activateAndResolve } from "../support/casting.ts";

describe("River Boa", () => {
  it("702.14c: islandwalk — it can't be blocked while the defending player controls an Island", () => {
    const g = duel({ battlefield: ["River Boa", "Grizzly Bears"] }, { battlefield: ["Island", "Hill Giant"] });
    attack(g, "River Boa", "Grizzly Bears");
    g.passUntilPrompt("declareBlockers");
    const options = g.expectPrompt("declareBlockers", "Ben").options;
    expect(options.flatMap((o) => o.attackers.map((a) => g.nameOfObject(a)))).toEqual(["Grizzly Bears"]);
    block(g);
    g.passUntil("combatDamage");
    expect(g.life("Ben")).toBe(16);
  });

  it("702.14c: without an Island it can be blocked", () => {
    const g = duel({ battlefield: ["River Boa"] }, { battlefield: ["Forest", "Hill Giant"] });
    attack(g, "River Boa");
    g.passUntilPrompt("declareBlockers");
    const options = g.expectPrompt("declareBlockers", "Ben").options;
    expect(options.flatMap((o) => o.attackers.map((a) => g.nameOfObject(a)))).toEqual(["River Boa"]);
  });

  it("701.19a: regenerated instead of destroyed by Doom Blade", () => {
    const g = duel({ hand: ["Doom Blade"], battlefield: ["Swamp", "Swamp"] }, { battlefield: ["River Boa", "Forest"] });
    g.castAndPay("Doom Blade", "River Boa").pass();
    activateAndResolve(g, "River Boa");
    g.passAll();
    expect(g.permanent("River Boa").tapped).toBe(true);
    expect(g.graveyardNames("Ben")).toEqual([]);
    expect(g.eventsOf("regenerated")).toMatchObject([{ name: "River Boa" }]);
  });

  it("701.19a, 506.4: an attacker regenerated from first-strike damage is removed from combat and deals no regular combat damage", () => {
    const g = duel({ battlefield: ["River Boa", "Forest"] }, { battlefield: ["White Knight"] });
    attack(g, "River Boa");
    block(g, ["White Knight", "River Boa"]);
    activateAndResolve(g, "River Boa");
    g.passUntil("firstStrikeDamage");
    expect(g.eventsOf("regenerated")).toMatchObject([{ name: "River Boa" }]);
    expect(g.state.combat?.attackers.map((a) => a.id)).toEqual([]);
    g.passUntil("combatDamage");
    expect(combatDamage(g)).toEqual(["White Knight → River Boa: 2"]);
    expect(g.permanent("White Knight").damage).toBe(0);
    expect(g.permanent("River Boa")).toMatchObject({ tapped: true, damage: 0 });
  });

  it("614.4: once Doom Blade has resolved it is too late — the Boa is already in the graveyard", () => {
    const g = duel({ hand: ["Doom Blade"], battlefield: ["Swamp", "Swamp"] }, { battlefield: ["River Boa", "Forest"] });
    g.castAndPay("Doom Blade", "River Boa").passAll();
    expect(g.graveyardNames("Ben")).toEqual(["River Boa"]);
    expect(g.expectPrompt("priority", "Ana").actions.some((a) => a.kind === "activate")).toBe(false);
  });

  describe("701.19c: 'it can't be regenerated' — a regeneration shield doesn't apply", () => {
    it("701.19c: Death Bomb destroys the shielded Boa", () => {
      const g = duel({ hand: ["Death Bomb"], battlefield: ["Grizzly Bears", "Swamp", "Swamp", "Swamp", "Swamp"] }, { battlefield: ["River Boa", "Forest"] });
      g.castAndPay("Death Bomb", "River Boa").pass();
      activateAndResolve(g, "River Boa");
      g.passAll();
      expect(g.graveyardNames("Ben")).toEqual(["River Boa"]);
      expect(g.eventsOf("regenerated")).toEqual([]);
    });

    it("701.19c: Plague Spores destroys the shielded Boa", () => {
      const g = duel(
        { hand: ["Plague Spores"], battlefield: ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Mountain"] },
        { battlefield: ["River Boa", "Forest", "Island"] },
      );
      g.cast("Plague Spores").targets("River Boa").targets("Island").autoPay().pass();
      activateAndResolve(g, "River Boa");
      g.passAll();
      expect(g.graveyardNames("Ben").sort()).toEqual(["Island", "River Boa"]);
      expect(g.eventsOf("regenerated")).toEqual([]);
    });

    it("701.19c: Perish destroys the shielded Boa", () => {
      const g = duel({ hand: ["Perish"], battlefield: ["Swamp", "Swamp", "Swamp"] }, { battlefield: ["River Boa", "Forest"] });
      g.castAndPay("Perish").pass();
      activateAndResolve(g, "River Boa");
      g.passAll();
      expect(g.graveyardNames("Ben")).toEqual(["River Boa"]);
      expect(g.eventsOf("regenerated")).toEqual([]);
    });

    it("701.19c: Fatal Lore destroys the shielded Boa", () => {
      const g = duel({ hand: ["Fatal Lore"], battlefield: ["Swamp", "Swamp", "Swamp", "Swamp"] }, { battlefield: ["River Boa", "Forest"] });
      g.cast("Fatal Lore").chooseModes(1).targets("River Boa").autoPay().pass();
      activateAndResolve(g, "River Boa");
      g.passAll();
      g.expectPrompt("chooseNumber", "Ben");
      g.answer({ kind: "number", value: 0 });
      expect(g.graveyardNames("Ben")).toEqual(["River Boa"]);
      expect(g.eventsOf("regenerated")).toEqual([]);
    });
  });
});
