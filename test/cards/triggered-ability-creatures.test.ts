// Triggered and sacrifice abilities: Mogg Fanatic, Festering Goblin, Man-o'-War, Elvish Visionary and Phyrexian Arena.

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";
import { sorted } from "../support/zones.ts";

describe("Mogg Fanatic", () => {
  it("602.2b, 601.2h: sacrificing it is the cost — it is in the graveyard before its 1 damage resolves", () => {
    const g = duel({ battlefield: ["Mogg Fanatic"] });
    g.activate("Mogg Fanatic").targets("Ben");
    expect(g.expectPrompt("payCosts").parts.map((p) => p.text)).toEqual(["sacrifice this"]);
    g.autoPay();
    expect(g.graveyardNames("Ana")).toEqual(["Mogg Fanatic"]);
    expect(g.stackNames()).toEqual(["Mogg Fanatic"]);
    g.passAll();
    expect(g.life("Ben")).toBe(19);
  });

  it("608.2b: sacrificed in response to Doom Blade, it still deals its damage and the Doom Blade does nothing", () => {
    const g = duel({ battlefield: ["Mogg Fanatic"] }, { hand: ["Doom Blade"], battlefield: ["Swamp", "Swamp", "Savannah Lions"] });
    g.pass();
    g.castAndPay("Doom Blade", "Mogg Fanatic").pass();
    g.activate("Mogg Fanatic").targets("Savannah Lions").autoPay();
    expect(g.stackNames()).toEqual(["Doom Blade", "Mogg Fanatic"]);
    g.passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Savannah Lions"]);
    g.passAll();
    expect(g.eventsOf("countered")).toMatchObject([{ name: "Doom Blade", rule: "608.2b" }]);
    expect(g.graveyardNames("Ana")).toEqual(["Mogg Fanatic"]);
  });
});

describe("Festering Goblin", () => {
  it("603.10a: when it dies, its controller gives target creature -1/-1 until end of turn", () => {
    const g = duel({ battlefield: ["Festering Goblin"] }, { hand: ["Shock"], battlefield: ["Mountain", "Llanowar Elves", "Hill Giant"] });
    g.pass();
    g.castAndPay("Shock", "Festering Goblin").passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Festering Goblin"]);
    const prompt = g.expectPrompt("chooseTargets", "Ana");
    expect(prompt.text).toBe("target creature");
    g.targets("Hill Giant");
    g.passAll();
    expect(g.pt("Hill Giant")).toEqual([2, 2]);
    g.passUntil("upkeep", 4);
    expect(g.pt("Hill Giant")).toEqual([3, 3]);
  });

  it("704.5f: the -1/-1 kills a 1/1", () => {
    const g = duel({ battlefield: ["Festering Goblin"] }, { hand: ["Shock"], battlefield: ["Mountain", "Llanowar Elves"] });
    g.pass();
    g.castAndPay("Shock", "Festering Goblin").passAll();
    g.targets("Llanowar Elves").passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Shock", "Llanowar Elves"]);
  });
});

describe("Man-o'-War", () => {
  it("603.6a: when it enters, target creature returns to its owner's hand", () => {
    const g = duel({ hand: ["Man-o'-War"], battlefield: ["Island", "Island", "Island"] }, { battlefield: ["Hill Giant"] });
    g.castAndPay("Man-o'-War").passAll();
    expect(sorted(g.targetOptionNames())).toEqual(["Hill Giant", "Man-o'-War"]);
    g.targets("Hill Giant").passAll();
    expect(g.handNames("Ben")).toEqual(["Hill Giant"]);
    expect(g.permanents("Man-o'-War")).toHaveLength(1);
  });

  it("603.3d: the target is mandatory — alone on the battlefield, it must return itself", () => {
    const g = duel({ hand: ["Man-o'-War"], battlefield: ["Island", "Island", "Island"] });
    g.castAndPay("Man-o'-War").passAll();
    expect(g.targetOptionNames()).toEqual(["Man-o'-War"]);
    expect(g.refuseAnswer({ kind: "targets", targets: [] }).code).toBe("ILLEGAL_CHOICE");
    g.targets("Man-o'-War").passAll();
    expect(g.handNames("Ana")).toEqual(["Man-o'-War"]);
  });
});

describe("Elvish Visionary", () => {
  it("603.6a: when it enters, its controller draws a card — a triggered ability that uses the stack", () => {
    const g = duel({ hand: ["Elvish Visionary"], battlefield: ["Forest", "Forest"], library: ["Island"] });
    g.castAndPay("Elvish Visionary").passAll();
    expect(g.stackNames()).toEqual(["Elvish Visionary"]);
    expect(g.state.stack[0]).toMatchObject({ kind: "ability", triggered: true });
    expect(g.handNames("Ana")).toEqual([]);
    g.passAll();
    expect(g.handNames("Ana")).toEqual(["Island"]);
  });
});

describe("Phyrexian Arena", () => {
  it("503.1a: at the beginning of its controller's upkeep, that player draws a card and loses 1 life (not in the opponent's upkeep)", () => {
    const g = duel({ battlefield: ["Phyrexian Arena"], library: ["Island", "Forest", "Swamp"] });
    g.passUntil("upkeep", 4);
    expect(g.stackNames()).toEqual([]);
    g.passUntil("upkeep", 5);
    expect(g.stackNames()).toEqual(["Phyrexian Arena"]);
    g.passAll();
    expect(g.handNames("Ana")).toEqual(["Island"]);
    expect(g.life("Ana")).toBe(19);
    g.passUntil("precombatMain", 5);
    expect(g.handNames("Ana")).toEqual(["Island", "Forest"]);
  });
});
