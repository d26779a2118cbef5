// Core Set 2019 creatures and an Aura with triggered abilities the card language already says: attack triggers
// (508.3a), life-gain and spell-cast triggers, two trigger events (603.2), "is dealt damage" and "blocks" triggers.

import { describe, expect, it } from "vitest";
import { keywordsOf } from "../../server/engine/layers/characteristics.ts";
import { duel, type Scenario } from "../support/scenario.ts";

const yes = { kind: "option", option: "yes" } as const;

function attack(g: Scenario, ...names: string[]): void {
  g.passUntilPrompt("declareAttackers");
  g.answer({ kind: "attackers", attacks: names.map((n) => ({ attacker: g.permanent(n, "Ana").id, defender: 1 })) });
}

describe("Infectious Horror", () => {
  it("508.3a: whenever it attacks, each opponent loses 2 life", () => {
    const g = duel({ battlefield: ["Infectious Horror"] });
    attack(g, "Infectious Horror");
    g.passAll();
    expect(g.life("Ben")).toBe(18);
    g.passUntil("end");
    expect(g.life("Ben")).toBe(16);
  });
});

describe("Epicure of Blood", () => {
  it("119.9: whenever its controller gains life, each opponent loses 1 life", () => {
    const g = duel({ hand: ["Angel's Mercy"], battlefield: ["Epicure of Blood", "Plains", "Plains", "Plains", "Plains"] });
    g.castAndPay("Angel's Mercy").passAll().passAll();
    expect(g.life("Ana")).toBe(27);
    expect(g.life("Ben")).toBe(19);
  });
});

describe("Guttersnipe", () => {
  it("whenever its controller casts an instant or sorcery spell, it deals 2 damage to each opponent (not for a creature spell)", () => {
    const g = duel({ hand: ["Shock", "Grizzly Bears"], battlefield: ["Guttersnipe", "Mountain", "Forest", "Forest"] });
    g.castAndPay("Shock", "Ben");
    expect(g.stackLabels()).toHaveLength(2);
    g.passAll().passAll();
    expect(g.life("Ben")).toBe(16);
    g.castAndPay("Grizzly Bears");
    expect(g.stackLabels()).toHaveLength(1);
  });
});

describe("Stitcher's Supplier", () => {
  it("603.2: it mills three cards as it enters, and three more as it dies", () => {
    const g = duel({ hand: ["Stitcher's Supplier"], battlefield: ["Swamp"] }, { hand: ["Shock"], battlefield: ["Mountain"] });
    g.castAndPay("Stitcher's Supplier").passAll().passAll();
    expect(g.graveyardNames("Ana")).toHaveLength(3);
    g.pass();
    g.castAndPay("Shock", "Stitcher's Supplier").passAll().passAll();
    expect(g.graveyardNames("Ana")).toHaveLength(7);
  });
});

describe("Hungering Hydra", () => {
  it("614.1c: it enters with X +1/+1 counters; whenever it is dealt damage, it gets that many more", () => {
    const g = duel({ hand: ["Hungering Hydra"], battlefield: ["Forest", "Forest", "Forest", "Forest"] }, { hand: ["Shock"], battlefield: ["Mountain"] });
    g.cast("Hungering Hydra").announceX(3).autoPay().passAll();
    expect(g.pt("Hungering Hydra")).toEqual([3, 3]);
    g.pass();
    g.castAndPay("Shock", "Hungering Hydra").passAll();
    g.passAll();
    expect(g.pt("Hungering Hydra")).toEqual([5, 5]);
    expect(g.permanent("Hungering Hydra").damage).toBe(2);
  });

  it("509.1b: it can't be blocked by more than one creature", () => {
    const g = duel({ battlefield: [{ card: "Hungering Hydra", counters: { "+1/+1": 2 } }] }, { battlefield: ["Grizzly Bears", "Hill Giant"] });
    attack(g, "Hungering Hydra");
    g.passUntilPrompt("declareBlockers");
    const hydra = g.permanent("Hungering Hydra").id;
    const blocks = ["Grizzly Bears", "Hill Giant"].map((n) => ({ blocker: g.permanent(n, "Ben").id, attacker: hydra }));
    expect(g.refuseAnswer({ kind: "blockers", blocks }).message).toBeTruthy();
    g.answer({ kind: "blockers", blocks: [blocks[0]!] });
  });
});

describe("Pegasus Courser", () => {
  it("508.3a: whenever it attacks, another target attacking creature gains flying until end of turn", () => {
    const g = duel({ battlefield: ["Pegasus Courser", "Grizzly Bears"] });
    attack(g, "Pegasus Courser", "Grizzly Bears");
    expect(g.targetOptionNames()).toEqual(["Grizzly Bears"]);
    g.targets("Grizzly Bears").passAll();
    expect([...keywordsOf(g.reader, g.permanent("Grizzly Bears"))]).toContain("Flying");
    g.passUntil("upkeep", 4);
    expect([...keywordsOf(g.reader, g.permanent("Grizzly Bears"))]).not.toContain("Flying");
  });
});

describe("Brawl-Bash Ogre", () => {
  it("508.3a, 608.2c: attacking, it may sacrifice another creature; if it does, it gets +2/+2", () => {
    const g = duel({ battlefield: ["Brawl-Bash Ogre", "Grizzly Bears"] });
    attack(g, "Brawl-Bash Ogre");
    g.passAll();
    g.answer(yes);
    g.answer({ kind: "choose", object: g.permanent("Grizzly Bears").id });
    expect(g.graveyardNames("Ana")).toEqual(["Grizzly Bears"]);
    expect(g.pt("Brawl-Bash Ogre")).toEqual([5, 5]);
    expect([...keywordsOf(g.reader, g.permanent("Brawl-Bash Ogre"))]).toContain("Menace");
  });

  it("declining, it stays a 3/3", () => {
    const g = duel({ battlefield: ["Brawl-Bash Ogre", "Grizzly Bears"] });
    attack(g, "Brawl-Bash Ogre");
    g.passAll();
    g.answer({ kind: "option", option: "no" });
    expect(g.pt("Brawl-Bash Ogre")).toEqual([3, 3]);
    expect(g.permanents("Grizzly Bears")).toHaveLength(1);
  });
});

describe("Dwindle", () => {
  it("enchanted creature gets -6/-0; 509.1h: when it blocks, it is destroyed and the attacker stays blocked (506.4)", () => {
    const g = duel({ hand: ["Dwindle"], battlefield: ["Hill Giant", "Island", "Island", "Island"] }, { battlefield: ["Grizzly Bears"] });
    g.castAndPay("Dwindle", "Grizzly Bears").passAll();
    expect(g.pt("Grizzly Bears", "Ben")).toEqual([-4, 2]);
    g.attackAndBlock("Hill Giant", "Grizzly Bears");
    g.passAll();
    expect(g.permanents("Grizzly Bears")).toHaveLength(0);
    g.passUntil("end");
    expect(g.life("Ben")).toBe(20);
  });
});

describe("Volley Veteran", () => {
  it("entering, it deals damage to target creature an opponent controls equal to the number of Goblins its controller controls (itself included)", () => {
    const g = duel(
      { hand: ["Volley Veteran"], battlefield: ["Goblin Piker", "Goblin Piker", "Mountain", "Mountain", "Mountain", "Mountain"] },
      { battlefield: ["Hill Giant"] },
    );
    g.castAndPay("Volley Veteran").passAll();
    expect(g.targetOptionNames()).toEqual(["Hill Giant"]);
    g.targets("Hill Giant").passAll();
    expect(g.permanents("Hill Giant")).toHaveLength(0);
  });
});
