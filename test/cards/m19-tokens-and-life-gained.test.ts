// Core Set 2019 cards that create tokens on unusual triggers (Thorn Lieutenant, Sai), and those reading the life a
// player gained this turn (Regal Bloodlord, Resplendent Angel, Nightmare's Thirst).

import { describe, expect, it } from "vitest";
import { characteristics, keywordsOf } from "../../server/engine/layers/characteristics.ts";
import { duel } from "../support/scenario.ts";

describe("Thorn Lieutenant", () => {
  it("when an opponent's spell targets it, its controller creates a 1/1 green Elf Warrior; its own spells don't", () => {
    const g = duel({ hand: ["Giant Growth"], battlefield: ["Thorn Lieutenant", "Forest"] }, { hand: ["Shock"], battlefield: ["Mountain"] });
    g.castAndPay("Giant Growth", "Thorn Lieutenant").passAll();
    expect(g.permanents("Elf Warrior Token")).toHaveLength(0);
    g.pass();
    g.castAndPay("Shock", "Thorn Lieutenant").passAll();
    expect(g.permanents("Elf Warrior Token", "Ana")).toHaveLength(1);
    expect(g.pt("Elf Warrior Token")).toEqual([1, 1]);
  });

  it("{5}{G}: +4/+4 until end of turn", () => {
    const g = duel({ battlefield: ["Thorn Lieutenant", ...Array(6).fill("Forest")] });
    g.activate("Thorn Lieutenant", 1).autoPay().passAll();
    expect(g.pt("Thorn Lieutenant")).toEqual([6, 7]);
  });
});

describe("Sai, Master Thopterist", () => {
  it("whenever its controller casts an artifact spell, a 1/1 flying Thopter artifact creature token", () => {
    const g = duel({ hand: ["Sol Ring", "Grizzly Bears"], battlefield: ["Sai, Master Thopterist", "Island", "Forest", "Forest"] });
    g.castAndPay("Sol Ring").passAll().passAll();
    const thopter = g.permanent("Thopter Token");
    expect(characteristics(g.reader, thopter).types).toEqual(["Artifact", "Creature"]);
    expect([...keywordsOf(g.reader, thopter)]).toContain("Flying");
    g.castAndPay("Grizzly Bears");
    expect(g.stackLabels()).toHaveLength(1);
  });

  it("{1}{U}, sacrifice two artifacts: draw a card", () => {
    const g = duel({ battlefield: ["Sai, Master Thopterist", "Island", "Island", "Sol Ring", "Ornithopter"] });
    g.activate("Sai, Master Thopterist", 1).autoPay();
    if (g.prompt.kind !== "priority") g.payPart("sacrifice two artifacts", "Sol Ring", "Ornithopter").pay();
    g.passAll();
    expect(g.handNames("Ana")).toEqual(["Plains"]);
    expect(g.graveyardNames("Ana").sort()).toEqual(["Ornithopter", "Sol Ring"]);
  });
});

describe("Regal Bloodlord", () => {
  it("603.4: at the beginning of each end step, if its controller gained life this turn, a 1/1 flying Bat", () => {
    const g = duel({ hand: ["Angel's Mercy"], battlefield: ["Regal Bloodlord", "Plains", "Plains", "Plains", "Plains"] });
    g.castAndPay("Angel's Mercy").passAll();
    g.passUntil("end");
    g.passAll();
    expect(g.permanents("Bat Token")).toHaveLength(1);
    // The next end step (Ben's turn): no life gained that turn.
    g.passUntil("end", 4);
    expect(g.stackLabels()).toEqual([]);
  });
});

// Its token is known by its description: another 4/4 Angel token, without vigilance, is "Angel Token" too (111.4).
const ANGEL = "4/4 white Angel creature token with flying and vigilance";

describe("Resplendent Angel", () => {
  it("603.4: with 5 or more life gained this turn, a 4/4 flying, vigilant Angel at the end step; not with less", () => {
    const g = duel({ hand: ["Angel's Mercy"], battlefield: ["Resplendent Angel", "Plains", "Plains", "Plains", "Plains"] });
    g.castAndPay("Angel's Mercy").passAll();
    g.passUntil("end");
    g.passAll();
    expect(g.pt(ANGEL)).toEqual([4, 4]);
    expect(keywordsOf(g.reader, g.permanent(ANGEL))).toEqual(expect.arrayContaining(["Flying", "Vigilance"]));
    const few = duel({ battlefield: ["Resplendent Angel"] });
    few.passUntil("end");
    expect(few.stackLabels()).toEqual([]);
  });

  it("{3}{W}{W}{W}: +2/+2 and lifelink until end of turn — enough life to make an Angel", () => {
    const g = duel({ battlefield: ["Resplendent Angel", ...Array(6).fill("Plains")] });
    g.activate("Resplendent Angel", 1).autoPay().passAll();
    expect(g.pt("Resplendent Angel")).toEqual([5, 5]);
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Resplendent Angel").id, defender: 1 }] });
    g.passUntil("end");
    expect(g.life("Ana")).toBe(25);
    g.passAll();
    expect(g.permanents(ANGEL)).toHaveLength(1);
  });
});

describe("Nightmare's Thirst", () => {
  it("its controller gains 1 life; target creature gets -X/-X, X the life they gained this turn (that 1 included)", () => {
    const g = duel(
      { hand: ["Angel's Mercy", "Nightmare's Thirst"], battlefield: ["Plains", "Plains", "Plains", "Plains", "Swamp"] },
      { battlefield: ["Serra Angel"] },
    );
    g.castAndPay("Angel's Mercy").passAll();
    g.castAndPay("Nightmare's Thirst", "Serra Angel").passAll();
    expect(g.life("Ana")).toBe(28);
    expect(g.permanents("Serra Angel")).toHaveLength(0);
  });

  it("with no other life gained this turn, -1/-1", () => {
    const g = duel({ hand: ["Nightmare's Thirst"], battlefield: ["Swamp"] }, { battlefield: ["Hill Giant"] });
    g.castAndPay("Nightmare's Thirst", "Hill Giant").passAll();
    expect(g.pt("Hill Giant", "Ben")).toEqual([2, 2]);
  });
});
