// Core Set 2019 cards with intervening "if you control …" clauses (603.4), power filters ("power 4 or greater"),
// lords, beginning-of-combat triggers and a few more the card language already says.

import { describe, expect, it } from "vitest";
import { keywordsOf, characteristics } from "../../server/engine/layers/characteristics.ts";
import { duel, type Scenario } from "../support/scenario.ts";

function has(g: Scenario, name: string, keyword: string, controller?: string): boolean {
  return [...keywordsOf(g.reader, g.permanent(name, controller))].includes(keyword as never);
}

describe("Scholar of Stars", () => {
  it("603.4: entering, it draws a card if its controller controls an artifact", () => {
    const g = duel({ hand: ["Scholar of Stars"], battlefield: ["Island", "Island", "Island", "Island", "Sol Ring"] });
    g.castAndPay("Scholar of Stars").passAll().passAll();
    expect(g.handNames("Ana")).toHaveLength(1);
  });

  it("603.4: with no artifact, it doesn't trigger", () => {
    const g = duel({ hand: ["Scholar of Stars"], battlefield: ["Island", "Island", "Island", "Island"] }, { battlefield: ["Sol Ring"] });
    g.castAndPay("Scholar of Stars").passAll();
    expect(g.stackLabels()).toEqual([]);
    expect(g.handNames("Ana")).toHaveLength(0);
  });
});

describe("Colossal Majesty", () => {
  it("603.4: at the beginning of its controller's upkeep, it draws a card if they control a creature with power 4 or greater", () => {
    const g = duel({ battlefield: ["Colossal Majesty", "Serra Angel"] }, { battlefield: ["Colossal Majesty", "Hill Giant"] });
    g.passUntil("upkeep", 4);
    expect(g.stackLabels()).toEqual([]);
    g.passUntil("upkeep", 5);
    expect(g.stackLabels()).toEqual(["Colossal Majesty (Ana)"]);
    g.passAll();
    g.passUntil("precombatMain", 5);
    expect(g.handNames("Ana")).toHaveLength(2);
  });
});

describe("Leonin Vanguard", () => {
  it("603.4: at the beginning of combat on its controller's turn, with three or more creatures, +1/+1 and 1 life", () => {
    const g = duel({ battlefield: ["Leonin Vanguard", "Grizzly Bears", "Savannah Lions"] });
    g.passUntil("beginningOfCombat");
    g.passAll();
    expect(g.pt("Leonin Vanguard")).toEqual([2, 2]);
    expect(g.life("Ana")).toBe(21);
  });

  it("with two creatures, nothing", () => {
    const g = duel({ battlefield: ["Leonin Vanguard", "Grizzly Bears"] });
    g.passUntil("beginningOfCombat");
    expect(g.stackLabels()).toEqual([]);
  });
});

describe("Aethershield Artificer", () => {
  it("at the beginning of combat on its controller's turn, target artifact creature they control gets +2/+2 and indestructible", () => {
    const g = duel({ battlefield: ["Aethershield Artificer", "Ornithopter", "Grizzly Bears"] }, { battlefield: ["Bronze Sable"] });
    g.passUntilPrompt("chooseTargets");
    expect(g.targetOptionNames()).toEqual(["Ornithopter"]);
    g.targets("Ornithopter").passAll();
    expect(g.pt("Ornithopter")).toEqual([2, 4]);
    expect(has(g, "Ornithopter", "Indestructible")).toBe(true);
  });
});

describe("Goreclaw, Terror of Qal Sisma", () => {
  it("601.2f: creature spells with power 4 or greater cost {2} less, others don't", () => {
    const g = duel({ hand: ["Serra Angel", "Grizzly Bears"], battlefield: ["Goreclaw, Terror of Qal Sisma", "Plains", "Plains", "Plains"] });
    g.castAndPay("Serra Angel").passAll();
    expect(g.permanents("Serra Angel")).toHaveLength(1);
  });

  it("attacking, each creature its controller controls with power 4 or greater gets +1/+1 and trample", () => {
    const g = duel({ battlefield: ["Goreclaw, Terror of Qal Sisma", "Serra Angel", "Hill Giant"] });
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Goreclaw, Terror of Qal Sisma").id, defender: 1 }] });
    g.passAll();
    expect(g.pt("Goreclaw, Terror of Qal Sisma")).toEqual([5, 4]);
    expect(g.pt("Serra Angel")).toEqual([5, 5]);
    expect(has(g, "Serra Angel", "Trample")).toBe(true);
    expect(g.pt("Hill Giant")).toEqual([3, 3]);
    expect(has(g, "Hill Giant", "Trample")).toBe(false);
  });
});

describe("Sarkhan's Unsealing", () => {
  it("a creature spell with power 4–6 has it deal 4 damage to any target", () => {
    const g = duel(
      { hand: ["Serra Angel"], battlefield: ["Sarkhan's Unsealing", "Plains", "Plains", "Plains", "Plains", "Plains"] },
      { battlefield: ["Hill Giant"] },
    );
    g.castAndPay("Serra Angel");
    g.targets("Hill Giant").passAll();
    expect(g.permanents("Hill Giant")).toHaveLength(0);
  });

  it("one with power 7 or greater: 4 damage to each opponent and each creature they control", () => {
    const g = duel(
      { hand: ["Enormous Baloth"], battlefield: ["Sarkhan's Unsealing", "Grizzly Bears", ...Array(7).fill("Forest")] },
      { battlefield: ["Hill Giant"] },
    );
    g.castAndPay("Enormous Baloth");
    expect(g.stackLabels()).toHaveLength(2);
    g.passAll();
    expect(g.life("Ben")).toBe(16);
    expect(g.permanents("Hill Giant")).toHaveLength(0);
    expect(g.permanents("Grizzly Bears")).toHaveLength(1);
  });

  it("one with power 3 or less doesn't trigger it", () => {
    const g = duel({ hand: ["Grizzly Bears"], battlefield: ["Sarkhan's Unsealing", "Forest", "Forest"] });
    g.castAndPay("Grizzly Bears");
    expect(g.stackLabels()).toHaveLength(1);
  });
});

describe("Valiant Knight", () => {
  it("other Knights its controller controls get +1/+1; {3}{W}{W}: Knights gain double strike", () => {
    const g = duel({ battlefield: ["Valiant Knight", "White Knight", "Grizzly Bears", ...Array(5).fill("Plains")] }, { battlefield: ["Benalish Cavalry"] });
    expect(g.pt("White Knight")).toEqual([3, 3]);
    expect(g.pt("Valiant Knight")).toEqual([3, 4]);
    expect(g.pt("Benalish Cavalry", "Ben")).toEqual([2, 2]);
    g.activate("Valiant Knight", 1).autoPay().passAll();
    expect(has(g, "Valiant Knight", "Double strike")).toBe(true);
    expect(has(g, "White Knight", "Double strike")).toBe(true);
    expect(has(g, "Grizzly Bears", "Double strike")).toBe(false);
    expect(has(g, "Benalish Cavalry", "Double strike", "Ben")).toBe(false);
  });
});

describe("Elvish Clancaller", () => {
  it("other Elves get +1/+1; its ability puts a card named Elvish Clancaller onto the battlefield", () => {
    const g = duel({
      battlefield: ["Elvish Clancaller", "Llanowar Elves", ...Array(6).fill("Forest")],
      library: ["Plains", "Elvish Clancaller", "Plains"],
    });
    expect(g.pt("Llanowar Elves")).toEqual([2, 2]);
    g.activate("Elvish Clancaller", 1).autoPay().passAll();
    const search = g.expectPrompt("searchLibrary", "Ana");
    expect(search.options).toEqual([{ index: 1, name: "Elvish Clancaller" }]);
    g.answer({ kind: "libraryCard", index: 1 });
    expect(g.permanents("Elvish Clancaller")).toHaveLength(2);
    expect(g.pt("Llanowar Elves")).toEqual([3, 3]);
    expect(g.pt("Elvish Clancaller")).toEqual([2, 2]);
  });
});

describe("Mentor of the Meek", () => {
  it("whenever another creature with power 2 or less enters under its controller's control, they may pay {1} to draw", () => {
    const g = duel({ hand: ["Grizzly Bears", "Serra Angel"], battlefield: ["Mentor of the Meek", ...Array(8).fill("Plains"), "Forest", "Forest"] });
    g.castAndPay("Grizzly Bears").passAll();
    expect(g.stackLabels()).toEqual(["Mentor of the Meek (Ana)"]);
    g.passAll();
    g.expectPrompt("payUnless", "Ana");
    g.answer({ kind: "autoPay" });
    expect(g.handNames("Ana")).toEqual(["Serra Angel", "Plains"]);
    g.castAndPay("Serra Angel").passAll();
    expect(g.stackLabels()).toEqual([]);
  });
});

describe("Dragon's Hoard", () => {
  it("a Dragon entering under its controller's control puts a gold counter on it; {T}, remove one: draw; {T}: one mana of any color", () => {
    const g = duel({ hand: ["Shivan Dragon"], battlefield: ["Dragon's Hoard", ...Array(6).fill("Mountain")] });
    g.castAndPay("Shivan Dragon").passAll().passAll();
    expect(g.permanent("Dragon's Hoard").counters).toMatchObject({ gold: 1 });
    g.activate("Dragon's Hoard", 1).autoPay().passAll();
    expect(g.handNames("Ana")).toEqual(["Plains"]);
    expect(g.permanent("Dragon's Hoard").counters.gold ?? 0).toBe(0);
  });
});

describe("Skilled Animator", () => {
  it("611.2b: target artifact its controller controls is a 5/5 artifact creature for as long as Skilled Animator remains", () => {
    const g = duel(
      { hand: ["Skilled Animator"], battlefield: ["Island", "Island", "Island", "Sol Ring"] },
      { hand: ["Lightning Bolt"], battlefield: ["Mountain"] },
    );
    g.castAndPay("Skilled Animator").passAll();
    g.targets("Sol Ring").passAll();
    expect(characteristics(g.reader, g.permanent("Sol Ring")).types).toEqual(["Artifact", "Creature"]);
    expect(g.pt("Sol Ring")).toEqual([5, 5]);
    g.pass();
    g.castAndPay("Lightning Bolt", "Skilled Animator").passAll();
    expect(characteristics(g.reader, g.permanent("Sol Ring")).types).toEqual(["Artifact"]);
  });
});

describe("Heroic Reinforcements", () => {
  it("two 1/1 Soldiers, then creatures its controller controls get +1/+1 and haste until end of turn", () => {
    const g = duel(
      { hand: ["Heroic Reinforcements"], battlefield: ["Grizzly Bears", "Mountain", "Mountain", "Mountain", "Plains"] },
      { battlefield: ["Hill Giant"] },
    );
    g.castAndPay("Heroic Reinforcements").passAll();
    const soldiers = g.permanents("Soldier Token");
    expect(soldiers).toHaveLength(2);
    expect(g.pt("Soldier Token")).toEqual([2, 2]);
    expect(has(g, "Soldier Token", "Haste")).toBe(true);
    expect(g.pt("Grizzly Bears")).toEqual([3, 3]);
    expect(g.pt("Hill Giant", "Ben")).toEqual([3, 3]);
  });
});

describe("Tezzeret's Gatebreaker", () => {
  it("entering, it may put a blue or artifact card of the top five into its controller's hand", () => {
    const g = duel({
      hand: ["Tezzeret's Gatebreaker"],
      battlefield: Array(5).fill("Island"),
      library: ["Grizzly Bears", "Sol Ring", "Plains", "Divination", "Forest", "Mountain"],
    });
    g.castAndPay("Tezzeret's Gatebreaker").passAll().passAll();
    expect(g.expectPrompt("chooseOption", "Ana").options).toEqual(["Sol Ring", "Divination", "none"]);
    g.answer({ kind: "option", option: "Divination" });
    expect(g.handNames("Ana")).toEqual(["Divination"]);
    expect(g.state.players[0]!.library[0]).toBe("Mountain");
  });

  it("{5}{U}, {T}, sacrifice it: creatures its controller controls can't be blocked this turn", () => {
    const g = duel({ battlefield: ["Tezzeret's Gatebreaker", "Grizzly Bears", ...Array(6).fill("Island")] }, { battlefield: ["Hill Giant"] });
    g.activate("Tezzeret's Gatebreaker", 1).autoPay().passAll();
    expect(g.permanents("Tezzeret's Gatebreaker")).toHaveLength(0);
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Grizzly Bears").id, defender: 1 }] });
    g.passUntil("end");
    expect(g.life("Ben")).toBe(18);
  });
});

describe("Infernal Scarring", () => {
  it("613.1f: enchanted creature gets +2/+0 and has 'When this creature dies, draw a card.'", () => {
    const g = duel({ hand: ["Infernal Scarring"], battlefield: ["Swamp", "Swamp", "Grizzly Bears"] }, { hand: ["Lightning Bolt"], battlefield: ["Mountain"] });
    g.castAndPay("Infernal Scarring", "Grizzly Bears").passAll();
    expect(g.pt("Grizzly Bears")).toEqual([4, 2]);
    g.pass();
    g.castAndPay("Lightning Bolt", "Grizzly Bears").passAll();
    expect(g.stackLabels().join()).toContain("Grizzly Bears");
    g.passAll();
    expect(g.handNames("Ana")).toEqual(["Plains"]);
    expect(g.handNames("Ben")).toEqual([]);
  });
});
