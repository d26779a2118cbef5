// Magic 2013: Flames of the Firebrand (damage divided among up to three targets, 601.2d), Thundermaw Hellkite (damage to
// and tapping of each opposing flyer), Clock of Omens (a cost of tapping two untapped artifacts) and Angelic
// Benediction (exalted and a "you may tap" trigger when a creature attacks alone, 506.5).

import { describe, expect, it } from "vitest";
import { attack } from "../support/combat.ts";
import { duel } from "../support/scenario.ts";

const yes = { kind: "option", option: "yes" } as const;

describe("Flames of the Firebrand", () => {
  it("601.2d: 3 damage divided among three targets, one each", () => {
    const g = duel(
      { hand: ["Flames of the Firebrand"], battlefield: ["Mountain", "Mountain", "Mountain"] },
      { battlefield: ["Grizzly Bears", "Llanowar Elves"] },
    );
    g.cast("Flames of the Firebrand").targets("Grizzly Bears", "Llanowar Elves", "Ben").divide(1, 1, 1).autoPay().passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Llanowar Elves"]);
    expect(g.permanent("Grizzly Bears").damage).toBe(1);
    expect(g.life("Ben")).toBe(19);
  });

  it("601.2d: all 3 to a single target", () => {
    const g = duel({ hand: ["Flames of the Firebrand"], battlefield: ["Mountain", "Mountain", "Mountain"] });
    g.cast("Flames of the Firebrand").targets("Ben").autoPay().passAll();
    expect(g.life("Ben")).toBe(17);
  });
});

describe("Thundermaw Hellkite", () => {
  it("its enters trigger deals 1 damage to each flyer the opponents control and taps them; ground creatures and its own flyers are spared", () => {
    const g = duel(
      { hand: ["Thundermaw Hellkite"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Wind Drake"] },
      { battlefield: ["Birds of Paradise", "Serra Angel", "Grizzly Bears"] },
    );
    g.castAndPay("Thundermaw Hellkite").passAll().passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Birds of Paradise"]);
    expect(g.permanent("Serra Angel")).toMatchObject({ damage: 1, tapped: true });
    expect(g.permanent("Grizzly Bears")).toMatchObject({ damage: 0, tapped: false });
    expect(g.permanent("Wind Drake")).toMatchObject({ damage: 0, tapped: false });
  });
});

describe("Clock of Omens", () => {
  it("602.2: tapping two untapped artifacts you control untaps target artifact", () => {
    const g = duel({ battlefield: ["Clock of Omens", "Ornithopter", { card: "Sol Ring", tapped: true }] });
    g.activate("Clock of Omens").targets("Sol Ring");
    g.payPart("tap two untapped artifacts", "Clock of Omens", "Ornithopter");
    g.passAll();
    expect(g.permanent("Sol Ring").tapped).toBe(false);
    expect(g.permanent("Ornithopter").tapped).toBe(true);
    expect(g.permanent("Clock of Omens").tapped).toBe(true);
  });
});

describe("Angelic Benediction", () => {
  it("506.5, 702.83a: a creature attacking alone gets exalted's +1/+1, and its controller may tap target creature", () => {
    const g = duel({ battlefield: ["Angelic Benediction", "Grizzly Bears"] }, { battlefield: ["Hill Giant"] });
    attack(g, "Grizzly Bears");
    g.expectPrompt("orderTriggers");
    g.answer({ kind: "order", order: [0, 1] });
    g.targets("Hill Giant");
    g.passUntilPrompt("chooseOption").answer(yes);
    expect(g.permanent("Hill Giant").tapped).toBe(true);
    expect(g.pt("Grizzly Bears")).toEqual([3, 3]);
  });

  it("506.5: no trigger when two creatures attack", () => {
    const g = duel({ battlefield: ["Angelic Benediction", "Grizzly Bears", "Llanowar Elves"] }, { battlefield: ["Hill Giant"] });
    attack(g, "Grizzly Bears", "Llanowar Elves");
    g.passUntilPrompt("declareBlockers");
    expect(g.permanent("Hill Giant").tapped).toBe(false);
    expect(g.pt("Grizzly Bears")).toEqual([2, 2]);
  });
});
