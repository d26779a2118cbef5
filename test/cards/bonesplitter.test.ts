// Bonesplitter: equipment and equip (301.5, 702.6).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";
import { hasAction } from "../support/casting.ts";

describe("Bonesplitter", () => {
  it("702.6a: equip {1} targets only a creature Ana controls, and the equipped creature gets +2/+0; equipping again moves it", () => {
    const g = duel({ battlefield: ["Bonesplitter", "Grizzly Bears", "Savannah Lions", "Mountain", "Mountain"] }, { battlefield: ["Hill Giant"] });
    g.activate("Bonesplitter", 1);
    expect(g.targetOptionNames().sort()).toEqual(["Grizzly Bears", "Savannah Lions"]);
    g.targets("Grizzly Bears");
    expect(g.expectPrompt("payCosts").mana).toMatchObject({ generic: 1 });
    g.autoPay().passAll();
    expect(g.permanent("Bonesplitter").attachedTo).toBe(g.permanent("Grizzly Bears").id);
    expect(g.pt("Grizzly Bears")).toEqual([4, 2]);
    g.activate("Bonesplitter", 1).targets("Savannah Lions").autoPay().passAll();
    expect(g.permanent("Bonesplitter").attachedTo).toBe(g.permanent("Savannah Lions").id);
    expect(g.pt("Savannah Lions")).toEqual([4, 1]);
    expect(g.pt("Grizzly Bears")).toEqual([2, 2]);
  });

  it("702.6a: equip only as a sorcery — not with a spell on the stack, nor outside Ana's main phase", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Bonesplitter", "Grizzly Bears", "Mountain", "Mountain"] });
    const id = g.permanent("Bonesplitter").id;
    expect(hasAction(g, "activate", id)).toBe(true);
    g.castAndPay("Lightning Bolt", "Ben");
    expect(hasAction(g, "activate", id)).toBe(false);
    expect(g.refuseAnswer({ kind: "activate", source: id, ability: 1 }).rule).toBe("602.5");
    const combat = duel({ battlefield: ["Bonesplitter", "Grizzly Bears", "Mountain"] }, {}, { step: "beginningOfCombat" });
    expect(hasAction(combat, "activate", combat.permanent("Bonesplitter").id)).toBe(false);
  });

  it("608.2b: if the new creature leaves before equip resolves, the ability does nothing and Bonesplitter stays where it was", () => {
    const g = duel(
      { battlefield: [{ card: "Grizzly Bears", label: "bears" }, { card: "Bonesplitter", attachedTo: "bears" }, "Savannah Lions", "Mountain"] },
      { hand: ["Lightning Bolt"], battlefield: ["Mountain"] },
    );
    g.activate("Bonesplitter", 1).targets("Savannah Lions").autoPay().pass();
    g.castAndPay("Lightning Bolt", "Savannah Lions").passAll();
    g.passAll();
    expect(g.eventsOf("countered")).toMatchObject([{ name: "Bonesplitter", rule: "608.2b" }]);
    expect(g.permanent("Bonesplitter").attachedTo).toBe(g.permanent("Grizzly Bears").id);
    expect(g.pt("Grizzly Bears")).toEqual([4, 2]);
  });

  it("704.5n: when the equipped creature dies, Bonesplitter becomes unattached and stays on the battlefield", () => {
    const g = duel(
      {
        battlefield: [
          { card: "Grizzly Bears", label: "bears" },
          { card: "Bonesplitter", attachedTo: "bears" },
        ],
      },
      { hand: ["Lightning Bolt"], battlefield: ["Mountain"] },
    );
    expect(g.pt("Grizzly Bears")).toEqual([4, 2]);
    g.pass();
    g.castAndPay("Lightning Bolt", "Grizzly Bears").passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Grizzly Bears"]);
    expect(g.permanent("Bonesplitter").attachedTo).toBeNull();
    expect(g.eventsOf("unattached")).toMatchObject([{ name: "Bonesplitter", rule: "704.5n" }]);
  });
});
