// Rancor (a "put into a graveyard from the battlefield" trigger of a non-creature, seen as it last existed,
// 603.10a) and Coastal Tower (a land that enters tapped, 614.1d, with a choice of two colors of mana).

import { describe, expect, it } from "vitest";
import { keywordsOf } from "../../server/engine/layers/characteristics.ts";
import { duel } from "../support/scenario.ts";

describe("Rancor", () => {
  it("613.1f, 613.4c: enchanted creature gets +2/+0 and has trample", () => {
    const g = duel({ hand: ["Rancor"], battlefield: ["Forest", "Grizzly Bears"] });
    g.castAndPay("Rancor", "Grizzly Bears").passAll();
    expect(g.pt("Grizzly Bears")).toEqual([4, 2]);
    expect(keywordsOf(g.reader, g.permanent("Grizzly Bears"))).toContain("Trample");
  });

  it("603.10a, 704.5m: when its creature dies, Rancor goes to the graveyard and returns to its owner's hand", () => {
    const g = duel({ hand: ["Rancor", "Doom Blade"], battlefield: ["Forest", "Swamp", "Swamp", "Grizzly Bears"] });
    g.castAndPay("Rancor", "Grizzly Bears").passAll();
    g.castAndPay("Doom Blade", "Grizzly Bears").passAll();
    // The state-based action put Rancor into the graveyard; its trigger is on the stack.
    expect(g.stackLabels().join()).toContain("Rancor");
    g.passAll();
    expect(g.handNames("Ana")).toEqual(["Rancor"]);
    expect(g.graveyardNames("Ana").sort()).toEqual(["Doom Blade", "Grizzly Bears"]);
  });

  it("destroyed itself, it returns to its owner's hand — also when it enchanted an opponent's creature", () => {
    const g = duel({ hand: ["Rancor"], battlefield: ["Forest"] }, { hand: ["Aura Blast"], battlefield: ["Plains", "Plains", "Grizzly Bears"] });
    g.castAndPay("Rancor", "Grizzly Bears").passAll();
    expect(g.pt("Grizzly Bears", "Ben")).toEqual([4, 2]);
    g.pass(); // Ana passes priority with an empty stack: Ben may act in her main phase only at instant speed
    g.castAndPay("Aura Blast", "Rancor").passAll();
    g.passAll();
    expect(g.handNames("Ana")).toEqual(["Rancor"]);
    expect(g.pt("Grizzly Bears", "Ben")).toEqual([2, 2]);
  });

  it("704.5m: when its creature is returned to a hand, Rancor is put into the graveyard from the battlefield and comes back", () => {
    const g = duel({ hand: ["Rancor"], battlefield: ["Forest", "Grizzly Bears"] }, { hand: ["Man-o'-War"], battlefield: ["Island", "Island", "Island"] });
    g.castAndPay("Rancor", "Grizzly Bears").passAll();
    g.passUntil("precombatMain", 4);
    g.castAndPay("Man-o'-War").passAll();
    g.targets("Grizzly Bears");
    g.passAll();
    expect(g.stackLabels().join()).toContain("Rancor");
    g.passAll();
    expect(g.handNames("Ana").sort()).toEqual(["Grizzly Bears", "Rancor"]);
  });
});

describe("Coastal Tower", () => {
  it("614.1d: played, it enters the battlefield tapped", () => {
    const g = duel({ hand: ["Coastal Tower"] });
    g.playLand("Coastal Tower");
    expect(g.permanent("Coastal Tower").tapped).toBe(true);
    expect(g.eventsOf("replaced")).toMatchObject([{ source: "Coastal Tower", effect: "Coastal Tower enters the battlefield tapped." }]);
  });

  it("605.1a: untapped, it adds {W} or {U}, as its controller chooses", () => {
    const g = duel({ battlefield: ["Coastal Tower"] });
    const option = g.expectPrompt("priority", "Ana").actions.find((a) => a.kind === "activateMana");
    expect(option).toMatchObject({ choices: ["W", "U"], text: "{T}: Add {W} or {U}." });
    g.tapForMana("Coastal Tower", "U");
    expect(g.state.players[0]!.manaPool).toMatchObject({ U: 1, W: 0 });
    expect(g.refuseAnswer({ kind: "activateMana", source: g.permanent("Coastal Tower").id, ability: "p1", mana: "W" }).message).toBeTruthy();
  });

  it("605.3a: a choice other than {W} or {U} is refused", () => {
    const g = duel({ battlefield: ["Coastal Tower"] });
    expect(g.refuseAnswer({ kind: "activateMana", source: g.permanent("Coastal Tower").id, ability: "p1", mana: "G" }).message).toContain("W, U");
  });
});
