// Additional costs (118.8): Bone Splinters' sacrifice and Thrill of Possibility's discard.

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Bone Splinters", () => {
  it("118.8, 601.2h: sacrificing a creature is a mandatory additional cost, paid while casting — before the spell resolves", () => {
    const g = duel({ hand: ["Bone Splinters"], battlefield: ["Swamp", "Grizzly Bears"] }, { battlefield: ["Hill Giant"] });
    g.cast("Bone Splinters");
    // Nothing to choose about the cost: it is mandatory.
    g.targets("Hill Giant");
    const pay = g.expectPrompt("payCosts");
    expect(pay.mana).toMatchObject({ B: 1, generic: 0 });
    // Only Ana's own creatures can be sacrificed.
    expect(pay.parts.map((p) => [p.text, p.options.map((o) => g.nameOfObject(o))])).toEqual([["sacrifice a creature", ["Grizzly Bears"]]]);
    g.tapForMana("Swamp").payPart("sacrifice a creature", "Grizzly Bears").pay();
    expect(g.graveyardNames("Ana")).toEqual(["Grizzly Bears"]);
    expect(g.stackNames()).toEqual(["Bone Splinters"]);
    g.passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Hill Giant"]);
    expect(g.graveyardNames("Ana")).toEqual(["Grizzly Bears", "Bone Splinters"]);
  });

  it("601.2h: with no creature to sacrifice, its cost can't be paid and the cast is reversed", () => {
    const g = duel({ hand: ["Bone Splinters"], battlefield: ["Swamp"] }, { battlefield: ["Hill Giant"] });
    const before = g.stateJson();
    g.cast("Bone Splinters").targets("Hill Giant");
    expect(g.stateJson()).toBe(before);
    expect(g.eventsOf("castReversed")).toMatchObject([{ name: "Bone Splinters", rule: "601.2h" }]);
    expect(g.permanents("Hill Giant")).toHaveLength(1);
  });

  it("608.2b: sacrificing the creature it targets leaves it with no legal target, so it does nothing", () => {
    const g = duel({ hand: ["Bone Splinters"], battlefield: ["Swamp", "Grizzly Bears"] }, { battlefield: ["Hill Giant"] });
    g.cast("Bone Splinters").targets("Grizzly Bears");
    g.tapForMana("Swamp").payPart("sacrifice a creature", "Grizzly Bears").pay();
    g.passAll();
    expect(g.eventsOf("countered")).toMatchObject([{ name: "Bone Splinters", rule: "608.2b" }]);
    expect(g.permanents("Hill Giant")).toHaveLength(1);
  });
});

describe("Thrill of Possibility", () => {
  it("118.8: discarding a card is an additional cost, paid while casting; then Ana draws two cards", () => {
    const g = duel({
      hand: ["Thrill of Possibility", "Hill Giant", "Coral Eel"],
      battlefield: ["Mountain", "Mountain"],
      library: ["Forest", "Island", "Plains"],
    });
    g.cast("Thrill of Possibility");
    const pay = g.expectPrompt("payCosts");
    expect(pay.mana).toMatchObject({ R: 1, generic: 1 });
    // Thrill itself is on the stack, so it isn't an option.
    expect(pay.parts.map((p) => [p.text, p.options.map((o) => g.nameOfObject(o))])).toEqual([["discard a card", ["Hill Giant", "Coral Eel"]]]);
    g.tapForMana("Mountain").tapForMana("Mountain").payPart("discard a card", "Coral Eel").pay();
    expect(g.eventsOf("discarded")).toMatchObject([{ name: "Coral Eel" }]);
    expect(g.graveyardNames("Ana")).toEqual(["Coral Eel"]);
    g.passAll();
    expect(g.handNames("Ana")).toEqual(["Hill Giant", "Forest", "Island"]);
    expect(g.graveyardNames("Ana")).toEqual(["Coral Eel", "Thrill of Possibility"]);
  });

  it("601.2h: with no other card in hand to discard, the cast is reversed", () => {
    const g = duel({ hand: ["Thrill of Possibility"], battlefield: ["Mountain", "Mountain"] });
    const before = g.stateJson();
    g.cast("Thrill of Possibility");
    expect(g.stateJson()).toBe(before);
    expect(g.eventsOf("castReversed")).toMatchObject([{ name: "Thrill of Possibility", rule: "601.2h" }]);
  });
});
