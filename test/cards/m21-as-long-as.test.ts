// Magic 2021's "as long as" static abilities (611.3a: the effect exists only while the condition holds): Sigiled
// Contender (a +1/+1 counter on it), Gnarled Sage and Tome Anima (two cards drawn this turn), and Thieves' Guild
// Enforcer (an opponent with eight cards in their graveyard; and its "[this] or another Rogue enters" trigger).

import { describe, expect, it } from "vitest";
import { keywordsOf } from "../../server/engine/layers/characteristics.ts";
import { duel, filler } from "../support/scenario.ts";

describe("Sigiled Contender", () => {
  it("611.3a: it has lifelink only while it has a +1/+1 counter on it", () => {
    const g = duel({ battlefield: ["Sigiled Contender"] });
    expect(keywordsOf(g.reader, g.permanent("Sigiled Contender"))).not.toContain("Lifelink");
    const h = duel({ battlefield: [{ card: "Sigiled Contender", counters: { "+1/+1": 1 } }] });
    expect(keywordsOf(h.reader, h.permanent("Sigiled Contender"))).toContain("Lifelink");
  });
});

describe("Gnarled Sage", () => {
  it("121.2, 611.3a: +0/+2 and vigilance once Ana has drawn two cards this turn, until the turn ends", () => {
    const g = duel({ hand: ["Divination"], battlefield: ["Gnarled Sage", "Island", "Island", "Island"] });
    expect(g.pt("Gnarled Sage")).toEqual([4, 4]);
    g.castAndPay("Divination").passAll();
    expect(g.pt("Gnarled Sage")).toEqual([4, 6]);
    expect(keywordsOf(g.reader, g.permanent("Gnarled Sage"))).toContain("Vigilance");
    g.passUntil("upkeep", 4);
    expect(g.pt("Gnarled Sage")).toEqual([4, 4]);
  });
});

describe("Tome Anima", () => {
  it("509.1b: it can't be blocked once Ana has drawn two cards this turn", () => {
    const g = duel({ hand: ["Divination"], battlefield: ["Tome Anima", "Island", "Island", "Island"] }, { battlefield: ["Grizzly Bears"] });
    g.castAndPay("Divination").passAll();
    g.passUntilPrompt("declareAttackers");
    const anima = g.permanent("Tome Anima").id;
    g.answer({ kind: "attackers", attacks: [{ attacker: anima, defender: 1 }] });
    // No creature can block it: Ben is never asked to declare blockers, and it deals its damage.
    for (let i = 0; i < 10 && g.step !== "endOfCombat"; i++) {
      expect(g.prompt.kind).toBe("priority");
      g.pass();
    }
    expect(g.life("Ben")).toBe(17);
  });

  it("without the draws, it can be blocked", () => {
    const g = duel({ battlefield: ["Tome Anima"] }, { battlefield: ["Grizzly Bears"] });
    g.attackAndBlock("Tome Anima", "Grizzly Bears");
    expect(g.state.combat?.blockers).toHaveLength(1);
  });
});

describe("Thieves' Guild Enforcer", () => {
  it("603.6a: it or another Rogue entering under Ana's control makes each opponent mill two", () => {
    const g = duel({ hand: ["Thieves' Guild Enforcer", "Tavern Swindler"], battlefield: ["Swamp", "Swamp", "Swamp"] }, { library: filler(20) });
    g.castAndPay("Thieves' Guild Enforcer").passAll().passAll();
    expect(g.graveyardNames("Ben")).toHaveLength(2);
    g.castAndPay("Tavern Swindler").passAll().passAll();
    expect(g.graveyardNames("Ben")).toHaveLength(4);
  });

  it("611.3a: +2/+1 and deathtouch while an opponent has eight or more cards in their graveyard", () => {
    const g = duel({ battlefield: ["Thieves' Guild Enforcer"] }, { graveyard: filler(7) });
    expect(g.pt("Thieves' Guild Enforcer")).toEqual([1, 1]);
    const h = duel({ battlefield: ["Thieves' Guild Enforcer"] }, { graveyard: filler(8) });
    expect(h.pt("Thieves' Guild Enforcer")).toEqual([3, 2]);
    expect(keywordsOf(h.reader, h.permanent("Thieves' Guild Enforcer"))).toContain("Deathtouch");
  });
});
