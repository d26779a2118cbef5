// Redirection effects (614.9): Pariah (a static ability: damage to its controller is dealt to the enchanted creature)
// and Kjeldoran Royal Guard (combat damage from unblocked creatures this turn is dealt to it).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Pariah", () => {
  it("614.9: damage that would be dealt to its controller is dealt to the enchanted creature", () => {
    const g = duel({ hand: ["Pariah"], battlefield: ["Plains", "Plains", "Plains", "Hill Giant"] }, { hand: ["Lightning Bolt"], battlefield: ["Mountain"] });
    g.castAndPay("Pariah", "Hill Giant").passAll();
    g.pass();
    g.castAndPay("Lightning Bolt", "Ana").passAll();
    expect(g.life("Ana")).toBe(20);
    expect(g.graveyardNames("Ana")).toContain("Hill Giant");
  });

  it("614.9: on an opponent's creature, damage to Pariah's controller goes to that creature", () => {
    const g = duel({ hand: ["Pariah", "Shock"], battlefield: ["Plains", "Plains", "Plains", "Mountain"] }, { battlefield: ["Hill Giant"] });
    g.castAndPay("Pariah", "Hill Giant").passAll();
    g.castAndPay("Shock", "Ana").passAll();
    expect(g.life("Ana")).toBe(20);
    expect(g.permanent("Hill Giant").damage).toBe(2);
  });
});

describe("Kjeldoran Royal Guard", () => {
  it("614.9: combat damage from unblocked creatures to its controller is dealt to it instead; blocked ones and other damage aren't", () => {
    const g = duel(
      { battlefield: ["Grizzly Bears", "Llanowar Elves", "Hill Giant"] },
      { hand: ["Lightning Bolt"], battlefield: ["Kjeldoran Royal Guard", "Wall of Wood", "Mountain"] },
    );
    g.passUntilPrompt("declareAttackers");
    const ids = ["Grizzly Bears", "Llanowar Elves", "Hill Giant"].map((n) => g.permanent(n).id);
    g.answer({ kind: "attackers", attacks: ids.map((attacker) => ({ attacker, defender: g.playerId("Ben") })) });
    g.pass();
    g.activate("Kjeldoran Royal Guard").autoPay().passAll();
    g.passUntilPrompt("declareBlockers");
    g.answer({ kind: "blockers", blocks: [{ blocker: g.permanent("Wall of Wood").id, attacker: ids[2]! }] });
    g.passUntil("combatDamage");
    // Grizzly Bears (2) and Llanowar Elves (1) are unblocked: 3 damage to the Guard (2/5), none to Ben.
    expect(g.life("Ben")).toBe(20);
    expect(g.permanent("Kjeldoran Royal Guard").damage).toBe(3);
    g.pass();
    g.castAndPay("Lightning Bolt", "Ben").passAll();
    expect(g.life("Ben")).toBe(17);
  });

  it("614.9: once the Guard is gone, the damage is dealt to the player", () => {
    const g = duel({ hand: ["Lightning Bolt", "Shock"], battlefield: ["Craw Wurm", "Mountain", "Mountain"] }, { battlefield: ["Kjeldoran Royal Guard"] });
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Craw Wurm").id, defender: g.playerId("Ben") }] });
    g.pass();
    g.activate("Kjeldoran Royal Guard").autoPay().passAll();
    g.castAndPay("Lightning Bolt", "Kjeldoran Royal Guard").passAll();
    g.castAndPay("Shock", "Kjeldoran Royal Guard").passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Kjeldoran Royal Guard"]);
    g.passUntil("postcombatMain");
    expect(g.life("Ben")).toBe(14);
  });
});
