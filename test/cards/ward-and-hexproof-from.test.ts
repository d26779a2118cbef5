// Ward (702.21): Rimeshield Frost Giant; hexproof from a quality (702.11d): Sporeweb Weaver.

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";
import { resolveStack } from "../support/turns.ts";

describe("Rimeshield Frost Giant", () => {
  it("702.21a: ward {3} — an opponent's spell targeting it is countered unless its controller pays {3}", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { battlefield: ["Rimeshield Frost Giant"] });
    g.castAndPay("Lightning Bolt", "Rimeshield Frost Giant");
    expect(g.stackNames()).toEqual(["Lightning Bolt", "Rimeshield Frost Giant"]);
    g.passAll();
    g.expectPrompt("payUnless", "Ana");
    g.answer({ kind: "decline" });
    expect(g.eventsOf("countered")).toEqual([expect.objectContaining({ name: "Lightning Bolt", rule: "701.6a" })]);
    expect(g.state.stack).toEqual([]);
  });

  it("702.21a: its controller's own spells don't trigger ward", () => {
    const g = duel({ hand: ["Giant Growth"], battlefield: ["Forest", "Rimeshield Frost Giant"] });
    g.castAndPay("Giant Growth", "Rimeshield Frost Giant");
    expect(g.stackNames()).toEqual(["Giant Growth"]);
  });

  it("702.21a, 701.6b: an opponent's ability targeting it is countered unless its controller pays; paid, it resolves", () => {
    const g = duel({ battlefield: ["Prodigal Sorcerer", "Island", "Island", "Island"] }, { battlefield: ["Rimeshield Frost Giant"] });
    g.activate("Prodigal Sorcerer").targets("Rimeshield Frost Giant").autoPay();
    g.passAll();
    g.expectPrompt("payUnless", "Ana");
    g.answer({ kind: "autoPay" });
    g.passAll();
    expect(g.permanent("Rimeshield Frost Giant").damage).toBe(1);

    const declined = duel({ battlefield: ["Prodigal Sorcerer"] }, { battlefield: ["Rimeshield Frost Giant"] });
    declined.activate("Prodigal Sorcerer").targets("Rimeshield Frost Giant").autoPay();
    declined.passAll();
    declined.answer({ kind: "decline" });
    expect(declined.eventsOf("countered")).toEqual([expect.objectContaining({ name: "Prodigal Sorcerer", rule: "701.6b" })]);
    expect(declined.state.stack).toEqual([]);
    expect(declined.permanent("Rimeshield Frost Giant").damage).toBe(0);
  });
});

describe("Sporeweb Weaver", () => {
  it("702.11d: hexproof from blue — an opponent's blue ability can't target it; a red spell can", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Prodigal Sorcerer", "Mountain"] }, { battlefield: ["Sporeweb Weaver"] });
    g.activate("Prodigal Sorcerer");
    expect(g.targetOptionNames()).toEqual(["Ana", "Ben", "Prodigal Sorcerer"]);
    g.cancel();
    g.cast("Lightning Bolt");
    expect(g.targetOptionNames()).toContain("Sporeweb Weaver");
  });

  it("702.11d: its controller's blue abilities can target it", () => {
    const g = duel({ battlefield: ["Prodigal Sorcerer", "Sporeweb Weaver"] });
    g.activate("Prodigal Sorcerer");
    expect(g.targetOptionNames()).toContain("Sporeweb Weaver");
  });

  it("dealt damage, its controller gains 1 life and creates a 1/1 green Saproling", () => {
    const g = duel({ hand: ["Shock"], battlefield: ["Mountain"] }, { battlefield: ["Sporeweb Weaver"] });
    g.castAndPay("Shock", "Sporeweb Weaver");
    resolveStack(g);
    expect(g.life("Ben")).toBe(21);
    expect(g.permanent("Saproling Token", "Ben")).toBeDefined();
    expect(g.pt("Saproling Token")).toEqual([1, 1]);
  });
});
