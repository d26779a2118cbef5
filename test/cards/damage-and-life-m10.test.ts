// Damage and life cards of Magic 2010–2011: Chandra's Outrage (damage to a creature's controller), Goblin Artillery
// (damage to you as well), Ember Hauler (a sacrificed source still deals its damage), Sparkmage Apprentice, Sign in
// Blood, Hunters' Feast (any number of target players), Ajani's Mantra and Goldenglow Moth ("you may gain").

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

const yes = { kind: "option", option: "yes" } as const;

describe("Chandra's Outrage", () => {
  it("deals 4 damage to the creature and 2 to its controller", () => {
    const g = duel({ hand: ["Chandra's Outrage"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain"] }, { battlefield: ["Hill Giant"] });
    g.castAndPay("Chandra's Outrage", "Hill Giant").passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Hill Giant"]);
    expect(g.life("Ben")).toBe(18);
    expect(g.life("Ana")).toBe(20);
  });

  it("608.2b: with its target gone, it does nothing — not even to the controller", () => {
    const g = duel(
      { hand: ["Chandra's Outrage"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain"] },
      { hand: ["Lightning Bolt"], battlefield: ["Mountain", "Grizzly Bears"] },
    );
    g.castAndPay("Chandra's Outrage", "Grizzly Bears").pass();
    g.castAndPay("Lightning Bolt", "Grizzly Bears").passAll();
    g.passAll();
    expect(g.life("Ben")).toBe(20);
  });
});

describe("Goblin Artillery", () => {
  it("deals 2 damage to any target and 3 damage to its controller", () => {
    const g = duel({ battlefield: ["Goblin Artillery"] });
    g.activate("Goblin Artillery").targets("Ben").autoPay().passAll();
    expect(g.life("Ben")).toBe(18);
    expect(g.life("Ana")).toBe(17);
  });
});

describe("Ember Hauler", () => {
  it("sacrificed to pay the cost, it still deals 2 damage (its last known information, 113.7a)", () => {
    const g = duel({ battlefield: ["Ember Hauler", "Mountain"] });
    g.activate("Ember Hauler").targets("Ben").autoPay().passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Ember Hauler"]);
    expect(g.life("Ben")).toBe(18);
  });
});

describe("Sparkmage Apprentice", () => {
  it("603.3d: its enters trigger targets as it's put on the stack and deals 1 damage", () => {
    const g = duel({ hand: ["Sparkmage Apprentice"], battlefield: ["Mountain", "Mountain"] });
    g.castAndPay("Sparkmage Apprentice").passAll();
    g.targets("Ben").passAll();
    expect(g.life("Ben")).toBe(19);
  });
});

describe("Sign in Blood", () => {
  it("the target player draws two cards and loses 2 life", () => {
    const g = duel({ hand: ["Sign in Blood"], battlefield: ["Swamp", "Swamp", "Swamp"] });
    g.castAndPay("Sign in Blood", "Ben").passAll();
    expect(g.handNames("Ben")).toHaveLength(2);
    expect(g.life("Ben")).toBe(18);
  });
});

describe("Hunters' Feast", () => {
  it("115.6: any number of target players — both, one or none — each gain 6 life", () => {
    const g = duel({ hand: ["Hunters' Feast"], battlefield: ["Forest", "Forest", "Forest", "Forest"] });
    g.castAndPay("Hunters' Feast", "Ana", "Ben").passAll();
    expect([g.life("Ana"), g.life("Ben")]).toEqual([26, 26]);
  });
});

describe("Ajani's Mantra", () => {
  it("603.5: at the beginning of its controller's upkeep, they may gain 1 life", () => {
    const g = duel({ battlefield: ["Ajani's Mantra"] });
    // Not in Ben's upkeep (turn 4): the first time it asks is Ana's next upkeep.
    g.passUntilPrompt("chooseOption");
    expect([g.state.turn.number, g.step]).toEqual([5, "upkeep"]);
    g.answer(yes);
    expect(g.life("Ana")).toBe(21);
  });
});

describe("Goldenglow Moth", () => {
  it("whenever it blocks, its controller may gain 4 life", () => {
    const g = duel({ battlefield: ["Grizzly Bears"] }, { battlefield: ["Goldenglow Moth"] });
    g.attackAndBlock("Grizzly Bears", "Goldenglow Moth");
    g.passUntilPrompt("chooseOption").answer(yes);
    expect(g.life("Ben")).toBe(24);
  });
});
