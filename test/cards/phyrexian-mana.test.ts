// Phyrexian mana (107.4f): Gitaxian Probe, Dismember and Mental Misstep.

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";
import { stackSpellId } from "../support/zones.ts";

describe("Gitaxian Probe", () => {
  it("107.4f: {U/P} paid with 2 life — Ana looks at Ben's hand (handLookedAt) and draws", () => {
    const g = duel({ hand: ["Gitaxian Probe"], library: ["Coral Eel", "Plains"] }, { hand: ["Counterspell", "Daze"] });
    expect(g.expectPrompt("priority").actions.find((a) => a.kind === "cast")).toMatchObject({ affordable: true });
    g.cast("Gitaxian Probe");
    expect(g.expectPrompt("chooseManaSymbols").symbols).toEqual([{ symbol: "{U/P}", options: ["U", "life"] }]);
    g.symbols("life").targets("Ben");
    const pay = g.expectPrompt("payCosts");
    expect(pay.mana).toMatchObject({ U: 0, generic: 0 });
    expect(pay.parts.map((p) => p.text)).toEqual(["pay 2 life"]);
    g.payPart("pay 2 life").pay();
    expect(g.life("Ana")).toBe(18);
    g.passAll();
    expect(g.eventsOf("handLookedAt")).toEqual([{ type: "handLookedAt", viewer: 0, player: 1, names: ["Counterspell", "Daze"] }]);
    expect(g.handNames("Ana")).toEqual(["Coral Eel"]);
  });

  it("107.4f: {U/P} paid with {U} costs no life", () => {
    const g = duel({ hand: ["Gitaxian Probe"], battlefield: ["Island"] });
    g.cast("Gitaxian Probe").symbols("U").targets("Ben");
    const pay = g.expectPrompt("payCosts");
    expect(pay.mana).toMatchObject({ U: 1 });
    expect(pay.parts).toEqual([]);
    g.autoPay().passAll();
    expect(g.life("Ana")).toBe(20);
    expect(g.permanent("Island").tapped).toBe(true);
    expect(g.eventsOf("handLookedAt")).toHaveLength(1);
  });

  it("118.3, 119.4: at 1 life, Ana can't pay 2 life — choosing life reverses the cast", () => {
    const g = duel({ hand: ["Gitaxian Probe"], life: 1 });
    expect(g.expectPrompt("priority").actions.find((a) => a.kind === "cast")).toMatchObject({ affordable: false });
    const before = g.stateJson();
    g.cast("Gitaxian Probe").symbols("life").targets("Ben");
    expect(g.stateJson()).toBe(before);
    const reversed = g.eventsOf("castReversed");
    expect(reversed).toMatchObject([{ name: "Gitaxian Probe", rule: "601.2h" }]);
    expect(reversed[0]!.reason).toContain("pay 2 life");
    expect(g.life("Ana")).toBe(1);
  });

  it("119.4: at exactly 2 life, Ana can pay 2 life — and loses the game (704.5a)", () => {
    const g = duel({ hand: ["Gitaxian Probe"], life: 2 });
    g.cast("Gitaxian Probe").symbols("life").targets("Ben").autoPay();
    expect(g.life("Ana")).toBe(0);
    expect(g.eventsOf("playerLost")).toMatchObject([{ player: 0, rule: "704.5a" }]);
  });
});

describe("Dismember", () => {
  it("107.4f: {1}{B/P}{B/P} paid with {1} and 4 life — the creature gets -5/-5 and dies (704.5f)", () => {
    const g = duel({ hand: ["Dismember"], battlefield: ["Mountain"] }, { battlefield: ["Hill Giant"] });
    g.cast("Dismember");
    expect(g.expectPrompt("chooseManaSymbols").symbols).toEqual([
      { symbol: "{B/P}", options: ["B", "life"] },
      { symbol: "{B/P}", options: ["B", "life"] },
    ]);
    g.symbols("life", "life").targets("Hill Giant");
    const pay = g.expectPrompt("payCosts");
    expect(pay.mana).toMatchObject({ B: 0, generic: 1 });
    expect(pay.parts.map((p) => p.text)).toEqual(["pay 4 life"]);
    g.tapForMana("Mountain").payPart("pay 4 life").pay();
    expect(g.life("Ana")).toBe(16);
    g.passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Hill Giant"]);
    expect(g.eventsOf("zoneChanged").find((e) => e.name === "Hill Giant")).toMatchObject({ rule: "704.5f" });
  });

  it("107.4f: each {B/P} is chosen separately — {B} for one and 2 life for the other", () => {
    const g = duel({ hand: ["Dismember"], battlefield: ["Swamp", "Swamp"] }, { battlefield: ["Grizzly Bears"] });
    g.cast("Dismember").symbols("B", "life").targets("Grizzly Bears");
    const pay = g.expectPrompt("payCosts");
    expect(pay.mana).toMatchObject({ B: 1, generic: 1 });
    expect(pay.parts.map((p) => p.text)).toEqual(["pay 2 life"]);
    g.autoPay().passAll();
    expect(g.life("Ana")).toBe(18);
    expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears"]);
  });
});

describe("Mental Misstep", () => {
  it("115.5, 601.2c: it can target only a spell with mana value 1 (not Hill Giant, not itself), paid with 2 life", () => {
    const g = duel(
      { hand: ["Hill Giant", "Mental Misstep"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain"] },
      { hand: ["Lightning Bolt"], battlefield: ["Mountain"] },
    );
    g.castAndPay("Hill Giant").pass();
    g.castAndPay("Lightning Bolt", "Ana").pass();
    g.cast("Mental Misstep").symbols("life");
    expect(g.expectPrompt("chooseTargets").text).toBe("target spell with mana value 1");
    expect(g.targetOptionNames()).toEqual(["Lightning Bolt"]);
    expect(g.refuseAnswer({ kind: "targets", targets: [{ kind: "object", id: stackSpellId(g, "Hill Giant") }] }).rule).toBe("601.2c");
    g.targets("Lightning Bolt").autoPay();
    expect(g.life("Ana")).toBe(18);
    g.passAll();
    expect(g.eventsOf("countered")).toMatchObject([{ name: "Lightning Bolt", rule: "701.6a" }]);
    g.passAll();
    expect(g.permanents("Hill Giant")).toHaveLength(1);
    expect(g.life("Ana")).toBe(18);
  });
});
