// 107.3 (X), 107.4e–f (hybrid and Phyrexian symbols), 202.3e–f (mana value with X and hybrid symbols) and
// 118.7 (cost reductions), as the casting steps of 601.2b and 601.2f use them.

import { describe, expect, it } from "vitest";
import { spellFacts } from "../../server/engine/layers/characteristics.ts";
import { MAX_ANNOUNCED_NUMBER } from "../../shared/prompt.ts";
import type { Spell } from "../../server/engine/kernel/state.ts";
import { duel, filler, type Scenario } from "../support/scenario.ts";

function spellNamed(g: Scenario, name: string): Spell {
  const s = g.state.stack.find((o): o is Spell => o.kind === "spell" && o.card === name);
  if (!s) throw new Error(`${name} is not a spell on the stack`);
  return s;
}

function manaValueOnStack(g: Scenario, name: string): number {
  return spellFacts(g.reader, spellNamed(g, name)).manaValue;
}

const NONE = { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 };

describe("107.3: X", () => {
  it("107.3a: the caster announces X while casting; X in the mana cost equals the announced value on the stack (Stream of Life)", () => {
    const g = duel({ hand: ["Stream of Life"], battlefield: ["Forest", "Forest", "Forest", "Forest"] });
    g.cast("Stream of Life");
    expect(g.expectPrompt("announceX", "Ana").max).toBe(MAX_ANNOUNCED_NUMBER);
    g.announceX(3);
    expect(g.eventsOf("xAnnounced")).toEqual([{ type: "xAnnounced", object: spellNamed(g, "Stream of Life").id, name: "Stream of Life", x: 3 }]);
    expect(spellNamed(g, "Stream of Life").choices.x).toBe(3);
    g.targets("Ana");
    expect(g.expectPrompt("payCosts").mana).toEqual({ ...NONE, G: 1, generic: 3 });
    g.autoPay().passAll();
    expect(g.life("Ana")).toBe(23);
  });

  it("107.3a: X = 0 is a legal announcement — Stream of Life for {G} gains no life", () => {
    const g = duel({ hand: ["Stream of Life"], battlefield: ["Forest"] });
    g.cast("Stream of Life").announceX(0).targets("Ana");
    expect(g.expectPrompt("payCosts").mana).toEqual({ ...NONE, G: 1, generic: 0 });
    g.autoPay().passAll();
    expect(g.life("Ana")).toBe(20);
    expect(g.graveyardNames("Ana")).toEqual(["Stream of Life"]);
  });

  it("107.3a, 107.3i: each {X} in {X}{X} is paid — Chalice of the Void with X = 2 costs four mana and enters with two counters", () => {
    const g = duel({ hand: ["Chalice of the Void"], battlefield: ["Plains", "Plains", "Plains", "Plains"] });
    g.cast("Chalice of the Void").announceX(2);
    expect(g.expectPrompt("payCosts").mana).toEqual({ ...NONE, generic: 4 });
    g.autoPay().passAll();
    expect(g.permanent("Chalice of the Void").counters).toEqual({ charge: 2 });
  });

  it("107.3a: announcing a negative X, a fraction or more than the maximum is refused and changes nothing", () => {
    const g = duel({ hand: ["Stream of Life"], battlefield: ["Forest"] });
    g.cast("Stream of Life");
    expect(g.refuseAnswer({ kind: "number", value: -1 }).rule).toBe("107.3a");
    expect(g.refuseAnswer({ kind: "number", value: MAX_ANNOUNCED_NUMBER + 1 }).rule).toBe("107.3a");
    expect(g.refuseAnswer({ kind: "number", value: 1.5 }).code).toBe("MALFORMED_INPUT");
    // Unaffordable is not illegal to announce (the payment will say so, 601.2h).
    g.announceX(MAX_ANNOUNCED_NUMBER);
    g.expectPrompt("chooseTargets");
  });

  it("107.3b: cast through Dream Halls (an alternative cost without X), X is 0 — no X is asked and Stream of Life gains 0 life", () => {
    const g = duel({ hand: ["Stream of Life", "Grizzly Bears"], battlefield: ["Dream Halls", "Forest", "Forest", "Forest"] });
    g.cast("Stream of Life").chooseCosts("dream-halls");
    g.targets("Ana");
    expect(spellNamed(g, "Stream of Life").choices.x).toBe(0);
    expect(manaValueOnStack(g, "Stream of Life")).toBe(1);
    const pay = g.expectPrompt("payCosts");
    // Dream Halls' cost has no mana in it: there is no mana payment to make (601.2g).
    expect(pay.mana).toBeNull();
    g.payPart("discard", "Grizzly Bears").passAll();
    expect(g.eventsOf("xAnnounced")).toEqual([]);
    expect(g.life("Ana")).toBe(20);
    expect(g.permanents("Forest").every((f) => !f.tapped)).toBe(true);
  });
});

describe("202.3e: mana value with X", () => {
  it("202.3e: on the stack X counts — Chalice of the Void at 3 counters Stream of Life cast with X = 2", () => {
    const g = duel(
      { hand: ["Stream of Life"], battlefield: ["Forest", "Forest", "Forest"] },
      { battlefield: [{ card: "Chalice of the Void", counters: { charge: 3 } }] },
    );
    g.cast("Stream of Life").announceX(2).targets("Ana");
    expect(manaValueOnStack(g, "Stream of Life")).toBe(3);
    g.autoPay();
    expect(g.stackNames()).toEqual(["Stream of Life", "Chalice of the Void"]);
    g.passAll();
    expect(g.eventsOf("countered").map((e) => e.name)).toEqual(["Stream of Life"]);
    expect(g.life("Ana")).toBe(20);
  });

  it("202.3e: the card's mana value is 1 in the hand, but Chalice of the Void at 1 doesn't counter Stream of Life cast with X = 2", () => {
    const g = duel(
      { hand: ["Stream of Life"], battlefield: ["Forest", "Forest", "Forest"] },
      { battlefield: [{ card: "Chalice of the Void", counters: { charge: 1 } }] },
    );
    g.cast("Stream of Life").announceX(2).targets("Ana").autoPay();
    expect(g.stackNames()).toEqual(["Stream of Life"]);
    g.passAll();
    expect(g.life("Ana")).toBe(22);
  });

  it("202.3e: Mental Misstep ('target spell with mana value 1') can target Stream of Life with X = 0 but not with X = 2", () => {
    for (const [x, targetable] of [
      [0, true],
      [2, false],
    ] as const) {
      const g = duel({ hand: ["Stream of Life"], battlefield: ["Forest", "Forest", "Forest"] }, { hand: ["Mental Misstep"], battlefield: ["Island"] });
      g.cast("Stream of Life").announceX(x).targets("Ana").autoPay();
      g.pass();
      g.cast("Mental Misstep").symbols("U");
      if (targetable) expect(g.expectPrompt("chooseTargets").options).toEqual([g.target("Stream of Life")]);
      else expect(g.eventsOf("castReversed").at(-1)).toMatchObject({ name: "Mental Misstep", rule: "601.2c" });
    }
  });

  it("202.3e: off the stack X is 0 — kicked Orim's Thunder destroying Chalice of the Void (cast with X = 2) deals 0 damage", () => {
    const g = duel(
      { hand: ["Orim's Thunder"], battlefield: ["Plains", "Plains", "Plains", "Mountain"] },
      { battlefield: [{ card: "Chalice of the Void", counters: { charge: 2 } }, "Savannah Lions"] },
    );
    g.cast("Orim's Thunder").chooseCosts("mana", { kicker: 1 }).targets("Chalice of the Void").targets("Savannah Lions").autoPay().passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Chalice of the Void"]);
    expect(g.eventsOf("damageDealt").map((e) => e.amount)).not.toContain(2);
    expect(g.permanent("Savannah Lions").damage).toBe(0);
  });
});

describe("107.4e: hybrid symbols", () => {
  it("107.4e: {G/U} can be paid with either green or blue mana — Gilder Bairn paid {1}{G}{U}, or {1}{U}{U}", () => {
    const g = duel({ hand: ["Gilder Bairn"], battlefield: ["Forest", "Island", "Island"] });
    g.cast("Gilder Bairn");
    const symbols = g.expectPrompt("chooseManaSymbols");
    expect(symbols.symbols).toEqual([
      { symbol: "{G/U}", options: ["G", "U"] },
      { symbol: "{G/U}", options: ["G", "U"] },
    ]);
    expect(g.refuseAnswer({ kind: "symbols", choices: ["G", "W"] }).rule).toBe("107.4e");
    expect(g.refuseAnswer({ kind: "symbols", choices: ["G"] }).rule).toBe("601.2b");
    g.symbols("G", "U");
    expect(g.expectPrompt("payCosts").mana).toEqual({ ...NONE, G: 1, U: 1, generic: 1 });
    g.cancel();
    g.cast("Gilder Bairn").symbols("U", "U");
    expect(g.expectPrompt("payCosts").mana).toEqual({ ...NONE, U: 2, generic: 1 });
    g.autoPay();
    expect(g.permanents("Forest")[0]!.tapped).toBe(true);
    g.passAll();
    expect(g.permanents("Gilder Bairn")).toHaveLength(1);
  });

  it("107.4e: {2/W} can be paid with {W} or with two generic mana — Spectral Procession for {W}{W}{W}, or {4}{W}", () => {
    const g = duel({ hand: ["Spectral Procession"], battlefield: ["Plains", "Plains", "Plains", "Mountain", "Mountain", "Mountain", "Mountain"] });
    g.cast("Spectral Procession");
    expect(g.refuseAnswer({ kind: "symbols", choices: ["W", "W", "R"] }).rule).toBe("107.4e");
    g.symbols("W", "W", "W");
    expect(g.expectPrompt("payCosts").mana).toEqual({ ...NONE, W: 3, generic: 0 });
    g.cancel();
    g.cast("Spectral Procession").symbols("2", "2", "W");
    expect(g.expectPrompt("payCosts").mana).toEqual({ ...NONE, W: 1, generic: 4 });
    g.tapForMana("Plains");
    for (let i = 0; i < 4; i++) g.tapForMana("Mountain");
    g.pay().passAll();
    expect(g.permanents("Spirit Token")).toHaveLength(3);
    expect(g.permanents("Plains").filter((p) => !p.tapped)).toHaveLength(2);
  });
});

describe("202.3f: mana value of hybrid symbols", () => {
  it("202.3f: 'use the largest component of each hybrid symbol' — Spectral Procession has mana value 6 however it is paid, and Chalice at 6 counters it", () => {
    const g = duel(
      { hand: ["Spectral Procession"], battlefield: ["Plains", "Plains", "Plains"] },
      { battlefield: [{ card: "Chalice of the Void", counters: { charge: 6 } }] },
    );
    g.cast("Spectral Procession").symbols("W", "W", "W");
    expect(manaValueOnStack(g, "Spectral Procession")).toBe(6);
    g.autoPay();
    expect(g.stackNames()).toEqual(["Spectral Procession", "Chalice of the Void"]);
    g.passAll();
    expect(g.eventsOf("countered").map((e) => e.name)).toEqual(["Spectral Procession"]);
    expect(g.permanents("Spirit Token")).toHaveLength(0);
  });

  it("202.3f: Gilder Bairn ({1}{G/U}{G/U}) has mana value 3, and Chalice at 3 counters it", () => {
    const g = duel(
      { hand: ["Gilder Bairn"], battlefield: ["Forest", "Forest", "Forest"] },
      { battlefield: [{ card: "Chalice of the Void", counters: { charge: 3 } }] },
    );
    g.cast("Gilder Bairn").symbols("G", "G");
    expect(manaValueOnStack(g, "Gilder Bairn")).toBe(3);
    g.autoPay();
    expect(g.stackNames()).toEqual(["Gilder Bairn", "Chalice of the Void"]);
    g.passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Gilder Bairn"]);
  });
});

describe("107.4f: Phyrexian symbols", () => {
  it("107.4f: {U/P} is paid with {U} or 2 life; the life appears as a 'pay 2 life' part of the total cost (Gitaxian Probe)", () => {
    const g = duel({ hand: ["Gitaxian Probe"], battlefield: ["Island"], library: ["Forest", ...filler()] }, { hand: ["Hill Giant"] });
    g.cast("Gitaxian Probe");
    expect(g.expectPrompt("chooseManaSymbols").symbols).toEqual([{ symbol: "{U/P}", options: ["U", "life"] }]);
    g.symbols("life").targets("Ben");
    const pay = g.expectPrompt("payCosts");
    expect(pay.mana).toEqual({ ...NONE, generic: 0 });
    expect(pay.parts.map((p) => [p.text, p.payable])).toEqual([["pay 2 life", true]]);
    g.payPart("pay 2 life").pay();
    expect(g.life("Ana")).toBe(18);
    expect(g.permanent("Island").tapped).toBe(false);
    g.passAll();
    expect(g.handNames("Ana")).toEqual(["Forest"]);
  });

  it("107.4f: paid with mana instead, Gitaxian Probe costs {U} and no life; Dismember can mix both ways", () => {
    const probe = duel({ hand: ["Gitaxian Probe"], battlefield: ["Island"] });
    probe.cast("Gitaxian Probe").symbols("U").targets("Ben");
    const pay = probe.expectPrompt("payCosts");
    expect(pay.mana).toEqual({ ...NONE, U: 1, generic: 0 });
    expect(pay.parts).toEqual([]);

    const dismember = duel({ hand: ["Dismember"], battlefield: ["Swamp", "Swamp"] }, { battlefield: ["Hill Giant"] });
    dismember.cast("Dismember").symbols("B", "life").targets("Hill Giant");
    const mixed = dismember.expectPrompt("payCosts");
    expect(mixed.mana).toEqual({ ...NONE, B: 1, generic: 1 });
    expect(mixed.parts.map((p) => p.text)).toEqual(["pay 2 life"]);
    dismember.tapForMana("Swamp").tapForMana("Swamp").payPart("pay 2 life").pay().passAll();
    expect(dismember.life("Ana")).toBe(18);
    expect(dismember.graveyardNames("Ben")).toEqual(["Hill Giant"]);
  });

  it("107.4f, 118.3, 119.4: a player with 1 life can't pay 2 life — choosing to is allowed, but the payment is impossible and the cast is reversed", () => {
    const g = duel({ hand: ["Gitaxian Probe"], battlefield: [], life: 1 });
    // The priority hint knows the spell isn't affordable: no blue mana, not enough life.
    expect(g.expectPrompt("priority").actions).toContainEqual({
      kind: "cast",
      card: g.handCard("Gitaxian Probe"),
      from: "hand",
      affordable: false,
      hasTargets: true,
    });
    const before = g.stateJson();
    g.cast("Gitaxian Probe");
    // The engine still offers "life" at 601.2b; the payment (601.2h) is where it fails.
    expect(g.expectPrompt("chooseManaSymbols").symbols[0]!.options).toEqual(["U", "life"]);
    g.symbols("life").targets("Ben");
    expect(g.stateJson()).toBe(before);
    expect(g.eventsOf("castReversed").at(-1)).toMatchObject({ name: "Gitaxian Probe", rule: "601.2h" });
    expect(g.eventsOf("castReversed").at(-1)!.reason).toContain("pay 2 life");
    expect(g.life("Ana")).toBe(1);
  });

  it("107.4f, 119.4: a player with exactly 2 life can pay 2 life — and then loses the game (704.5a)", () => {
    const g = duel({ hand: ["Gitaxian Probe"], battlefield: [], life: 2 });
    expect(g.expectPrompt("priority").actions).toContainEqual({
      kind: "cast",
      card: g.handCard("Gitaxian Probe"),
      from: "hand",
      affordable: true,
      hasTargets: true,
    });
    g.cast("Gitaxian Probe").symbols("life").targets("Ben").payPart("pay 2 life").pay();
    expect(g.eventsOf("spellCast").map((e) => e.name)).toEqual(["Gitaxian Probe"]);
    expect(g.life("Ana")).toBe(0);
    expect(g.eventsOf("playerLost")).toEqual([expect.objectContaining({ player: 0, rule: "704.5a" })]);
  });
});

describe("118.7: cost reductions", () => {
  it("118.7, 601.2f: reductions never go below zero — Helm of Awakening and Thornscape Familiar ({1} less each) leave Lightning Bolt at {R}", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Helm of Awakening", "Thornscape Familiar", "Mountain"] });
    g.cast("Lightning Bolt").targets("Ben");
    expect(g.expectPrompt("payCosts").mana).toEqual({ ...NONE, R: 1, generic: 0 });
  });

  it("118.7: two {1} reductions on Bronze Sable ({2}) make it {0}; on Hill Giant ({3}{R}) {1}{R}", () => {
    const sable = duel({ hand: ["Bronze Sable"], battlefield: ["Helm of Awakening", "Helm of Awakening"] });
    sable.cast("Bronze Sable");
    expect(sable.expectPrompt("payCosts").mana).toEqual({ ...NONE, generic: 0 });
    sable.pay();
    expect(sable.eventsOf("spellCast").map((e) => e.name)).toEqual(["Bronze Sable"]);

    const giant = duel({ hand: ["Hill Giant"], battlefield: ["Helm of Awakening", "Helm of Awakening", "Mountain", "Mountain"] });
    giant.cast("Hill Giant");
    expect(giant.expectPrompt("payCosts").mana).toEqual({ ...NONE, R: 1, generic: 1 });
  });

  it("118.7a: a generic reduction applies to the generic mana a hybrid {2/W} was announced as, never to its {W} — Spectral Procession under Thornscape Familiar", () => {
    const white = duel({ hand: ["Spectral Procession"], battlefield: ["Thornscape Familiar", "Plains", "Plains", "Plains"] });
    white.cast("Spectral Procession").symbols("W", "W", "W");
    expect(white.expectPrompt("payCosts").mana).toEqual({ ...NONE, W: 3, generic: 0 });

    const generic = duel({ hand: ["Spectral Procession"], battlefield: ["Thornscape Familiar", "Plains", "Plains", "Plains", "Plains", "Plains", "Plains"] });
    generic.cast("Spectral Procession").symbols("2", "2", "2");
    expect(generic.expectPrompt("payCosts").mana).toEqual({ ...NONE, generic: 5 });
  });

  it("118.7, 107.3a: a reduction applies to the generic mana X stands for — Chalice of the Void with X = 1 costs {1} under Helm, with X = 0 nothing", () => {
    const g = duel({ hand: ["Chalice of the Void"], battlefield: ["Helm of Awakening", "Plains"] });
    g.cast("Chalice of the Void").announceX(1);
    expect(g.expectPrompt("payCosts").mana).toEqual({ ...NONE, generic: 1 });
    g.cancel();
    g.cast("Chalice of the Void").announceX(0);
    expect(g.expectPrompt("payCosts").mana).toEqual({ ...NONE, generic: 0 });
  });
});
