// The Magic 2011 Leylines (103.6a: begun on the battlefield from an opening hand, as Leyline of the Void): Leyline of
// Anticipation (casting spells as though they had flash, 702.8a), Leyline of Sanctity (a player with hexproof,
// 702.11c) and Leyline of Punishment (119.7: players can't gain life; 615.12: damage can't be prevented).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Leyline of Anticipation", () => {
  it("702.8a: its controller may cast a creature spell in the opponent's turn, with a spell on the stack", () => {
    const g = duel(
      { hand: ["Lightning Bolt"], battlefield: ["Mountain"] },
      { hand: ["Grizzly Bears"], battlefield: ["Leyline of Anticipation", "Forest", "Forest"] },
    );
    g.castAndPay("Lightning Bolt", "Ben").pass();
    g.castAndPay("Grizzly Bears").passAll();
    expect(g.permanents("Grizzly Bears")).toHaveLength(1);
    expect(g.stackLabels()).toEqual(["Lightning Bolt (Ana)"]);
  });

  it("the opponent still casts sorcery-speed spells only in their main phase with an empty stack", () => {
    const g = duel(
      { hand: ["Lightning Bolt"], battlefield: ["Mountain", "Leyline of Anticipation"] },
      { hand: ["Grizzly Bears"], battlefield: ["Forest", "Forest"] },
    );
    g.castAndPay("Lightning Bolt", "Ben").pass();
    const ben = g.expectPrompt("priority", "Ben");
    expect(ben.actions.some((a) => a.kind === "cast")).toBe(false);
  });
});

describe("Leyline of Sanctity", () => {
  it("702.11c: its controller can't be the target of spells their opponents control", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { battlefield: ["Leyline of Sanctity"] });
    g.cast("Lightning Bolt");
    expect(g.targetOptionNames()).toEqual(["Ana"]);
  });

  it("702.11c: their own spells may still target them", () => {
    const g = duel({ hand: ["Sign in Blood"], battlefield: ["Swamp", "Swamp", "Swamp", "Leyline of Sanctity"] });
    g.cast("Sign in Blood");
    expect(g.targetOptionNames()).toEqual(["Ana", "Ben"]);
  });

  it("702.11c: nor of abilities their opponents control", () => {
    const g = duel({ battlefield: ["Prodigal Sorcerer"] }, { battlefield: ["Leyline of Sanctity"] });
    g.activate("Prodigal Sorcerer");
    expect(g.targetOptionNames()).toEqual(["Ana", "Prodigal Sorcerer"]);
  });
});

describe("Leyline of Punishment", () => {
  it("119.7: players can't gain life", () => {
    const g = duel({ hand: ["Bountiful Harvest"], battlefield: ["Forest", "Forest", "Forest", "Forest", "Forest", "Leyline of Punishment"] });
    g.castAndPay("Bountiful Harvest").passAll();
    expect(g.life("Ana")).toBe(20);
  });

  it("615.12: damage can't be prevented, by shields or by protection", () => {
    const g = duel(
      { hand: ["Safe Passage"], battlefield: ["Plains", "Plains", "Plains"] },
      { hand: ["Lightning Bolt"], battlefield: ["Leyline of Punishment", "Mountain"] },
    );
    g.castAndPay("Safe Passage").passAll();
    g.pass();
    g.castAndPay("Lightning Bolt", "Ana").passAll();
    expect(g.life("Ana")).toBe(17);
  });
});
