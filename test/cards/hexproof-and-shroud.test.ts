// Hexproof (702.11) and shroud (702.18): Gladecover Scout and Argothian Enchantress.

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Gladecover Scout", () => {
  it("702.11b: hexproof — an opponent's spell can't target it", () => {
    const g = duel({ battlefield: ["Gladecover Scout"] }, { hand: ["Lightning Bolt"], battlefield: ["Mountain", "Grizzly Bears"] });
    g.pass();
    g.cast("Lightning Bolt");
    expect(g.targetOptionNames().sort()).toEqual(["Ana", "Ben", "Grizzly Bears"]);
    expect(g.refuseAnswer({ kind: "targets", targets: [{ kind: "object", id: g.permanent("Gladecover Scout").id }] }).rule).toBe("601.2c");
  });

  it("702.11b: hexproof — its controller's own spells can target it", () => {
    const g = duel({ hand: ["Giant Growth"], battlefield: ["Forest", "Gladecover Scout"] });
    g.cast("Giant Growth");
    expect(g.targetOptionNames()).toEqual(["Gladecover Scout"]);
    g.targets("Gladecover Scout").autoPay().passAll();
    expect(g.pt("Gladecover Scout")).toEqual([4, 4]);
  });

  it("702.11b: hexproof — an opponent's activated ability can't target it either", () => {
    const g = duel({ battlefield: ["Gladecover Scout"] }, { battlefield: ["Prodigal Sorcerer"] });
    g.pass();
    g.activate("Prodigal Sorcerer");
    expect(g.targetOptionNames().sort()).toEqual(["Ana", "Ben", "Prodigal Sorcerer"]);
  });
});

describe("Argothian Enchantress", () => {
  it("702.18a: shroud — not even its controller can target it", () => {
    const g = duel({ hand: ["Giant Growth"], battlefield: ["Forest", "Argothian Enchantress"] }, { hand: ["Lightning Bolt"], battlefield: ["Mountain"] });
    const before = g.stateJson();
    g.cast("Giant Growth");
    expect(g.stateJson()).toBe(before);
    expect(g.eventsOf("castReversed")).toMatchObject([{ name: "Giant Growth", rule: "601.2c" }]);
    g.pass();
    g.cast("Lightning Bolt");
    expect(g.targetOptionNames().sort()).toEqual(["Ana", "Ben"]);
  });

  it("702.18a: shroud — its controller's own activated abilities can't target it either", () => {
    const g = duel({ battlefield: ["Argothian Enchantress", "Prodigal Sorcerer"] });
    g.activate("Prodigal Sorcerer");
    expect(g.targetOptionNames().sort()).toEqual(["Ana", "Ben", "Prodigal Sorcerer"]);
  });

  it("601.2i, 603.3: casting an enchantment spell triggers it — the draw goes on the stack above the enchantment and resolves first", () => {
    const g = duel({ hand: ["Holy Strength"], battlefield: ["Plains", "Argothian Enchantress", "Grizzly Bears"], library: ["Coral Eel", "Plains"] });
    g.castAndPay("Holy Strength", "Grizzly Bears");
    expect(g.stackNames()).toEqual(["Holy Strength", "Argothian Enchantress"]);
    expect(g.eventsOf("abilityTriggered")).toMatchObject([{ name: "Argothian Enchantress" }]);
    g.passAll();
    expect(g.handNames("Ana")).toEqual(["Coral Eel"]);
    expect(g.stackNames()).toEqual(["Holy Strength"]);
    g.passAll();
    expect(g.pt("Grizzly Bears")).toEqual([3, 4]);
  });

  it("603.3: the triggered draw is independent of the enchantment spell — countering the spell doesn't stop the draw", () => {
    const g = duel(
      { hand: ["Holy Strength"], battlefield: ["Plains", "Argothian Enchantress", "Grizzly Bears"], library: ["Coral Eel", "Plains"] },
      { hand: ["Counterspell"], battlefield: ["Island", "Island"] },
    );
    g.castAndPay("Holy Strength", "Grizzly Bears").pass();
    g.castAndPay("Counterspell", "Holy Strength").passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Holy Strength"]);
    expect(g.stackNames()).toEqual(["Argothian Enchantress"]);
    g.passAll();
    expect(g.handNames("Ana")).toEqual(["Coral Eel"]);
  });

  it("603.2: it doesn't trigger on a nonenchantment spell, nor on an opponent's enchantment spell", () => {
    const g = duel(
      { battlefield: ["Argothian Enchantress"] },
      { hand: ["Gloom", "Lightning Bolt"], battlefield: ["Swamp", "Swamp", "Swamp", "Mountain"] },
      { activePlayer: 1 },
    );
    g.castAndPay("Gloom").passAll();
    g.castAndPay("Lightning Bolt", "Ana").passAll();
    expect(g.eventsOf("abilityTriggered")).toEqual([]);
    expect(g.handNames("Ana")).toEqual([]);
    expect(g.permanents("Gloom")).toHaveLength(1);
  });
});
