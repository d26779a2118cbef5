// Additional costs other than mana (118.8, 601.2h): Tinker's and Death Bomb's sacrifices, Arc-Slogger's ten exiled
// cards.

import { describe, expect, it } from "vitest";
import { duel, filler } from "../support/scenario.ts";
import { mana, lastReversal, activateAndResolve } from "../support/casting.ts";
import { exileNames } from "../support/zones.ts";
import { shields } from "../support/combat.ts";

describe("Tinker", () => {
  it("701.23a, 701.24a: the search offers only the artifact cards of the library; the one found enters the battlefield, then the library is shuffled", () => {
    const g = duel({
      hand: ["Tinker"],
      battlefield: ["Bonesplitter", "Island", "Island", "Island"],
      library: ["Plains", "Trinisphere", "Island", "Sol Ring", "Forest"],
    });
    g.cast("Tinker");
    const pay = g.expectPrompt("payCosts");
    expect(pay.mana).toEqual(mana({ U: 1, generic: 2 }));
    expect(pay.parts.map((p) => [p.text, p.options.map((o) => g.nameOfObject(o))])).toEqual([["sacrifice an artifact", ["Bonesplitter"]]]);
    g.autoPay();
    expect(g.graveyardNames("Ana")).toEqual(["Bonesplitter"]);
    g.passAll();
    const search = g.expectPrompt("searchLibrary", "Ana");
    expect(search.options).toEqual([
      { index: 1, name: "Trinisphere" },
      { index: 3, name: "Sol Ring" },
    ]);
    expect(g.refuseAnswer({ kind: "libraryCard", index: 0 }).code).toBe("ILLEGAL_CHOICE"); // a Plains is not an artifact
    g.answer({ kind: "libraryCard", index: 1 });
    expect(g.permanents("Trinisphere")).toHaveLength(1);
    expect([...g.state.players[0]!.library].sort()).toEqual(["Forest", "Island", "Plains", "Sol Ring"]);
    expect(g.eventsOf("shuffled").map((e) => e.player)).toEqual([0]);
    expect(g.graveyardNames("Ana")).toEqual(["Bonesplitter", "Tinker"]);
  });

  it("701.23b: searching a hidden zone for a stated quality, the player may find nothing — the library is still shuffled", () => {
    const g = duel({ hand: ["Tinker"], battlefield: ["Bonesplitter", "Island", "Island", "Island"], library: ["Plains", "Sol Ring"] });
    g.castAndPay("Tinker").passAll();
    g.answer({ kind: "libraryCard", index: null });
    expect(g.eventsOf("libraryCardFound")).toEqual([{ type: "libraryCardFound", player: 0, name: null }]);
    expect(g.eventsOf("shuffled")).toHaveLength(1);
    expect(g.permanents("Sol Ring")).toHaveLength(0);
    expect([...g.state.players[0]!.library].sort()).toEqual(["Plains", "Sol Ring"]);
  });

  it("118.3, 601.2h: without an artifact to sacrifice, its additional cost can't be paid — the cast is reversed", () => {
    const g = duel({ hand: ["Tinker"], battlefield: ["Island", "Island", "Island"], library: ["Sol Ring"] }, { battlefield: ["Sol Ring"] });
    g.cast("Tinker");
    expect(lastReversal(g)).toMatchObject({ rule: "601.2h" });
    expect(g.handNames("Ana")).toEqual(["Tinker"]);
    expect(g.permanents("Sol Ring", "Ben")).toHaveLength(1);
  });
});

describe("Death Bomb", () => {
  it("118.8, 601.2h: a creature is sacrificed as an additional cost; only a nonblack creature can be targeted; its controller loses 2 life", () => {
    const g = duel(
      { hand: ["Death Bomb"], battlefield: ["Savannah Lions", "Swamp", "Swamp", "Swamp", "Swamp"] },
      { battlefield: ["Grizzly Bears", "Black Knight"] },
    );
    g.cast("Death Bomb");
    expect(g.expectPrompt("chooseTargets").options).toEqual([g.target("Savannah Lions"), g.target("Grizzly Bears")]);
    g.targets("Grizzly Bears");
    const pay = g.expectPrompt("payCosts");
    expect(pay.mana).toEqual(mana({ B: 1, generic: 3 }));
    expect(pay.parts.map((p) => [p.text, p.options.map((o) => g.nameOfObject(o))])).toEqual([["sacrifice a creature", ["Savannah Lions"]]]);
    g.autoPay().passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Savannah Lions", "Death Bomb"]);
    expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears"]);
    expect(g.life("Ben")).toBe(18);
    expect(g.life("Ana")).toBe(20);
  });

  it("608.2b: sacrificing the creature it targets leaves it with no legal target — it doesn't resolve and nobody loses life", () => {
    const g = duel({ hand: ["Death Bomb"], battlefield: ["Savannah Lions", "Swamp", "Swamp", "Swamp", "Swamp"] });
    g.cast("Death Bomb").targets("Savannah Lions").autoPay().passAll();
    expect(g.eventsOf("countered").map((e) => [e.name, e.rule])).toEqual([["Death Bomb", "608.2b"]]);
    expect(g.life("Ana")).toBe(20);
  });

  it("118.3, 601.2h: with no creature to sacrifice the cast is reversed", () => {
    const g = duel({ hand: ["Death Bomb"], battlefield: ["Swamp", "Swamp", "Swamp", "Swamp"] }, { battlefield: ["Grizzly Bears"] });
    g.cast("Death Bomb").targets("Grizzly Bears");
    expect(lastReversal(g)).toMatchObject({ rule: "601.2h" });
    expect(g.handNames("Ana")).toEqual(["Death Bomb"]);
  });

  it("701.19c: it can't be regenerated — River Boa with a regeneration shield is destroyed, and its controller loses 2 life", () => {
    const g = duel({ hand: ["Death Bomb"], battlefield: ["Savannah Lions", "Swamp", "Swamp", "Swamp", "Swamp"] }, { battlefield: ["River Boa", "Forest"] });
    g.cast("Death Bomb").targets("River Boa").autoPay().pass();
    activateAndResolve(g, "River Boa");
    expect(shields(g)).toEqual(["River Boa: regenerate"]);
    g.passAll();
    expect(g.graveyardNames("Ben")).toEqual(["River Boa"]);
    expect(g.eventsOf("regenerated")).toEqual([]);
    expect(g.life("Ben")).toBe(18);
  });
});

describe("Arc-Slogger", () => {
  it("118.3, 602.5: with fewer than ten cards in its controller's library the ability can't be activated", () => {
    const g = duel({ battlefield: ["Arc-Slogger", "Mountain"], library: filler(9) });
    const slogger = g.permanent("Arc-Slogger").id;
    expect(g.expectPrompt("priority").actions.some((a) => a.kind === "activate" && a.source === slogger)).toBe(false);
    expect(g.refuseAnswer({ kind: "activate", source: slogger, ability: 0 }).rule).toBe("602.5");
  });

  it("601.2h, 602.2b: exiling the top ten cards is paid after the {R}; the ability needs no {T}, so a summoning-sick Arc-Slogger can use it", () => {
    const g = duel({ battlefield: [{ card: "Arc-Slogger", sick: true }, "Mountain"], library: [...filler(10), "Island", "Island"] });
    g.activate("Arc-Slogger", 0).targets("Ben");
    let pay = g.expectPrompt("payCosts");
    expect(pay.mana).toEqual(mana({ R: 1 }));
    expect(pay.parts.map((p) => [p.text, p.payable])).toEqual([["exile the top 10 cards of your library", false]]);
    expect(g.refuseAnswer({ kind: "payPart", part: 0, choices: [] }).rule).toBe("601.2h");
    g.tapForMana("Mountain").pay();
    pay = g.expectPrompt("payCosts");
    expect(pay.parts[0]!.payable).toBe(true);
    g.payPart("exile the top 10");
    expect(exileNames(g)).toEqual(filler(10));
    expect(g.state.players[0]!.library).toEqual(["Island", "Island"]);
    g.passAll();
    expect(g.life("Ben")).toBe(18);
  });
});
