// Counterspell and Remand: countering a spell (701.6), and Remand's putting it into its owner's hand instead.

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";
import { stackSpellId, exileNames } from "../support/zones.ts";
import { castFromGraveyard } from "../support/casting.ts";

describe("Counterspell", () => {
  it("701.6a: Counterspell counters target spell — it goes to its owner's graveyard and none of its effects happen", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { hand: ["Counterspell"], battlefield: ["Island", "Island"] });
    g.castAndPay("Lightning Bolt", "Ben").pass();
    g.cast("Counterspell");
    expect(g.targetOptionNames()).toEqual(["Lightning Bolt"]);
    g.targets("Lightning Bolt").autoPay();
    expect(g.stackNames()).toEqual(["Lightning Bolt", "Counterspell"]);
    g.passAll();
    expect(g.eventsOf("countered")).toMatchObject([{ name: "Lightning Bolt", rule: "701.6a" }]);
    expect(g.stackNames()).toEqual([]);
    expect(g.life("Ben")).toBe(20);
    expect(g.graveyardNames("Ana")).toEqual(["Lightning Bolt"]);
    expect(g.graveyardNames("Ben")).toEqual(["Counterspell"]);
  });

  it("115.5, 601.2c: with no other spell on the stack it has no legal target (it can't target itself) and the cast is reversed", () => {
    const g = duel({ hand: ["Counterspell"], battlefield: ["Island", "Island"] });
    const before = g.stateJson();
    g.cast("Counterspell");
    expect(g.stateJson()).toBe(before);
    expect(g.eventsOf("castReversed")).toMatchObject([{ name: "Counterspell", rule: "601.2c" }]);
  });
});

describe("Remand", () => {
  it("701.6a, 608.2c, 400.7: Remand counters the spell and puts it into its owner's hand instead of the graveyard, as a new object; its caster draws a card", () => {
    const g = duel(
      { hand: ["Lightning Bolt"], battlefield: ["Mountain"] },
      { hand: ["Remand"], battlefield: ["Island", "Island"], library: ["Coral Eel", "Plains", "Plains"] },
    );
    g.castAndPay("Lightning Bolt", "Ben").pass();
    const boltOnStack = stackSpellId(g, "Lightning Bolt");
    g.castAndPay("Remand", "Lightning Bolt").passAll();
    expect(g.stackNames()).toEqual([]);
    expect(g.handNames("Ana")).toEqual(["Lightning Bolt"]);
    const inHand = g.state.players[0]!.hand[0]!.id;
    expect(inHand).not.toBe(boltOnStack);
    expect(g.eventsOf("zoneChanged").find((e) => e.name === "Lightning Bolt")).toMatchObject({
      from: "stack",
      to: "hand",
      oldId: boltOnStack,
      newId: inHand,
      owner: 0,
    });
    // Countered (it never resolves: "whenever a spell is countered" would see it), then put into the hand.
    expect(g.eventsOf("countered")).toEqual([expect.objectContaining({ object: boltOnStack, name: "Lightning Bolt", rule: "608.2c" })]);
    expect(g.eventsOf("stackRemoved").map((e) => [e.name, e.reason])).toEqual([
      ["Lightning Bolt", "countered"],
      ["Remand", "resolved"],
    ]);
    expect(g.handNames("Ben")).toEqual(["Coral Eel"]);
    expect(g.graveyardNames("Ben")).toEqual(["Remand"]);
    expect(g.life("Ben")).toBe(20);
    // The mana spent on the Bolt is gone: the Mountain stays tapped.
    expect(g.permanent("Mountain").tapped).toBe(true);
  });

  it("702.34a: a spell cast with flashback that Remand counters is exiled instead of going to its owner's hand", () => {
    const g = duel({ graveyard: ["Think Twice"], battlefield: ["Island", "Island", "Island"] }, { hand: ["Remand"], battlefield: ["Island", "Island"] });
    castFromGraveyard(g, "Think Twice");
    g.autoPay().pass();
    g.castAndPay("Remand", "Think Twice").passAll();
    expect(g.handNames("Ana")).toEqual([]);
    expect(exileNames(g)).toEqual(["Think Twice"]);
  });
});
