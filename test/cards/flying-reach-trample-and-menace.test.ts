// Evasion and blocking keywords: flying and reach (Serra Angel, Wind Drake, Giant Spider), trample (Colossal
// Dreadmaw), menace (Boggart Brute) and 'can't block' (Goblin Piker).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";
import { attack, blockerOptions, attackerOptions, block } from "../support/combat.ts";

describe("Serra Angel", () => {
  it("702.9b, 702.20b: flying and vigilance — only a flier can block it, and attacking doesn't tap it", () => {
    const g = duel({ battlefield: ["Serra Angel"] }, { battlefield: ["Grizzly Bears", "Wind Drake"] });
    attack(g, "Serra Angel");
    expect(g.permanent("Serra Angel").tapped).toBe(false);
    expect(blockerOptions(g)).toEqual(["Wind Drake"]);
    g.answer({ kind: "blockers", blocks: [] });
    g.passUntil("endOfCombat");
    expect(g.life("Ben")).toBe(16);
  });
});

describe("Wind Drake", () => {
  it("702.9b: a creature without flying or reach can't block it; it can itself block a creature without flying", () => {
    const g = duel({ battlefield: ["Wind Drake"] }, { battlefield: ["Grizzly Bears"] });
    attack(g, "Wind Drake");
    expect(g.state.prompt?.kind).toBe("priority"); // no declareBlockers prompt: Ben has no possible block
    g.passUntil("endOfCombat");
    expect(g.life("Ben")).toBe(18);

    const h = duel({ battlefield: ["Wind Drake"] }, { battlefield: ["Grizzly Bears"] }, { activePlayer: 1 });
    attack(h, "Grizzly Bears");
    expect(blockerOptions(h)).toEqual(["Wind Drake"]);
  });
});

describe("Giant Spider", () => {
  it("702.17b: reach — it can block a flier, and kills the Wind Drake it blocks", () => {
    const g = duel({ battlefield: ["Giant Spider", "Grizzly Bears"] }, { battlefield: ["Wind Drake"] }, { activePlayer: 1 });
    attack(g, "Wind Drake");
    expect(blockerOptions(g)).toEqual(["Giant Spider"]);
    block(g, ["Giant Spider", "Wind Drake"]);
    g.passUntil("endOfCombat");
    expect(g.graveyardNames("Ben")).toEqual(["Wind Drake"]);
    expect(g.permanent("Giant Spider").damage).toBe(2);
    expect(g.life("Ana")).toBe(20);
  });
});

describe("Colossal Dreadmaw", () => {
  it("702.19b: trample — lethal damage to the blocker first, the rest to the player", () => {
    const g = duel({ battlefield: ["Colossal Dreadmaw"] }, { battlefield: ["Grizzly Bears"] });
    attack(g, "Colossal Dreadmaw");
    block(g, ["Grizzly Bears", "Colossal Dreadmaw"]);
    g.passUntilPrompt("assignCombatDamage");
    const prompt = g.expectPrompt("assignCombatDamage", "Ana");
    const bears = g.permanent("Grizzly Bears").id;
    expect(prompt).toMatchObject({ amount: 6, blockers: [bears], lethal: [2], defender: 1 });
    // Not before the blocker has lethal damage.
    expect(g.refuseAnswer({ kind: "damage", assignment: [{ blocker: bears, amount: 1 }], toPlayer: 5 }).rule).toBe("702.19b");
    g.answer({ kind: "damage", assignment: [{ blocker: bears, amount: 2 }], toPlayer: 4 });
    expect(g.life("Ben")).toBe(16);
    expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears"]);
  });
});

describe("Boggart Brute", () => {
  it("702.111b: menace — one blocker alone is refused; two can block it", () => {
    const g = duel({ battlefield: ["Boggart Brute"] }, { battlefield: ["Grizzly Bears", "Savannah Lions"] });
    attack(g, "Boggart Brute");
    g.passUntilPrompt("declareBlockers");
    const prompt = g.expectPrompt("declareBlockers", "Ben");
    const brute = g.permanent("Boggart Brute").id;
    expect(prompt.menace).toEqual([brute]);
    const bears = g.permanent("Grizzly Bears").id;
    const lions = g.permanent("Savannah Lions").id;
    expect(g.refuseAnswer({ kind: "blockers", blocks: [{ blocker: bears, attacker: brute }] }).code).toBe("ILLEGAL_CHOICE");
    g.answer({
      kind: "blockers",
      blocks: [
        { blocker: bears, attacker: brute },
        { blocker: lions, attacker: brute },
      ],
    });
    expect(g.eventsOf("blockersDeclared")[0]!.blocks).toHaveLength(2);
  });

  it("702.111b: the refusal of a lone blocker cites menace's rule, 702.111b", () => {
    const g = duel({ battlefield: ["Boggart Brute"] }, { battlefield: ["Grizzly Bears"] });
    attack(g, "Boggart Brute");
    g.passUntilPrompt("declareBlockers");
    const error = g.refuseAnswer({ kind: "blockers", blocks: [{ blocker: g.permanent("Grizzly Bears").id, attacker: g.permanent("Boggart Brute").id }] });
    expect(error.rule).toBe("702.111b");
  });
});

describe("Goblin Piker", () => {
  it("509.1b: it can't block, though it can attack", () => {
    const g = duel({ battlefield: ["Goblin Piker", "Savannah Lions"] }, { battlefield: ["Grizzly Bears"] }, { activePlayer: 1 });
    attack(g, "Grizzly Bears");
    expect(blockerOptions(g)).toEqual(["Savannah Lions"]);

    const h = duel({ battlefield: ["Goblin Piker"] });
    expect(attackerOptions(h)).toEqual(["Goblin Piker"]);
  });
});
