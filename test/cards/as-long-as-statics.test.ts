// "As long as …" static abilities (611.3a: the effect applies at any moment its condition holds): on your turn (Blood
// Burglar, Daggersail Aeronaut), while attacking (Unchained Berserker), while you control a planeswalker of a type
// (Celestial Messenger, with Mu Yanling, Celestial Wind), at 25 or more life (Twinblade Paladin).

import { describe, expect, it } from "vitest";
import { keywordsOf } from "../../server/engine/layers/characteristics.ts";
import { duel, type Scenario } from "../support/scenario.ts";

const has = (g: Scenario, name: string, keyword: string, who?: string): boolean =>
  (keywordsOf(g.reader, g.permanent(name, who)) as unknown[]).includes(keyword);

describe("Blood Burglar", () => {
  it("611.3a: it has lifelink during its controller's turn only", () => {
    const g = duel({ battlefield: ["Blood Burglar"] });
    expect(has(g, "Blood Burglar", "Lifelink")).toBe(true);
    g.passUntil("upkeep");
    expect(g.state.turn.active).toBe(1);
    expect(has(g, "Blood Burglar", "Lifelink")).toBe(false);
    g.passUntil("draw").passUntil("upkeep");
    expect(has(g, "Blood Burglar", "Lifelink")).toBe(true);
  });

  it("702.15b: attacking on its controller's turn, its damage gains that much life", () => {
    const g = duel({ battlefield: ["Blood Burglar"] });
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Blood Burglar").id, defender: 1 }] });
    g.passUntil("end");
    expect(g.life("Ben")).toBe(18);
    expect(g.life("Ana")).toBe(22);
  });
});

describe("Daggersail Aeronaut", () => {
  it("611.3a: it has flying during its controller's turn only", () => {
    const g = duel({ battlefield: ["Daggersail Aeronaut"] });
    expect(has(g, "Daggersail Aeronaut", "Flying")).toBe(true);
    g.passUntil("upkeep");
    expect(has(g, "Daggersail Aeronaut", "Flying")).toBe(false);
  });
});

describe("Unchained Berserker", () => {
  it("611.3a, 506.3: +2/+0 only while it is attacking", () => {
    const g = duel({ battlefield: ["Unchained Berserker"] });
    expect(g.pt("Unchained Berserker")).toEqual([1, 1]);
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Unchained Berserker").id, defender: 1 }] });
    expect(g.pt("Unchained Berserker")).toEqual([3, 1]);
    g.passUntil("end");
    expect(g.life("Ben")).toBe(17);
    expect(g.pt("Unchained Berserker")).toEqual([1, 1]);
  });

  it("702.16: protection from white — a white spell can't target it", () => {
    const g = duel({ battlefield: ["Plains", "Plains"], hand: ["Pacifism"] }, { battlefield: ["Unchained Berserker", "Grizzly Bears"] });
    g.cast("Pacifism");
    expect(g.targetOptionNames()).toEqual(["Grizzly Bears"]);
  });
});

describe("Celestial Messenger", () => {
  it("611.3a: +1/+1 while its controller controls a Yanling planeswalker — not the opponent's", () => {
    const g = duel({ battlefield: ["Celestial Messenger"] }, { battlefield: ["Mu Yanling, Celestial Wind"] });
    expect(g.pt("Celestial Messenger")).toEqual([3, 2]);
    const h = duel({ battlefield: ["Celestial Messenger", "Mu Yanling, Celestial Wind"] });
    expect(h.pt("Celestial Messenger")).toEqual([4, 3]);
  });
});

describe("Mu Yanling, Celestial Wind", () => {
  it("[+1]: up to one target creature gets -5/-0 until its controller's next turn", () => {
    const g = duel({ battlefield: ["Mu Yanling, Celestial Wind"] }, { battlefield: ["Hill Giant"] });
    g.activate("Mu Yanling, Celestial Wind", "p0").targets("Hill Giant").autoPay().passAll();
    expect(g.pt("Hill Giant", "Ben")).toEqual([-2, 3]);
    g.passUntil("upkeep").passUntil("end");
    expect(g.state.turn.active).toBe(1);
    expect(g.pt("Hill Giant", "Ben")).toEqual([-2, 3]);
    g.passUntil("upkeep");
    expect(g.pt("Hill Giant", "Ben")).toEqual([3, 3]);
  });

  it("[−3]: up to two target creatures return to their owners' hands", () => {
    const g = duel({ battlefield: ["Mu Yanling, Celestial Wind", "Grizzly Bears"] }, { battlefield: ["Hill Giant"] });
    g.activate("Mu Yanling, Celestial Wind", "p1").targets("Hill Giant", "Grizzly Bears").autoPay().passAll();
    expect(g.handNames("Ana")).toEqual(["Grizzly Bears"]);
    expect(g.handNames("Ben")).toEqual(["Hill Giant"]);
    expect(g.permanent("Mu Yanling, Celestial Wind").counters.loyalty).toBe(2);
  });

  it("[−7]: creatures you control with flying get +5/+5 until end of turn", () => {
    const g = duel({ battlefield: [{ card: "Mu Yanling, Celestial Wind", counters: { loyalty: 7 } }, "Celestial Messenger", "Grizzly Bears"] });
    g.activate("Mu Yanling, Celestial Wind", "p2").autoPay().passAll();
    // Its loyalty is 0: it is gone, and so is the Messenger's +1/+1.
    expect(g.pt("Celestial Messenger")).toEqual([8, 7]);
    expect(g.pt("Grizzly Bears")).toEqual([2, 2]);
  });
});

describe("Twinblade Paladin", () => {
  it("119.9: whenever its controller gains life, a +1/+1 counter", () => {
    const g = duel({ battlefield: ["Twinblade Paladin", "Ajani Goldmane"] });
    g.activate("Ajani Goldmane", "p0").autoPay().passAll();
    g.passAll();
    expect(g.pt("Twinblade Paladin")).toEqual([4, 4]);
  });

  it("611.3a: double strike as long as its controller has 25 or more life", () => {
    const g = duel({ life: 23, battlefield: ["Twinblade Paladin", "Ajani Goldmane"] });
    expect(has(g, "Twinblade Paladin", "Double strike")).toBe(false);
    g.activate("Ajani Goldmane", "p0").autoPay().passAll();
    expect(g.life("Ana")).toBe(25);
    expect(has(g, "Twinblade Paladin", "Double strike")).toBe(true);
  });
});
