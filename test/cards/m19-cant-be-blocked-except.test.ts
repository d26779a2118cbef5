// "Can't be blocked [by …] this turn except by …" as a restriction until end of turn (509.1b): Ghirapur Guide and
// Departed Deckhand (which also sacrifices itself when a spell targets it).

import { describe, expect, it } from "vitest";
import { duel, type Scenario } from "../support/scenario.ts";

function attack(g: Scenario, name: string): void {
  g.passUntilPrompt("declareAttackers");
  g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent(name, "Ana").id, defender: 1 }] });
  g.passUntilPrompt("declareBlockers");
}

describe("Ghirapur Guide", () => {
  it("509.1b: target creature its controller controls can't be blocked by creatures with power 2 or less this turn", () => {
    const g = duel({ battlefield: ["Ghirapur Guide", "Grizzly Bears", "Forest", "Forest", "Forest"] }, { battlefield: ["Runeclaw Bear", "Hill Giant"] });
    g.activate("Ghirapur Guide").targets("Grizzly Bears").autoPay().passAll();
    attack(g, "Grizzly Bears");
    const bears = g.permanent("Grizzly Bears").id;
    expect(g.refuseAnswer({ kind: "blockers", blocks: [{ blocker: g.permanent("Runeclaw Bear").id, attacker: bears }] }).message).toBeTruthy();
    g.answer({ kind: "blockers", blocks: [{ blocker: g.permanent("Hill Giant").id, attacker: bears }] });
  });

  it("the restriction ends with the turn", () => {
    const g = duel({ battlefield: ["Ghirapur Guide", "Grizzly Bears", "Forest", "Forest", "Forest"] }, { battlefield: ["Runeclaw Bear", "Hill Giant"] });
    g.activate("Ghirapur Guide").targets("Grizzly Bears").autoPay().passAll();
    g.passUntil("precombatMain", 5);
    attack(g, "Grizzly Bears");
    g.answer({ kind: "blockers", blocks: [{ blocker: g.permanent("Runeclaw Bear").id, attacker: g.permanent("Grizzly Bears").id }] });
  });
});

describe("Departed Deckhand", () => {
  it("509.1b: only Spirits can block it; {3}{U}: another creature its controller controls gets the same until end of turn", () => {
    const g = duel(
      { battlefield: ["Departed Deckhand", "Grizzly Bears", "Island", "Island", "Island", "Island"] },
      { battlefield: ["Hill Giant", "Ghost Warden"] },
    );
    g.activate("Departed Deckhand", 2).targets("Grizzly Bears").autoPay().passAll();
    expect(g.log().join("\n")).toContain("Grizzly Bears can't be blocked this turn except by Spirits (509.1b).");
    g.passUntilPrompt("declareAttackers");
    const attacks = ["Departed Deckhand", "Grizzly Bears"].map((n) => ({ attacker: g.permanent(n, "Ana").id, defender: 1 }));
    g.answer({ kind: "attackers", attacks });
    g.passUntilPrompt("declareBlockers");
    const giant = g.permanent("Hill Giant").id;
    for (const a of attacks) expect(g.refuseAnswer({ kind: "blockers", blocks: [{ blocker: giant, attacker: a.attacker }] }).message).toBeTruthy();
    g.answer({ kind: "blockers", blocks: [{ blocker: g.permanent("Ghost Warden").id, attacker: attacks[1]!.attacker }] });
  });

  it("when it becomes the target of a spell, it is sacrificed", () => {
    const g = duel({ hand: ["Giant Growth"], battlefield: ["Departed Deckhand", "Forest"] });
    g.castAndPay("Giant Growth", "Departed Deckhand");
    g.passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Departed Deckhand"]);
  });
});
