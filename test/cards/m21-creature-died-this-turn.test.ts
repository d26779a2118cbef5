// Magic 2021's "if a creature died this turn" (700.4: died, put into a graveyard from the battlefield, whoever controlled
// it): Life Goes On, Fungal Rebirth, Twinblade Assassins, Sabertooth Mauler and Liliana's Devotee.

import { describe, expect, it } from "vitest";
import { duel, type Scenario } from "../support/scenario.ts";

/** Ana kills Ben's Grizzly Bears with Lightning Bolt (a Mountain on her battlefield pays for it). */
function killBears(g: Scenario): void {
  g.castAndPay("Lightning Bolt", "Grizzly Bears").passAll();
}

describe("Life Goes On", () => {
  it("700.4: 4 life, or 8 life instead if a creature died this turn", () => {
    const g = duel({ hand: ["Life Goes On"], battlefield: ["Forest"] });
    g.castAndPay("Life Goes On").passAll();
    expect(g.life("Ana")).toBe(24);
    const h = duel({ hand: ["Life Goes On", "Lightning Bolt"], battlefield: ["Forest", "Mountain"] }, { battlefield: ["Grizzly Bears"] });
    killBears(h);
    h.castAndPay("Life Goes On").passAll();
    expect(h.life("Ana")).toBe(28);
  });

  it("700.4: a token creature dying counts, under its controller; a creature that died last turn doesn't", () => {
    const g = duel({ hand: ["Lightning Bolt", "Life Goes On"], battlefield: ["Forest", "Mountain"] }, { battlefield: ["Zombie Token"] });
    g.castAndPay("Lightning Bolt", "Zombie Token").passAll();
    expect(g.state.players.map((p) => p.creaturesDiedThisTurn)).toEqual([0, 1]);
    g.passUntil("upkeep", 4);
    expect(g.state.players.map((p) => p.creaturesDiedThisTurn)).toEqual([0, 0]);
    g.passUntil("precombatMain", 5);
    g.castAndPay("Life Goes On").passAll();
    expect(g.life("Ana")).toBe(24);
  });
});

describe("Fungal Rebirth", () => {
  it("700.4: returns a permanent card; two Saprolings only if a creature died this turn", () => {
    const g = duel(
      { hand: ["Fungal Rebirth", "Lightning Bolt"], graveyard: ["Hill Giant"], battlefield: ["Forest", "Forest", "Forest", "Mountain"] },
      { battlefield: ["Grizzly Bears"] },
    );
    g.cast("Fungal Rebirth");
    g.answer({ kind: "targets", targets: [{ kind: "object", id: g.state.players[0]!.graveyard[0]!.id }] });
    g.autoPay().passAll();
    expect(g.handNames("Ana")).toEqual(["Lightning Bolt", "Hill Giant"]);
    expect(g.permanents("Saproling Token")).toHaveLength(0);
    const h = duel(
      { hand: ["Fungal Rebirth", "Lightning Bolt"], graveyard: ["Hill Giant"], battlefield: ["Forest", "Forest", "Forest", "Mountain"] },
      { battlefield: ["Grizzly Bears"] },
    );
    killBears(h);
    h.cast("Fungal Rebirth");
    h.answer({ kind: "targets", targets: [{ kind: "object", id: h.state.players[0]!.graveyard.find((c) => c.card === "Hill Giant")!.id }] });
    h.autoPay().passAll();
    expect(h.permanents("Saproling Token", "Ana")).toHaveLength(2);
  });
});

describe("Twinblade Assassins", () => {
  it("603.4: at the beginning of Ana's end step, a card only if a creature died this turn", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Twinblade Assassins", "Mountain"] }, { battlefield: ["Grizzly Bears"] });
    killBears(g);
    g.passUntil("end");
    expect(g.stackNames()).toEqual(["Twinblade Assassins"]);
    g.passAll();
    expect(g.handNames("Ana")).toHaveLength(1);
    g.passUntil("end", 5);
    expect(g.stackNames()).toEqual([]);
  });
});

describe("Sabertooth Mauler", () => {
  it("603.4: at the end step, if a creature died this turn, a +1/+1 counter and it untaps", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: [{ card: "Sabertooth Mauler", tapped: true }, "Mountain"] }, { battlefield: ["Grizzly Bears"] });
    killBears(g);
    g.passUntil("end");
    g.passAll();
    expect(g.permanent("Sabertooth Mauler").counters["+1/+1"]).toBe(1);
    expect(g.permanent("Sabertooth Mauler").tapped).toBe(false);
  });
});

describe("Liliana's Devotee", () => {
  it("613.4c: Zombies Ana controls get +1/+0; at her end step after a death, {1}{B} makes a Zombie", () => {
    const g = duel(
      { hand: ["Lightning Bolt"], battlefield: ["Liliana's Devotee", "Mountain", "Swamp", "Swamp"] },
      { battlefield: ["Grizzly Bears", "Zombie Token"] },
    );
    expect(g.pt("Zombie Token", "Ben")).toEqual([2, 2]);
    killBears(g);
    g.passUntil("end");
    g.passAll();
    g.expectPrompt("payUnless", "Ana");
    g.answer({ kind: "autoPay" });
    expect(g.pt("Zombie Token", "Ana")).toEqual([3, 2]);
  });
});
