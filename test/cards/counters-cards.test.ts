// Counters (122): put on permanents and players by effects and as costs, removed by costs and effects.

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Cruel Sadist", () => {
  it("122.6: {B}, {T}, Pay 1 life puts a +1/+1 counter on it (a counter put by an effect, announced as such)", () => {
    const g = duel({ battlefield: ["Cruel Sadist", "Swamp"] });
    g.activate("Cruel Sadist", "p0").autoPay().passAll();
    expect(g.life("Ana")).toBe(19);
    expect(g.permanent("Cruel Sadist").counters).toEqual({ "+1/+1": 1 });
    expect(g.pt("Cruel Sadist")).toEqual([2, 2]);
    expect(g.log().join("\n")).toContain("Cruel Sadist gets 1 more +1/+1 counter.");
  });

  it("107.3, 118.3: removing X +1/+1 counters is a cost: X damage to target creature; X above the counters it has can't be paid", () => {
    const g = duel({ battlefield: [{ card: "Cruel Sadist", counters: { "+1/+1": 2 } }, "Swamp", "Swamp", "Swamp"] }, { battlefield: ["Hill Giant"] });
    g.activate("Cruel Sadist", "p1").announceX(3).targets("Hill Giant");
    expect(g.eventsOf("castReversed")).toHaveLength(1);
    expect(g.permanent("Cruel Sadist").counters).toEqual({ "+1/+1": 2 });
    g.activate("Cruel Sadist", "p1").announceX(2).targets("Hill Giant").autoPay();
    // The counters are gone as the cost is paid, before the ability resolves.
    expect(g.permanent("Cruel Sadist").counters).toEqual({});
    expect(g.pt("Cruel Sadist")).toEqual([1, 1]);
    g.passAll();
    expect(g.permanent("Hill Giant").damage).toBe(2);
  });
});

describe("Tempered Veteran", () => {
  it("its {W} ability targets only a creature with a +1/+1 counter on it; the other, any creature", () => {
    const g = duel({ battlefield: ["Tempered Veteran", "Plains", "Grizzly Bears", { card: "Savannah Lions", counters: { "+1/+1": 1 } }] });
    g.activate("Tempered Veteran", "p0");
    expect(g.targetOptionNames()).toEqual(["Savannah Lions"]);
    g.targets("Savannah Lions").autoPay().passAll();
    expect(g.permanent("Savannah Lions").counters).toEqual({ "+1/+1": 2 });
    expect(g.pt("Savannah Lions")).toEqual([4, 3]);
    const h = duel({ battlefield: ["Tempered Veteran", "Plains", "Plains", "Plains", "Plains", "Plains", "Plains", "Grizzly Bears"] });
    h.activate("Tempered Veteran", "p1");
    expect(h.targetOptionNames()).toEqual(["Tempered Veteran", "Grizzly Bears"]);
    h.targets("Grizzly Bears").autoPay().passAll();
    expect(h.pt("Grizzly Bears")).toEqual([3, 3]);
  });
});

describe("Devoted Druid", () => {
  it("putting a -1/-1 counter on it is the cost of untapping it; with two, its toughness is 0 and it dies (704.5f)", () => {
    const g = duel({ battlefield: ["Devoted Druid"] });
    g.tapForMana("Devoted Druid");
    g.activate("Devoted Druid", "p1");
    expect(g.expectPrompt("payCosts").parts.map((p) => p.text)).toEqual(["put a -1/-1 counter on this"]);
    g.autoPay();
    expect(g.permanent("Devoted Druid").counters).toEqual({ "-1/-1": 1 });
    g.passAll();
    expect(g.permanent("Devoted Druid").tapped).toBe(false);
    expect(g.pt("Devoted Druid")).toEqual([-1, 1]);
    g.activate("Devoted Druid", "p1").autoPay();
    expect(g.permanents("Devoted Druid")).toHaveLength(0);
    expect(g.graveyardNames("Ana")).toEqual(["Devoted Druid"]);
  });

  it("704.5q: a +1/+1 counter and its -1/-1 counter annihilate", () => {
    const g = duel({ battlefield: [{ card: "Devoted Druid", counters: { "+1/+1": 1 } }] });
    g.activate("Devoted Druid", "p1").autoPay();
    expect(g.permanent("Devoted Druid").counters).toEqual({});
    expect(g.pt("Devoted Druid")).toEqual([0, 2]);
  });
});

describe("Caress of Phyrexia", () => {
  it("122.1f: target player draws three, loses 3 life and gets three poison counters", () => {
    const g = duel({ hand: ["Caress of Phyrexia"], battlefield: ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp"] }, { counters: { poison: 1, experience: 2 } });
    g.castAndPay("Caress of Phyrexia", "Ben").passAll();
    expect(g.handNames("Ben")).toHaveLength(3);
    expect(g.life("Ben")).toBe(17);
    expect(g.state.players[1]!.counters).toEqual({ poison: 4, experience: 2 });
    expect(g.log().join("\n")).toContain("Ben: 1 → 4 poison counters.");
  });

  it("704.5c: a player given a tenth poison counter loses the game", () => {
    const g = duel({ hand: ["Caress of Phyrexia"], battlefield: ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp"] }, { poison: 7 });
    g.castAndPay("Caress of Phyrexia", "Ben").passAll();
    expect(g.state.players[1]!.status).toBe("lost");
    expect(g.eventsOf("playerLost")).toMatchObject([{ player: 1, rule: "704.5c" }]);
  });
});

describe("Pestilent Haze", () => {
  it("removes two loyalty counters from each planeswalker, its caster's too; one left with 0 loyalty dies (704.5i)", () => {
    const g = duel(
      { hand: ["Pestilent Haze"], battlefield: ["Swamp", "Swamp", "Swamp", "Liliana Vess"] },
      { battlefield: [{ card: "Jace Beleren", counters: { loyalty: 2 } }, "Grizzly Bears"] },
    );
    g.cast("Pestilent Haze").chooseModes(1).autoPay().passAll();
    expect(g.permanent("Liliana Vess").counters).toEqual({ loyalty: 3 });
    expect(g.graveyardNames("Ben")).toEqual(["Jace Beleren"]);
    expect(g.pt("Grizzly Bears")).toEqual([2, 2]);
  });

  it("or all creatures get -2/-2 until end of turn", () => {
    const g = duel({ hand: ["Pestilent Haze"], battlefield: ["Swamp", "Swamp", "Swamp", "Hill Giant"] }, { battlefield: ["Grizzly Bears", "Jace Beleren"] });
    g.cast("Pestilent Haze").chooseModes(0).autoPay().passAll();
    expect(g.pt("Hill Giant")).toEqual([1, 1]);
    expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears"]);
    expect(g.permanent("Jace Beleren").counters).toEqual({ loyalty: 3 });
  });
});

describe("Corpsejack Menace", () => {
  it("122.6, 614.1a: putting +1/+1 counters on a creature you control is an event it replaces with twice that many", () => {
    const g = duel({ battlefield: ["Corpsejack Menace", "Cruel Sadist", "Swamp"] });
    g.activate("Cruel Sadist", "p0").autoPay().passAll();
    expect(g.permanent("Cruel Sadist").counters).toEqual({ "+1/+1": 2 });
    expect(g.eventsOf("replaced").at(-1)).toMatchObject({ source: "Corpsejack Menace", event: "1 +1/+1 counter would be put on Cruel Sadist" });
  });

  it("122.6: a creature entering with +1/+1 counters enters with twice that many; other kinds and other players' creatures are unchanged", () => {
    const g = duel(
      { hand: ["Triskelion", "Jace Beleren"], battlefield: ["Corpsejack Menace", ...Array.from({ length: 9 }, () => "Island")] },
      { battlefield: ["Cruel Sadist", "Swamp"] },
    );
    g.castAndPay("Triskelion").passAll();
    expect(g.permanent("Triskelion").counters).toEqual({ "+1/+1": 6 });
    g.castAndPay("Jace Beleren").passAll();
    expect(g.permanent("Jace Beleren").counters).toEqual({ loyalty: 3 });
  });
});

describe("Hardened Scales", () => {
  it("that many plus one; with Corpsejack Menace too, the affected creature's controller chooses the order (616.1): 1 → 3 or 4", () => {
    const g = duel({ battlefield: ["Hardened Scales", "Corpsejack Menace", "Cruel Sadist", "Swamp", "Swamp"] });
    g.activate("Cruel Sadist", "p0").autoPay().passAll();
    const p = g.expectPrompt("chooseOption", "Ana");
    g.answer({ kind: "option", option: p.options.find((o) => o.startsWith("Hardened Scales"))! });
    expect(g.permanent("Cruel Sadist").counters).toEqual({ "+1/+1": 4 });
  });

  it("616.1: a creature spell entering with counters stays on the stack while its controller orders the two effects (7 or 8 counters)", () => {
    const g = duel({ hand: ["Triskelion"], battlefield: ["Hardened Scales", "Corpsejack Menace", ...Array.from({ length: 6 }, () => "Swamp")] });
    g.castAndPay("Triskelion").passAll();
    const p = g.expectPrompt("chooseOption", "Ana");
    expect(g.stackNames()).toEqual(["Triskelion"]);
    g.answer({ kind: "option", option: p.options.find((o) => o.startsWith("Corpsejack Menace"))! });
    expect(g.stackNames()).toEqual([]);
    expect(g.permanent("Triskelion").counters).toEqual({ "+1/+1": 7 });
  });

  it("applies to Ajani Goldmane's counters on each creature you control, not to his loyalty counters", () => {
    const g = duel({ battlefield: ["Hardened Scales", "Ajani Goldmane", "Grizzly Bears"] });
    g.activate("Ajani Goldmane", "p0").autoPay();
    expect(g.permanent("Ajani Goldmane").counters).toEqual({ loyalty: 5 });
    g.passAll();
    g.passUntil("precombatMain", 5);
    g.activate("Ajani Goldmane", "p1").autoPay().passAll();
    expect(g.permanent("Grizzly Bears").counters).toEqual({ "+1/+1": 2 });
  });
});
