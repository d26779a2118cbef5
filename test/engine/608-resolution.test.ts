import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";
import { controllerOf } from "../../server/engine/layers/characteristics.ts";

describe("608 resolving spells (first slice)", () => {
  it("608.2c, 608.2k: an instant does what it says, then goes to its owner's graveyard", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] });
    g.castAndPay("Lightning Bolt", "Ben").passAll();
    expect(g.life("Ben")).toBe(17);
    expect(g.stackNames()).toEqual([]);
    expect(g.graveyardNames("Ana")).toEqual(["Lightning Bolt"]);
    expect(g.eventsOf("stackRemoved").at(-1)).toMatchObject({ name: "Lightning Bolt", reason: "resolved" });
  });

  it("608.2k: an instant cast in another player's turn goes to its owner's graveyard", () => {
    const g = duel({}, { hand: ["Lightning Bolt"], battlefield: ["Mountain"] });
    g.pass().castAndPay("Lightning Bolt", "Ana").passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Lightning Bolt"]);
    expect(g.life("Ana")).toBe(17);
  });

  it("608.2b: a spell whose only target became illegal does nothing and goes to the graveyard", () => {
    const g = duel({ hand: ["Giant Growth", "Lightning Bolt"], battlefield: ["Forest", "Mountain"] }, { battlefield: ["Coral Eel"] });
    g.castAndPay("Giant Growth", "Coral Eel");
    // In response, Ana bolts the Eel; the Bolt resolves first (last in, first out) and the Eel dies.
    g.castAndPay("Lightning Bolt", "Coral Eel").passAll();
    expect(g.stackNames()).toEqual(["Giant Growth"]);
    g.passAll();
    expect(g.eventsOf("countered")).toEqual([expect.objectContaining({ name: "Giant Growth", rule: "608.2b", reason: "all its targets are illegal" })]);
    expect(g.eventsOf("powerToughnessModified")).toHaveLength(0);
    expect(g.graveyardNames("Ana").sort()).toEqual(["Giant Growth", "Lightning Bolt"]);
    expect(g.log()).toContain("Giant Growth does nothing and is removed from the stack: all its targets are illegal (608.2b).");
  });

  it("601.2c: the chosen targets are recorded on the spell on the stack", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { battlefield: ["Grizzly Bears"] });
    g.castAndPay("Lightning Bolt", "Grizzly Bears");
    const spell = g.state.stack[0]!;
    const targeted = spell.choices.targets[0]![0]!;
    expect(targeted).toEqual({ kind: "object", id: g.permanent("Grizzly Bears").id });
  });

  it("608.3a: a creature spell becomes a permanent under its controller's control", () => {
    const g = duel({ hand: ["Grizzly Bears"], battlefield: ["Forest", "Forest"] });
    g.castAndPay("Grizzly Bears").passAll();
    const bears = g.permanent("Grizzly Bears");
    expect(bears).toMatchObject({ enteredUnder: 0, owner: 0, tapped: false, damage: 0 });
    expect(controllerOf(g.reader, bears)).toBe(0);
    expect(g.stackNames()).toEqual([]);
    g.expectPrompt("priority", "Ana"); // 117.3b
  });

  it("608.3c: an Aura spell enters attached to the object it targeted", () => {
    const g = duel({ hand: ["Holy Strength"], battlefield: ["Plains"] }, { battlefield: ["Hill Giant"] });
    g.castAndPay("Holy Strength", "Hill Giant").passAll();
    expect(g.permanent("Holy Strength").attachedTo).toBe(g.permanent("Hill Giant").id);
    expect(controllerOf(g.reader, g.permanent("Holy Strength"))).toBe(0);
  });

  it("608.3b: an Aura spell whose target is gone doesn't resolve and goes to its owner's graveyard", () => {
    const g = duel({ hand: ["Holy Strength", "Lightning Bolt"], battlefield: ["Plains", "Mountain"] }, { battlefield: ["Coral Eel"] });
    g.castAndPay("Holy Strength", "Coral Eel");
    g.castAndPay("Lightning Bolt", "Coral Eel").passAll().passAll();
    expect(g.permanents("Holy Strength")).toHaveLength(0);
    expect(g.graveyardNames("Ana").sort()).toEqual(["Holy Strength", "Lightning Bolt"]);
    expect(g.eventsOf("countered")[0]).toMatchObject({ name: "Holy Strength", rule: "608.3b" });
  });

  it("405.5, 608.1: the stack resolves last in, first out", () => {
    const g = duel({ hand: ["Lightning Bolt", "Giant Growth"], battlefield: ["Mountain", "Forest", "Grizzly Bears"] });
    g.castAndPay("Giant Growth", "Grizzly Bears");
    g.castAndPay("Lightning Bolt", "Grizzly Bears");
    expect(g.stackNames()).toEqual(["Giant Growth", "Lightning Bolt"]);
    g.passAll();
    // The Bolt resolved first: the Bears died before the Growth could save them.
    expect(g.permanents("Grizzly Bears")).toHaveLength(0);
    expect(g.eventsOf("resolving").map((e) => e.name)).toEqual(["Lightning Bolt"]);
    g.passAll();
    expect(g.eventsOf("countered").map((e) => e.name)).toEqual(["Giant Growth"]);
  });
});
