// Fight (701.14): Prey Upon; landfall (207.2c): Sporemound; spell mastery (207.2c): Unholy Hunger.

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";
import { resolveStack, untilTurn } from "../support/turns.ts";

describe("Prey Upon", () => {
  it("701.14a: Hill Giant fights Grizzly Bears: each deals damage equal to its power to the other", () => {
    const g = duel({ hand: ["Prey Upon"], battlefield: ["Forest", "Hill Giant"] }, { battlefield: ["Grizzly Bears"] });
    g.cast("Prey Upon").targets("Hill Giant").targets("Grizzly Bears").autoPay().passAll();
    expect(g.permanents("Grizzly Bears")).toEqual([]);
    expect(g.permanent("Hill Giant").damage).toBe(2);
    expect(g.eventsOf("damageDealt").every((e) => !e.combat)).toBe(true);
  });

  it("701.14b: if one creature is an illegal target as it resolves, neither deals damage", () => {
    const g = duel({ hand: ["Prey Upon"], battlefield: ["Forest", "Hill Giant"] }, { hand: ["Shock"], battlefield: ["Mountain", "Grizzly Bears"] });
    g.cast("Prey Upon").targets("Hill Giant").targets("Grizzly Bears").autoPay();
    g.pass();
    g.castAndPay("Shock", "Grizzly Bears").passAll();
    expect(g.permanents("Grizzly Bears")).toEqual([]);
    g.passAll();
    expect(g.permanent("Hill Giant").damage).toBe(0);
  });
});

describe("Sporemound", () => {
  it("207.2c: landfall — a land entering under its controller's control creates a 1/1 green Saproling; an opponent's land doesn't", () => {
    const g = duel({ hand: ["Forest"], battlefield: ["Sporemound"] }, { hand: ["Island"] });
    g.playLand("Forest");
    resolveStack(g);
    expect(g.permanents("Saproling Token", "Ana")).toHaveLength(1);
    untilTurn(g, 4);
    g.passUntil("precombatMain", 4);
    g.answer({ kind: "playLand", card: g.handCard("Island", "Ben") });
    expect(g.state.stack).toEqual([]);
    expect(g.permanents("Saproling Token")).toHaveLength(1);
  });
});

describe("Unholy Hunger", () => {
  it("207.2c: spell mastery — with two or more instant and/or sorcery cards in its controller's graveyard, they also gain 2 life", () => {
    const board = ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp"];
    const g = duel({ hand: ["Unholy Hunger"], battlefield: board, graveyard: ["Shock", "Mind Sculpt"] }, { battlefield: ["Grizzly Bears"] });
    g.castAndPay("Unholy Hunger", "Grizzly Bears").passAll();
    expect(g.permanents("Grizzly Bears")).toEqual([]);
    expect(g.life("Ana")).toBe(22);

    const one = duel({ hand: ["Unholy Hunger"], battlefield: board, graveyard: ["Shock", "Hill Giant"] }, { battlefield: ["Grizzly Bears"] });
    one.castAndPay("Unholy Hunger", "Grizzly Bears").passAll();
    expect(one.permanents("Grizzly Bears")).toEqual([]);
    expect(one.life("Ana")).toBe(20);
  });
});
