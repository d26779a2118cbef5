// The control-changing cards (613.1b): sorceries that take a creature until end of turn, Auras that take it for
// as long as they enchant it, and Sower of Temptation, whose effect lasts while it remains on the battlefield.

import { describe, expect, it } from "vitest";
import { controllerOf, keywordsOf } from "../../server/engine/layers/characteristics.ts";
import { duel, type Scenario } from "../support/scenario.ts";

function controller(g: Scenario, name: string): number {
  return controllerOf(g.reader, g.permanent(name));
}

/** Ana attacks Ben with `name` and nobody blocks; returns Ben's life after combat damage. */
function attackBen(g: Scenario, name: string): number {
  g.passUntilPrompt("declareAttackers");
  g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent(name).id, defender: 1 }] });
  g.passUntil("postcombatMain");
  return g.life("Ben");
}

describe.each([
  ["Act of Treason", ["Mountain", "Mountain", "Mountain"]],
  ["Threaten", ["Mountain", "Mountain", "Mountain"]],
  ["Traitorous Blood", ["Mountain", "Mountain", "Mountain"]],
])("%s", (spell, lands) => {
  it("613.1b, 302.6: untaps an opponent's tapped creature, takes it until end of turn, and it can attack with haste", () => {
    const g = duel({ hand: [spell], battlefield: lands }, { battlefield: [{ card: "Hill Giant", tapped: true }] });
    g.castAndPay(spell, "Hill Giant").passAll();
    expect(controller(g, "Hill Giant")).toBe(0);
    expect(g.permanent("Hill Giant").tapped).toBe(false);
    expect(keywordsOf(g.reader, g.permanent("Hill Giant"))).toContain("Haste");
    expect(attackBen(g, "Hill Giant")).toBe(17);
    // 514.2: "until end of turn" ends in the cleanup step; the giant is Ben's again, without haste.
    g.passUntil("upkeep", 4);
    expect(controller(g, "Hill Giant")).toBe(1);
    expect(keywordsOf(g.reader, g.permanent("Hill Giant"))).not.toContain("Haste");
  });
});

describe("Traitorous Blood", () => {
  it("702.19: the creature also gains trample until end of turn", () => {
    const g = duel({ hand: ["Traitorous Blood"], battlefield: ["Mountain", "Mountain", "Mountain"] }, { battlefield: ["Hill Giant"] });
    g.castAndPay("Traitorous Blood", "Hill Giant").passAll();
    expect(keywordsOf(g.reader, g.permanent("Hill Giant"))).toEqual(["Trample", "Haste"]);
    expect(g.log()).toContain("Hill Giant gains trample, haste until end of turn.");
  });
});

describe.each([
  ["Mind Control", ["Island", "Island", "Island", "Island", "Island"]],
  ["Control Magic", ["Island", "Island", "Island", "Island"]],
  ["Persuasion", ["Island", "Island", "Island", "Island", "Island"]],
])("%s", (aura, lands) => {
  it("613.1b: its controller controls the enchanted creature for as long as it is attached; then control returns", () => {
    const g = duel({ hand: [aura], battlefield: lands }, { hand: ["Aura Blast"], battlefield: ["Plains", "Plains", "Serra Angel"] });
    g.castAndPay(aura, "Serra Angel").passAll();
    expect(controller(g, "Serra Angel")).toBe(0);
    // The creature is Ana's on her next turn, untapped in her untap step and free to attack.
    g.passUntil("precombatMain", 5);
    expect(attackBen(g, "Serra Angel")).toBe(16);
    g.pass();
    g.castAndPay("Aura Blast", aura).passAll();
    expect(controller(g, "Serra Angel")).toBe(1);
  });
});

describe("Sower of Temptation", () => {
  it("611.2b: takes target creature when it enters; the creature returns once Sower leaves the battlefield", () => {
    const g = duel(
      { hand: ["Sower of Temptation"], battlefield: ["Island", "Island", "Island", "Island"] },
      { hand: ["Shock"], battlefield: ["Mountain", "Hill Giant"] },
    );
    g.castAndPay("Sower of Temptation").passAll();
    g.targets("Hill Giant").passAll();
    expect(controller(g, "Hill Giant")).toBe(0);
    expect(keywordsOf(g.reader, g.permanent("Sower of Temptation"))).toEqual(["Flying"]);
    g.pass();
    g.castAndPay("Shock", "Sower of Temptation").passAll();
    expect(controller(g, "Hill Giant")).toBe(1);
    expect(g.state.effects).toEqual([]);
  });
});

describe("Switcheroo", () => {
  const islands = ["Island", "Island", "Island", "Island", "Island"];

  it("701.12b: each controller gains control of the other's creature, new to them (302.6)", () => {
    const g = duel({ hand: ["Switcheroo"], battlefield: [...islands, "Grizzly Bears"] }, { battlefield: ["Serra Angel"] });
    g.castAndPay("Switcheroo", "Grizzly Bears", "Serra Angel").passAll();
    expect([controller(g, "Grizzly Bears"), controller(g, "Serra Angel")]).toEqual([1, 0]);
    // The Angel can't attack this turn; Ben's new Grizzly Bears can on his turn, which began after he got it.
    g.passUntilPrompt("declareAttackers");
    const attackers = g.expectPrompt("declareAttackers").options.map((o) => g.nameOfObject(o.attacker));
    expect([g.state.turn.number, attackers]).toEqual([4, ["Grizzly Bears"]]);
  });

  it("701.12a: if one of the creatures is gone when it resolves, no part of the exchange happens", () => {
    const g = duel({ hand: ["Switcheroo"], battlefield: [...islands, "Grizzly Bears"] }, { hand: ["Shock"], battlefield: ["Mountain", "Serra Angel"] });
    g.castAndPay("Switcheroo", "Grizzly Bears", "Serra Angel");
    g.pass();
    g.castAndPay("Shock", "Grizzly Bears").passAll();
    g.passAll();
    expect(controller(g, "Serra Angel")).toBe(1);
    expect(g.state.effects).toEqual([]);
  });

  it("701.12b: two creatures with the same controller: the exchange does nothing", () => {
    const g = duel({ hand: ["Switcheroo"], battlefield: islands }, { battlefield: ["Serra Angel", "Grizzly Bears"] });
    g.castAndPay("Switcheroo", "Grizzly Bears", "Serra Angel").passAll();
    expect([controller(g, "Grizzly Bears"), controller(g, "Serra Angel")]).toEqual([1, 1]);
    expect(g.state.effects).toEqual([]);
  });
});

describe("Captivating Vampire", () => {
  const vampires = [{ card: "Vampire Nighthawk", sick: true }, "Vampire Nighthawk", "Vampire Nighthawk", "Vampire Nighthawk"];

  it("613.1b, 613.1d, 613.4c: the creature it takes becomes a Vampire under its control, so its +1/+1 applies", () => {
    const g = duel({ battlefield: ["Captivating Vampire", ...vampires] }, { battlefield: ["Hill Giant"] });
    // Other Vampires Ana controls get +1/+1: each Nighthawk (2/3) is a 3/4.
    expect(g.pt("Vampire Nighthawk")).toEqual([3, 4]);
    g.activate("Captivating Vampire", 1).targets("Hill Giant");
    // 302.6: tapping creatures for a cost other than {T} doesn't need them to have been controlled since the turn began.
    g.payPart("tap five untapped Vampires", "Captivating Vampire", "Vampire Nighthawk", "Vampire Nighthawk", "Vampire Nighthawk", "Vampire Nighthawk");
    g.passAll();
    expect(controller(g, "Hill Giant")).toBe(0);
    expect(g.permanent("Hill Giant").tapped).toBe(false);
    expect(g.pt("Hill Giant")).toEqual([4, 4]);
    expect(g.log()).toContain("Hill Giant becomes Vampire in addition to its other types.");
  });

  it("601.2h, 732.1: with fewer than five untapped Vampires, its cost can't be paid and the activation is reversed", () => {
    const g = duel({ battlefield: ["Captivating Vampire", ...vampires.slice(1)] }, { battlefield: ["Hill Giant"] });
    g.activate("Captivating Vampire", 1).targets("Hill Giant");
    // 732.1: the activation is reversed; nothing was tapped.
    expect(g.eventsOf("castReversed")).toMatchObject([{ name: "Captivating Vampire's ability", ability: true }]);
    expect(g.state.battlefield.filter((p) => p.tapped)).toEqual([]);
    expect(controller(g, "Hill Giant")).toBe(1);
  });
});
