// Prodigal Sorcerer: a {T} ability and summoning sickness (302.6).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";
import { hasAction } from "../support/casting.ts";

describe("Prodigal Sorcerer", () => {
  it("602.2, 113.7a: its {T} ability uses the stack and can be responded to; it resolves even if the Sorcerer is killed in response", () => {
    const g = duel({ battlefield: ["Prodigal Sorcerer"] }, { hand: ["Lightning Bolt"], battlefield: ["Mountain"] });
    g.activate("Prodigal Sorcerer").targets("Ben");
    // 602.2b, 601.2h: {T} is paid like any other cost.
    expect(g.expectPrompt("payCosts").parts.map((p) => p.text)).toEqual(["{T}"]);
    g.autoPay();
    expect(g.permanent("Prodigal Sorcerer").tapped).toBe(true);
    expect(g.eventsOf("stackPushed")).toMatchObject([{ name: "Prodigal Sorcerer", kind: "activatedAbility" }]);
    expect(g.eventsOf("abilityActivated")).toHaveLength(1);
    expect(g.stackNames()).toEqual(["Prodigal Sorcerer"]);
    g.pass();
    g.castAndPay("Lightning Bolt", "Prodigal Sorcerer").passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Prodigal Sorcerer"]);
    expect(g.life("Ben")).toBe(20);
    g.passAll();
    expect(g.life("Ben")).toBe(19);
    expect(g.eventsOf("damageDealt").at(-1)).toMatchObject({ sourceName: "Prodigal Sorcerer", amount: 1, targetName: "Ben" });
  });

  it("302.6, 602.5a: a Sorcerer that came under Ana's control this turn can't activate its {T} ability", () => {
    const g = duel({ battlefield: [{ card: "Prodigal Sorcerer", sick: true }] });
    const id = g.permanent("Prodigal Sorcerer").id;
    expect(hasAction(g, "activate", id)).toBe(false);
    expect(g.refuseAnswer({ kind: "activate", source: id, ability: 0 }).rule).toBe("602.5");
  });

  it("115.4: it can ping a creature: 1 damage kills a 1-toughness creature", () => {
    const g = duel({ battlefield: ["Prodigal Sorcerer"] }, { battlefield: ["Llanowar Elves"] });
    g.activate("Prodigal Sorcerer").targets("Llanowar Elves").autoPay().passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Llanowar Elves"]);
  });
});
