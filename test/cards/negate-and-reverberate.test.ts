// Negate (a counterspell for noncreature spells) and Reverberate (a copy of an instant or sorcery spell, 707.10).

import { describe, expect, it } from "vitest";
import { duel, type Scenario } from "../support/scenario.ts";

/** The priority prompt's option to cast the card with this name. */
const castOption = (g: Scenario, name: string) => g.expectPrompt("priority").actions.find((a) => a.kind === "cast" && g.nameOfObject(a.card) === name);

describe("Negate", () => {
  it("115.1: it may target a noncreature spell, and counters it", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { hand: ["Negate"], battlefield: ["Island", "Island"] });
    g.castAndPay("Lightning Bolt", "Ben");
    g.pass();
    g.castAndPay("Negate", "Lightning Bolt").passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Lightning Bolt"]);
    expect(g.life("Ben")).toBe(20);
  });

  it("a creature spell isn't a legal target", () => {
    const g = duel({ hand: ["Grizzly Bears"], battlefield: ["Forest", "Forest"] }, { hand: ["Negate"], battlefield: ["Island", "Island"] });
    g.castAndPay("Grizzly Bears").pass();
    expect(castOption(g, "Negate")).toMatchObject({ hasTargets: false });
  });
});

describe("Reverberate", () => {
  it("707.10: Ben's copy of Ana's Lightning Bolt is his and keeps its target; then the original resolves", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { hand: ["Reverberate"], battlefield: ["Mountain", "Mountain"] });
    g.castAndPay("Lightning Bolt", "Ben").pass();
    g.castAndPay("Reverberate", "Lightning Bolt").passAll();
    g.expectPrompt("chooseOption", "Ben");
    g.answer({ kind: "option", option: "keep the targets" });
    expect(g.stackLabels()).toEqual(["Lightning Bolt (Ana)", "Lightning Bolt (Ben)"]);
    g.passAll();
    expect(g.life("Ben")).toBe(17);
    g.passAll();
    expect(g.life("Ben")).toBe(14);
    expect(g.graveyardNames("Ben")).toEqual(["Reverberate"]);
  });

  it("115.1: a creature spell isn't a legal target", () => {
    const g = duel(
      { hand: ["Grizzly Bears"], battlefield: ["Forest", "Forest"] },
      { hand: ["Reverberate", "Lightning Bolt"], battlefield: ["Mountain", "Mountain"] },
    );
    g.castAndPay("Grizzly Bears").pass();
    expect(castOption(g, "Reverberate")).toMatchObject({ hasTargets: false });
  });
});
