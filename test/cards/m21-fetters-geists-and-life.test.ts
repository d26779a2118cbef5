// Magic 2021: Faith's Fetters (no attacking, blocking, or activating other than mana abilities), Shacklegeist (tapping
// two Spirits as a cost), Niambi (return a creature, gain its mana value; discard a legendary card), and "if you gained
// 3 or more life this turn" (119.9): Indulging Patrician and Silversmote Ghoul.

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Faith's Fetters", () => {
  it("602.5, 605.3a: entering, Ana gains 4; the enchanted permanent can't attack, block or activate — but mana abilities still work", () => {
    const g = duel(
      { hand: ["Faith's Fetters"], battlefield: ["Plains", "Plains", "Plains", "Plains"] },
      { battlefield: ["Llanowar Elves", "Prodigal Pyromancer"] },
    );
    g.castAndPay("Faith's Fetters", "Prodigal Pyromancer").passAll().passAll();
    expect(g.life("Ana")).toBe(24);
    const h = duel({ hand: ["Faith's Fetters"], battlefield: ["Plains", "Plains", "Plains", "Plains"] }, { battlefield: ["Llanowar Elves"] });
    h.castAndPay("Faith's Fetters", "Llanowar Elves").passAll().passAll();
    h.passUntil("upkeep", 4);
    h.passUntil("precombatMain", 4);
    expect(h.expectPrompt("priority", "Ben").actions.some((a) => a.kind === "activateMana")).toBe(true);
    g.passUntil("upkeep", 4);
    g.passUntil("precombatMain", 4);
    expect(g.expectPrompt("priority", "Ben").actions.some((a) => a.kind === "activate")).toBe(false);
  });
});

describe("Shacklegeist", () => {
  it("509.1b: it can block only creatures with flying; tapping two untapped Spirits taps a creature Ana doesn't control", () => {
    const g = duel({ battlefield: ["Shacklegeist", "Accursed Spirit"] }, { battlefield: ["Grizzly Bears"] });
    g.activate("Shacklegeist", 1);
    expect(g.targetOptionNames()).toEqual(["Grizzly Bears"]);
    g.targets("Grizzly Bears").payPart("tap two untapped Spirits", "Shacklegeist", "Accursed Spirit").passAll();
    expect(g.permanent("Grizzly Bears", "Ben").tapped).toBe(true);
    expect(g.permanent("Shacklegeist").tapped).toBe(true);
  });

  it("509.1b: it can't block a creature without flying — Ben has no block to declare", () => {
    const g = duel({ battlefield: ["Grizzly Bears"] }, { battlefield: ["Shacklegeist"] });
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Grizzly Bears").id, defender: 1 }] });
    for (let i = 0; i < 10 && g.step !== "endOfCombat"; i++) {
      expect(g.prompt.kind).toBe("priority");
      g.pass();
    }
    expect(g.life("Ben")).toBe(18);
  });
});

describe("Niambi, Esteemed Speaker", () => {
  it("608.2h: entering, it may return another creature Ana controls and she gains life equal to its mana value", () => {
    const g = duel({ hand: ["Niambi, Esteemed Speaker"], battlefield: ["Plains", "Island", "Hill Giant"] });
    g.castAndPay("Niambi, Esteemed Speaker").passAll();
    expect(g.targetOptionNames()).toEqual(["Hill Giant"]);
    g.targets("Hill Giant").passAll();
    g.answer({ kind: "option", option: "yes" });
    expect(g.handNames("Ana")).toEqual(["Hill Giant"]);
    expect(g.life("Ana")).toBe(24);
  });

  it("{1}{W}{U}, {T}, discard a legendary card: draw two cards — a nonlegendary card can't pay", () => {
    const g = duel({ hand: ["Isamaru, Hound of Konda", "Grizzly Bears"], battlefield: ["Niambi, Esteemed Speaker", "Plains", "Plains", "Island"] });
    g.activate("Niambi, Esteemed Speaker", 1);
    const part = g.expectPrompt("payCosts").parts.find((p) => p.text.includes("legendary"))!;
    expect(part.options.map((id) => g.nameOfObject(id))).toEqual(["Isamaru, Hound of Konda"]);
    g.tapForMana("Plains").tapForMana("Plains").tapForMana("Island").payPart("{T}").payPart("legendary", "Isamaru, Hound of Konda").pay();
    g.passAll();
    expect(g.handNames("Ana")).toHaveLength(3);
  });
});

describe("Indulging Patrician", () => {
  it("119.9, 603.4: at Ana's end step, each opponent loses 3 only if she gained 3 or more life this turn", () => {
    const g = duel({ hand: ["Life Goes On"], battlefield: ["Indulging Patrician", "Forest"] });
    g.castAndPay("Life Goes On").passAll();
    g.passUntil("end");
    g.passAll();
    expect(g.life("Ben")).toBe(17);
    const h = duel({ battlefield: ["Indulging Patrician"] });
    h.passUntil("end");
    expect(h.stackNames()).toEqual([]);
  });
});

describe("Silversmote Ghoul", () => {
  it("113.6m: at Ana's end step, after she gained 3 life, it returns from her graveyard to the battlefield tapped", () => {
    const g = duel({ hand: ["Life Goes On"], graveyard: ["Silversmote Ghoul"], battlefield: ["Forest"] });
    g.castAndPay("Life Goes On").passAll();
    g.passUntil("end");
    g.passAll();
    expect(g.permanent("Silversmote Ghoul").tapped).toBe(true);
  });

  it("{1}{B}, sacrifice it: draw a card", () => {
    const g = duel({ battlefield: ["Silversmote Ghoul", "Swamp", "Swamp"] });
    g.activate("Silversmote Ghoul", 1).autoPay().passAll();
    expect(g.handNames("Ana")).toHaveLength(1);
    expect(g.graveyardNames("Ana")).toEqual(["Silversmote Ghoul"]);
  });
});
