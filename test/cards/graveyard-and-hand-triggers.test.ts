// Triggered abilities of cards outside the battlefield: in a graveyard (113.6m, Squee) and as discarded from a hand
// (113.6k, Guerrilla Tactics).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

const BEFORE_ANAS_TURN = { turn: 2, activePlayer: 1, step: "end" } as const;

describe("Squee, Goblin Nabob", () => {
  it("113.6m: from its owner's graveyard, at their upkeep, they may return it to their hand", () => {
    const g = duel({ graveyard: ["Squee, Goblin Nabob"] }, {}, BEFORE_ANAS_TURN);
    g.passUntil("upkeep", 3);
    expect(g.stackLabels()).toEqual(["Squee, Goblin Nabob (Ana)"]);
    g.passAll();
    g.answer({ kind: "option", option: "yes" });
    expect(g.handNames("Ana")).toEqual(["Squee, Goblin Nabob"]);
  });

  it("113.6m: on the battlefield, or in a graveyard at an opponent's upkeep, it doesn't trigger", () => {
    const g = duel({ battlefield: ["Squee, Goblin Nabob"] }, { graveyard: ["Squee, Goblin Nabob"] }, BEFORE_ANAS_TURN);
    g.passUntil("upkeep", 3);
    expect(g.stackNames()).toEqual([]);
  });

  it("603.5: declined, it stays in the graveyard", () => {
    const g = duel({ graveyard: ["Squee, Goblin Nabob"] }, {}, BEFORE_ANAS_TURN);
    g.passUntil("upkeep", 3).passAll();
    g.answer({ kind: "option", option: "no" });
    expect(g.graveyardNames("Ana")).toEqual(["Squee, Goblin Nabob"]);
  });
});

describe("Guerrilla Tactics", () => {
  it("deals 2 damage to any target", () => {
    const g = duel({ hand: ["Guerrilla Tactics"], battlefield: ["Mountain", "Mountain"] });
    g.castAndPay("Guerrilla Tactics", "Ben").passAll();
    expect(g.life("Ben")).toBe(18);
  });

  it("113.6k: discarded by an opponent's spell, it deals 4 damage to any target", () => {
    const g = duel({ battlefield: ["Swamp", "Swamp", "Swamp"], hand: ["Mind Rot"] }, { hand: ["Guerrilla Tactics", "Forest"] });
    g.castAndPay("Mind Rot", "Ben").passAll();
    expect(g.graveyardNames("Ben").sort()).toEqual(["Forest", "Guerrilla Tactics"]);
    const prompt = g.expectPrompt("chooseTargets", "Ben");
    expect(prompt.text).toBe("any target");
    g.targets("Ana").passAll();
    expect(g.life("Ana")).toBe(16);
  });

  it("113.6k: discarded by its owner's own cost or at cleanup (514.1), it doesn't trigger", () => {
    const g = duel({ hand: ["Guerrilla Tactics", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest"] });
    g.passUntil("end", 3).passAll();
    g.expectPrompt("discard", "Ana");
    g.answer({ kind: "cards", cards: [g.handCard("Guerrilla Tactics")] });
    expect(g.graveyardNames("Ana")).toEqual(["Guerrilla Tactics"]);
    expect(g.state.stack).toEqual([]);
    expect(g.prompt.kind).not.toBe("chooseTargets");
  });
});
