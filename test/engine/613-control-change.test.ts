// 613.1b: control-changing effects (layer 2), and the rules that follow who controls a permanent: summoning
// sickness (302.6), removal from combat (506.4), "for as long as" durations (611.2b), once-each-turn counting
// (602.5b) and a player leaving the game (800.4a).

import { describe, expect, it } from "vitest";
import { controllerOf } from "../../server/engine/layers/characteristics.ts";
import type { PriorityAction } from "../../shared/prompt.ts";
import { duel, trio, type Scenario } from "../support/scenario.ts";

function canActivate(g: Scenario, name: string): boolean {
  const p = g.expectPrompt("priority");
  const id = g.state.battlefield.find((x) => x.card === name)!.id;
  return p.actions.some((a: PriorityAction) => a.kind === "activate" && a.source === id);
}

function attackerNames(g: Scenario): string[] {
  return g.expectPrompt("declareAttackers").options.map((o) => g.nameOfObject(o.attacker)!);
}

describe("613.1b layer 2: control-changing effects", () => {
  it("613.1b: an Aura's 'You control enchanted creature' gives its controller the creature; control returns when the Aura leaves", () => {
    const g = duel(
      { hand: ["Mind Control"], battlefield: ["Island", "Island", "Island", "Island", "Island"] },
      { hand: ["Aura Blast"], battlefield: ["Plains", "Plains", "Grizzly Bears"] },
    );
    g.castAndPay("Mind Control", "Grizzly Bears").passAll();
    expect(controllerOf(g.reader, g.permanent("Grizzly Bears"))).toBe(0);
    expect(g.eventsOf("controlChanged")).toMatchObject([{ name: "Grizzly Bears", from: 1, to: 0 }]);
    expect(g.log()).toContain("Ana now controls Grizzly Bears (613.1b).");
    g.pass();
    g.castAndPay("Aura Blast", "Mind Control").passAll();
    expect(controllerOf(g.reader, g.permanent("Grizzly Bears"))).toBe(1);
    expect(g.eventsOf("controlChanged").at(-1)).toMatchObject({ name: "Grizzly Bears", from: 0, to: 1 });
  });

  it("613.1b, 613.7: two control effects apply in timestamp order — the later one wins, and the earlier one applies again once it ends", () => {
    const g = duel(
      { hand: ["Mind Control"], battlefield: ["Island", "Island", "Island", "Island", "Island"] },
      { hand: ["Act of Treason"], battlefield: ["Mountain", "Mountain", "Mountain", "Grizzly Bears"], library: ["Plains", "Plains", "Plains", "Plains"] },
    );
    g.castAndPay("Mind Control", "Grizzly Bears").passAll();
    g.passUntil("precombatMain", 4);
    g.castAndPay("Act of Treason", "Grizzly Bears").passAll();
    // Ben's Act of Treason (later timestamp) overrides Ana's Mind Control until end of turn.
    expect(controllerOf(g.reader, g.permanent("Grizzly Bears"))).toBe(1);
    g.passUntil("upkeep", 5);
    expect(controllerOf(g.reader, g.permanent("Grizzly Bears"))).toBe(0);
  });
});

describe("302.6 summoning sickness follows control", () => {
  it("302.6: a creature taken this turn can't attack or use its {T} ability until its new controller's next turn", () => {
    const g = duel(
      { hand: ["Mind Control"], battlefield: ["Island", "Island", "Island", "Island", "Island", "Grizzly Bears"] },
      { battlefield: ["Prodigal Sorcerer"] },
    );
    g.castAndPay("Mind Control", "Prodigal Sorcerer").passAll();
    expect(controllerOf(g.reader, g.permanent("Prodigal Sorcerer"))).toBe(0);
    expect(canActivate(g, "Prodigal Sorcerer")).toBe(false);
    g.passUntilPrompt("declareAttackers");
    expect([g.state.turn.number, attackerNames(g)]).toEqual([3, ["Grizzly Bears"]]);
    g.passUntil("precombatMain", 5);
    expect(canActivate(g, "Prodigal Sorcerer")).toBe(true);
  });

  it("302.6: control that returns in the cleanup step is continuous since before its owner's turn began — the creature can attack", () => {
    const g = duel({ hand: ["Act of Treason"], battlefield: ["Mountain", "Mountain", "Mountain"] }, { battlefield: ["Grizzly Bears"] });
    g.castAndPay("Act of Treason", "Grizzly Bears").passAll();
    // Haste: Ana attacks Ben with his own creature.
    g.passUntilPrompt("declareAttackers");
    expect(attackerNames(g)).toEqual(["Grizzly Bears"]);
    g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Grizzly Bears").id, defender: 1 }] });
    g.passUntil("postcombatMain");
    expect(g.life("Ben")).toBe(18);
    g.passUntil("precombatMain", 4);
    expect(controllerOf(g.reader, g.permanent("Grizzly Bears"))).toBe(1);
    g.passUntilPrompt("declareAttackers");
    expect([g.state.turn.number, attackerNames(g)]).toEqual([4, ["Grizzly Bears"]]);
  });

  it("302.6: a sandbox position says who controls what; a creature an Aura took earlier is not summoning sick", () => {
    const g = duel({ battlefield: [{ card: "Mind Control", attachedTo: "sorcerer" }] }, { battlefield: [{ card: "Prodigal Sorcerer", label: "sorcerer" }] });
    expect(controllerOf(g.reader, g.permanent("Prodigal Sorcerer"))).toBe(0);
    expect(canActivate(g, "Prodigal Sorcerer")).toBe(true);
  });
});

describe("506.4 removed from combat", () => {
  it("506.4: an attacking creature whose controller changes is removed from combat and deals no combat damage", () => {
    const g = duel(
      { battlefield: [{ card: "Mind Control", attachedTo: "bears" }] },
      { hand: ["Aura Blast"], battlefield: ["Plains", "Plains", { card: "Grizzly Bears", label: "bears" }] },
    );
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Grizzly Bears").id, defender: 1 }] });
    g.pass();
    g.castAndPay("Aura Blast", "Mind Control").passAll();
    expect(g.state.combat?.attackers).toEqual([]);
    g.passUntil("postcombatMain");
    expect(g.life("Ben")).toBe(20);
  });
});

describe("611.2b 'for as long as' durations", () => {
  it("611.2b: Sower of Temptation's effect lasts while it remains on the battlefield, even under another player's control", () => {
    const g = duel(
      { hand: ["Sower of Temptation"], battlefield: ["Island", "Island", "Island", "Island"] },
      {
        hand: ["Act of Treason", "Lightning Bolt"],
        battlefield: ["Mountain", "Mountain", "Mountain", "Mountain", "Grizzly Bears"],
        library: ["Plains", "Plains", "Plains"],
      },
    );
    g.castAndPay("Sower of Temptation").passAll();
    g.targets("Grizzly Bears").passAll();
    expect(controllerOf(g.reader, g.permanent("Grizzly Bears"))).toBe(0);
    g.passUntil("precombatMain", 4);
    g.castAndPay("Act of Treason", "Sower of Temptation").passAll();
    expect(controllerOf(g.reader, g.permanent("Sower of Temptation"))).toBe(1);
    expect(controllerOf(g.reader, g.permanent("Grizzly Bears"))).toBe(0);
    g.castAndPay("Lightning Bolt", "Sower of Temptation").passAll();
    expect(controllerOf(g.reader, g.permanent("Grizzly Bears"))).toBe(1);
  });

  it("611.2b: if Sower of Temptation has left the battlefield before its ability resolves, the effect does nothing", () => {
    const g = duel(
      { hand: ["Sower of Temptation"], battlefield: ["Island", "Island", "Island", "Island"] },
      { hand: ["Shock"], battlefield: ["Mountain", "Grizzly Bears"] },
    );
    g.castAndPay("Sower of Temptation").passAll();
    g.targets("Grizzly Bears");
    g.pass();
    g.castAndPay("Shock", "Sower of Temptation").passAll();
    expect(g.graveyardNames("Ana")).toContain("Sower of Temptation");
    g.passAll();
    expect(controllerOf(g.reader, g.permanent("Grizzly Bears"))).toBe(1);
    expect(g.state.effects).toEqual([]);
    expect(g.eventsOf("controlChanged")).toEqual([]);
  });
});

describe("602.5b once each turn, across controllers", () => {
  it("602.5b: Rootwalla activated by its owner can't be activated again this turn by the player who took it", () => {
    const g = duel(
      { hand: ["Act of Treason"], battlefield: ["Mountain", "Mountain", "Mountain", "Forest", "Forest"] },
      { battlefield: ["Forest", "Forest", "Rootwalla"] },
    );
    g.pass();
    g.activate("Rootwalla").autoPay().passAll();
    expect(g.pt("Rootwalla")).toEqual([4, 4]);
    g.castAndPay("Act of Treason", "Rootwalla").passAll();
    expect(controllerOf(g.reader, g.permanent("Rootwalla"))).toBe(0);
    expect(canActivate(g, "Rootwalla")).toBe(false);
  });
});

describe("800.4a a player leaving the game", () => {
  it("800.4a: effects that give the leaving player control end; what they still control is exiled", () => {
    const g = trio(
      { battlefield: [{ card: "Mind Control", attachedTo: "bears" }, "Mountain", "Mountain", "Mountain"], hand: ["Act of Treason"] },
      {
        battlefield: [
          { card: "Grizzly Bears", label: "bears" },
          { card: "Hill Giant", controller: "Ana" },
        ],
      },
      { battlefield: ["Savannah Lions"] },
    );
    g.castAndPay("Act of Treason", "Savannah Lions").passAll();
    expect(controllerOf(g.reader, g.permanent("Savannah Lions"))).toBe(0);
    g.concede("Ana");
    // Mind Control left with its owner; Act of Treason's effect ended; Hill Giant entered under Ana's control: exiled.
    expect(controllerOf(g.reader, g.permanent("Grizzly Bears"))).toBe(1);
    expect(controllerOf(g.reader, g.permanent("Savannah Lions"))).toBe(2);
    expect(g.permanents("Hill Giant")).toEqual([]);
    expect(g.state.exile.map((c) => [c.card, c.owner])).toEqual([["Hill Giant", 1]]);
  });
});

describe("sandbox: a permanent controlled by a player other than its owner", () => {
  it("110.2: an entry's `controller` names the player it entered under; an unknown name is refused", () => {
    const g = duel({}, { battlefield: [{ card: "Grizzly Bears", controller: "Ana" }] });
    const bears = g.permanent("Grizzly Bears");
    expect([bears.owner, controllerOf(g.reader, bears)]).toEqual([1, 0]);
    expect(() => duel({}, { battlefield: [{ card: "Grizzly Bears", controller: "Zed" }] })).toThrow(/the controller "Zed" is not a player's name/);
  });
});

describe("800.4a and exchanges", () => {
  it("800.4a: an Aura the leaving player controls stops giving them its creature before what they control is exiled", () => {
    const g = trio(
      {},
      { battlefield: [{ card: "Mind Control", controller: "Ana", attachedTo: "lions" }] },
      { battlefield: [{ card: "Savannah Lions", label: "lions" }] },
    );
    expect(controllerOf(g.reader, g.permanent("Savannah Lions"))).toBe(0);
    g.concede("Ana");
    expect(controllerOf(g.reader, g.permanent("Savannah Lions"))).toBe(2);
    expect(g.state.exile.map((c) => c.card)).toEqual(["Mind Control"]);
  });

  it("800.4a: the part of an exchange that gave the leaving player a creature ends; the creature returns rather than being exiled", () => {
    const g = trio(
      { hand: ["Switcheroo"], battlefield: ["Island", "Island", "Island", "Island", "Island", "Grizzly Bears"] },
      { battlefield: ["Serra Angel"] },
    );
    g.castAndPay("Switcheroo", "Grizzly Bears", "Serra Angel").passAll();
    g.concede("Ben");
    // Ben's Serra Angel left with him; Ana's Grizzly Bears, his by the exchange, is hers again.
    expect(g.permanents("Serra Angel")).toEqual([]);
    expect(controllerOf(g.reader, g.permanent("Grizzly Bears"))).toBe(0);
    expect(g.state.exile).toEqual([]);
  });
});
