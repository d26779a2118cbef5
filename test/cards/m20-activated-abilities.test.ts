// Magic 2020's activated abilities: Goblin Smuggler and Manifold Key ("can't be blocked this turn", 509.1b), Steel
// Overseer (counters on each artifact creature), Herald of the Sun ("another target creature with flying"), Sorcerer
// of the Fang ("target opponent or planeswalker"), and the abilities Hard Cover grants and Colossus Hammer's equip.

import { describe, expect, it } from "vitest";
import { keywordsOf } from "../../server/engine/layers/characteristics.ts";
import { duel, type Scenario } from "../support/scenario.ts";

function attackWith(g: Scenario, ...names: string[]): Scenario {
  g.passUntilPrompt("declareAttackers");
  return g.answer({ kind: "attackers", attacks: names.map((n) => ({ attacker: g.permanent(n).id, defender: 1 })) });
}

describe("Goblin Smuggler", () => {
  it("509.1b: another target creature with power 2 or less can't be blocked this turn", () => {
    const g = duel({ battlefield: ["Goblin Smuggler", "Grizzly Bears", "Hill Giant"] }, { battlefield: ["Giant Spider"] });
    // The unblockable creature attacks with a blockable one, so that the defender is asked for blockers.
    g.activate("Goblin Smuggler");
    expect(g.targetOptionNames().sort()).toEqual(["Giant Spider", "Grizzly Bears"]);
    g.targets("Grizzly Bears").autoPay().passAll();
    attackWith(g, "Grizzly Bears", "Hill Giant");
    g.passUntilPrompt("declareBlockers");
    expect(
      g.refuseAnswer({ kind: "blockers", blocks: [{ blocker: g.permanent("Giant Spider").id, attacker: g.permanent("Grizzly Bears").id }] }, "Ben").message,
    ).toBeTruthy();
  });
});

describe("Manifold Key", () => {
  it("{1}, {T}: untaps another target artifact", () => {
    const g = duel({ battlefield: ["Manifold Key", "Plains", { card: "Ornithopter", tapped: true }] });
    g.activate("Manifold Key", "p0");
    expect(g.targetOptionNames()).toEqual(["Ornithopter"]);
    g.targets("Ornithopter").autoPay().passAll();
    expect(g.permanent("Ornithopter").tapped).toBe(false);
  });

  it("509.1b: {3}, {T}: target creature can't be blocked this turn", () => {
    const g = duel({ battlefield: ["Manifold Key", "Plains", "Plains", "Plains", "Hill Giant", "Grizzly Bears"] }, { battlefield: ["Giant Spider"] });
    g.activate("Manifold Key", "p1").targets("Hill Giant").autoPay().passAll();
    attackWith(g, "Hill Giant", "Grizzly Bears");
    g.passUntilPrompt("declareBlockers");
    expect(
      g.refuseAnswer({ kind: "blockers", blocks: [{ blocker: g.permanent("Giant Spider").id, attacker: g.permanent("Hill Giant").id }] }, "Ben").message,
    ).toBeTruthy();
  });
});

describe("Steel Overseer", () => {
  it("122.1: a +1/+1 counter on each artifact creature its controller controls — not other creatures or artifacts", () => {
    const g = duel({ battlefield: ["Steel Overseer", "Ornithopter", "Grizzly Bears", "Manifold Key"] }, { battlefield: ["Bronze Sable"] });
    g.activate("Steel Overseer").autoPay().passAll();
    expect(g.pt("Steel Overseer")).toEqual([2, 2]);
    expect(g.pt("Ornithopter")).toEqual([1, 3]);
    expect(g.pt("Grizzly Bears")).toEqual([2, 2]);
    expect(g.pt("Bronze Sable", "Ben")).toEqual([2, 1]);
  });
});

describe("Herald of the Sun", () => {
  it("a +1/+1 counter on another target creature with flying (not itself)", () => {
    const g = duel({ battlefield: ["Herald of the Sun", "Wind Drake", "Grizzly Bears", "Plains", "Plains", "Plains", "Plains"] });
    g.activate("Herald of the Sun");
    expect(g.targetOptionNames()).toEqual(["Wind Drake"]);
    g.targets("Wind Drake").autoPay().passAll();
    expect(g.pt("Wind Drake")).toEqual([3, 3]);
  });
});

describe("Sorcerer of the Fang", () => {
  it("115.4: 2 damage to target opponent or planeswalker — not its controller or a creature", () => {
    const g = duel({ battlefield: ["Sorcerer of the Fang", ...Array(6).fill("Swamp")] }, { battlefield: ["Jace Beleren", "Grizzly Bears"] });
    g.activate("Sorcerer of the Fang");
    expect(g.targetOptionNames().sort()).toEqual(["Ben", "Jace Beleren"]);
    g.targets("Ben").autoPay().passAll();
    expect(g.life("Ben")).toBe(18);
  });
});

describe("Hard Cover", () => {
  it('613.1f: enchanted creature gets +0/+2 and has "{T}: Draw a card, then discard a card."', () => {
    const g = duel({ battlefield: ["Island", "Grizzly Bears"], hand: ["Hard Cover"] });
    g.castAndPay("Hard Cover", "Grizzly Bears").passAll();
    expect(g.pt("Grizzly Bears")).toEqual([2, 4]);
    const granted = g.expectPrompt("priority").actions.find((a) => a.kind === "activate" && a.source === g.permanent("Grizzly Bears").id);
    expect(granted).toBeTruthy();
    g.answer(granted as never)
      .autoPay()
      .passAll();
    // The card drawn is the only one in hand: it is the one discarded.
    expect(g.graveyardNames("Ana")).toEqual(["Plains"]);
    expect(g.handNames("Ana")).toEqual([]);
    expect(g.permanent("Grizzly Bears").tapped).toBe(true);
  });
});

describe("Colossus Hammer", () => {
  it("613.1f: equipped creature gets +10/+10 and loses flying; equip {8}", () => {
    const g = duel({ battlefield: ["Colossus Hammer", "Wind Drake", ...Array(8).fill("Island")] });
    g.activate("Colossus Hammer", "p1").targets("Wind Drake").autoPay().passAll();
    expect(g.pt("Wind Drake")).toEqual([12, 12]);
    expect(keywordsOf(g.reader, g.permanent("Wind Drake"))).not.toContain("Flying");
  });
});
