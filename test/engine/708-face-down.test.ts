// 708: face-down spells and permanents, and morph (702.37), the rule that casts them: a card cast face down is a 2/2
// creature spell with nothing else, becomes a face-down permanent, is turned face up as a special action, and is revealed
// whenever it leaves for a zone where it isn't face down. Nobody but its controller may know what it is.

import { describe, expect, it } from "vitest";
import { characteristics } from "../../server/engine/layers/characteristics.ts";
import { spellFacts } from "../../server/engine/layers/characteristics.ts";
import type { Spell } from "../../server/engine/kernel/state.ts";
import type { PriorityAction } from "../../shared/prompt.ts";
import { castFaceDown, FACE_DOWN_CHARS, faceDownOption, turnFaceUpOption } from "../support/face-down.ts";
import { duel, trio } from "../support/scenario.ts";
import { engine } from "../../server/game.ts";

const SWAMPS = ["Swamp", "Swamp", "Swamp", "Swamp"];

describe("702.37a, 708.4: casting a card face down", () => {
  it("702.37a: a card with morph has a second cast option, face down; a card without it has none (702.37d)", () => {
    const g = duel({ hand: ["Grinning Demon", "Wandering Ones"], battlefield: [...SWAMPS, "Island"] });
    const demon = g.handCard("Grinning Demon");
    const casts = g.expectPrompt("priority").actions.filter((a): a is Extract<PriorityAction, { kind: "cast" }> => a.kind === "cast");
    expect(casts.filter((a) => a.card === demon)).toEqual([
      { kind: "cast", card: demon, from: "hand", affordable: true, hasTargets: true },
      { kind: "cast", card: demon, from: "hand", affordable: true, hasTargets: true, faceDown: true },
    ]);
    expect(casts.filter((a) => a.card === g.handCard("Wandering Ones")).map((a) => a.faceDown)).toEqual([undefined]);
    expect(g.refuseAnswer({ kind: "cast", card: g.handCard("Wandering Ones"), faceDown: true }).rule).toBe("702.37d");
  });

  it("708.4, 702.37c: on the stack it is a 2/2 creature spell with no name, color, subtypes, abilities or mana cost, and {3} is paid for it", () => {
    const g = duel({ hand: ["Grinning Demon"], battlefield: [...SWAMPS] });
    g.answer({ kind: "cast", card: g.handCard("Grinning Demon"), faceDown: true });
    const pay = g.expectPrompt("payCosts");
    expect(pay.mana).toMatchObject({ generic: 3, B: 0 });
    g.autoPay();
    const spell = g.state.stack[0] as Spell;
    expect(spell).toMatchObject({ card: "Grinning Demon", faceDown: true, cast: true, choices: { alternativeCost: "morph" } });
    const facts = spellFacts(g.reader, spell);
    expect(facts.chars).toMatchObject(FACE_DOWN_CHARS);
    expect(facts.manaValue).toBe(0);
    // Three Swamps tapped for {3}, one left.
    expect(g.state.battlefield.filter((p) => p.card === "Swamp" && !p.tapped)).toHaveLength(1);
  });

  it("708.4: effects that apply to casting a spell with the face-down characteristics apply (Chalice of the Void with no counters counters it)", () => {
    const g = duel({ hand: ["Grinning Demon"], battlefield: [...SWAMPS] }, { battlefield: [{ card: "Chalice of the Void", counters: {} }] });
    castFaceDown(g, "Grinning Demon");
    expect(g.stackNames()).toEqual(["Grinning Demon", "Chalice of the Void"]);
    g.passAll();
    expect(g.stackNames()).toEqual([]);
    expect(g.graveyardNames("Ana")).toEqual(["Grinning Demon"]);
  });

  it("708.4: prohibitions apply to the face-down characteristics (Void Winnower: its mana value 0 is even)", () => {
    const g = duel({ hand: ["Grinning Demon"], battlefield: [...SWAMPS] }, { battlefield: ["Void Winnower"] });
    expect(faceDownOption(g, "Grinning Demon")).toBeUndefined();
    // Face up, its mana value is 4: even as well.
    expect(g.expectPrompt("priority").actions.some((a) => a.kind === "cast" && a.card === g.handCard("Grinning Demon"))).toBe(false);
  });

  it("702.37c: a face-down creature spell is cast at sorcery timing, like any creature spell without flash", () => {
    const g = duel({ hand: ["Grinning Demon"], battlefield: [...SWAMPS] }, {}, { step: "upkeep" });
    expect(faceDownOption(g, "Grinning Demon")).toBeUndefined();
  });

  it("708.4: cancelling the cast returns the card to the hand; nothing is left face down (732.1)", () => {
    const g = duel({ hand: ["Grinning Demon"], battlefield: [...SWAMPS] });
    const before = g.stateJson();
    g.answer({ kind: "cast", card: g.handCard("Grinning Demon"), faceDown: true });
    g.cancel();
    expect(g.stateJson()).toBe(before);
    expect(g.log().at(-1)).toContain("Casting Face-down creature is reversed");
  });
});

describe("708.2a: a face-down permanent", () => {
  it("708.4: the spell resolves into a face-down permanent: a 2/2 creature with no text, no name, no subtypes and no mana cost", () => {
    const g = duel({ hand: ["Grinning Demon"], battlefield: [...SWAMPS] });
    castFaceDown(g, "Grinning Demon").passAll();
    const perm = g.permanent("Grinning Demon");
    expect(perm.faceDown).toBe(true);
    expect(characteristics(g.reader, perm)).toMatchObject(FACE_DOWN_CHARS);
    // 708.2a: none of its card's abilities: its upkeep trigger doesn't trigger.
    g.passUntil("upkeep", 5);
    expect(g.life("Ana")).toBe(20);
  });

  it("708.2b, 702.37e: a face-down permanent is turned face up at most once: then it has no option to be turned face up", () => {
    const g = duel({ hand: ["Grinning Demon"], battlefield: [...SWAMPS, ...SWAMPS, "Swamp"] });
    castFaceDown(g, "Grinning Demon").passAll();
    g.answer({ kind: "turnFaceUp", permanent: g.permanent("Grinning Demon").id }).autoPay();
    expect(turnFaceUpOption(g, "Grinning Demon")).toBeUndefined();
    expect(g.refuseAnswer({ kind: "turnFaceUp", permanent: g.permanent("Grinning Demon").id }).rule).toBe("702.37e");
  });
});

describe("712.15: double-faced cards face down", () => {
  it("712.15a: a sandbox position can't have a double-faced card face down with a face up", () => {
    const r = engine.newSandboxGame({
      players: [{ name: "Ana", battlefield: [{ card: "Delver of Secrets // Insectile Aberration", face: 1, faceDown: true }] }, { name: "Ben" }],
    });
    expect(r.ok ? null : r.error.message).toBe("Delver of Secrets // Insectile Aberration can't be face down with a face up");
  });
});

describe("702.37e, 116.2b: turning a face-down permanent face up", () => {
  it("116.2b: a special action: its morph cost is shown and paid, it doesn't use the stack, and the player keeps priority", () => {
    const g = duel({ battlefield: [{ card: "Grinning Demon", faceDown: true }, ...SWAMPS] });
    const demon = g.permanent("Grinning Demon");
    expect(turnFaceUpOption(g, "Grinning Demon")).toEqual({ kind: "turnFaceUp", permanent: demon.id, cost: "{2}{B}{B}", affordable: true });
    g.answer({ kind: "turnFaceUp", permanent: demon.id });
    expect(g.expectPrompt("payCosts").mana).toMatchObject({ generic: 2, B: 2 });
    g.autoPay();
    expect(g.state.stack).toEqual([]);
    expect(g.lastEvents.some((e) => e.type === "stackPushed")).toBe(false);
    g.expectPrompt("priority", "Ana");
    expect(g.permanent("Grinning Demon").faceDown).toBeUndefined();
    expect(characteristics(g.reader, g.permanent("Grinning Demon"))).toMatchObject({ name: "Grinning Demon", colors: ["B"], power: 6, toughness: 6 });
    expect(g.log()).toContain("Ana turns a face-down creature face up for {2}{B}{B}: it is Grinning Demon (702.37e).");
  });

  it("116.2b: any time its controller has priority: in the opponent's turn, after blockers are declared", () => {
    const g = duel({ battlefield: ["Grizzly Bears"] }, { battlefield: [{ card: "Grinning Demon", faceDown: true }, ...SWAMPS] });
    g.attackAndBlock("Grizzly Bears", "Grinning Demon");
    g.expectPrompt("priority", "Ana");
    g.pass();
    g.expectPrompt("priority", "Ben");
    g.answer({ kind: "turnFaceUp", permanent: g.permanent("Grinning Demon").id }).autoPay();
    g.passUntil("postcombatMain");
    expect(g.permanents("Grizzly Bears")).toEqual([]);
    expect(g.permanent("Grinning Demon").damage).toBe(2);
  });

  it("702.37e: only its controller may turn it face up", () => {
    const g = duel({}, { battlefield: [{ card: "Grinning Demon", faceDown: true }, ...SWAMPS] });
    expect(g.refuseAnswer({ kind: "turnFaceUp", permanent: g.permanent("Grinning Demon").id }).rule).toBe("702.37e");
  });

  it("732.1: a morph cost that isn't paid reverses the special action", () => {
    const g = duel({ battlefield: [{ card: "Grinning Demon", faceDown: true }, "Swamp"] });
    const before = g.stateJson();
    expect(turnFaceUpOption(g, "Grinning Demon")?.affordable).toBe(false);
    g.answer({ kind: "turnFaceUp", permanent: g.permanent("Grinning Demon").id }).cancel();
    expect(g.stateJson()).toBe(before);
    expect(g.log().at(-1)).toContain("Turning a face-down creature face up is reversed");
  });

  it("708.8: turned face up, it is the same permanent: counters and effects still apply, and it doesn't enter the battlefield", () => {
    const g = duel({ hand: ["Giant Growth"], battlefield: [{ card: "Grinning Demon", faceDown: true, counters: { "+1/+1": 1 } }, ...SWAMPS, "Forest"] });
    const id = g.permanent("Grinning Demon").id;
    g.castAndPay("Giant Growth", "Grinning Demon").passAll();
    expect(g.pt("Grinning Demon")).toEqual([6, 6]);
    g.answer({ kind: "turnFaceUp", permanent: id }).autoPay();
    expect(g.permanent("Grinning Demon").id).toBe(id);
    expect(g.pt("Grinning Demon")).toEqual([10, 10]);
    expect(g.lastEvents.some((e) => e.type === "permanentEntered")).toBe(false);
    // Its own triggered ability works from now on.
    g.passUntil("upkeep", 5);
    g.passAll();
    expect(g.life("Ana")).toBe(18);
  });
});

describe("708.9: revealing face-down spells and permanents", () => {
  it("708.9: a face-down permanent leaving the battlefield is revealed to all players", () => {
    const g = duel({ battlefield: [{ card: "Grinning Demon", faceDown: true }] }, { hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { activePlayer: 1 });
    g.castAndPay("Lightning Bolt", "Grinning Demon").passAll();
    expect(g.eventsOf("faceDownRevealed")).toEqual([{ type: "faceDownRevealed", object: expect.any(Number), name: "Grinning Demon", owner: 0, rule: "708.9" }]);
    expect(g.graveyardNames("Ana")).toEqual(["Grinning Demon"]);
    expect(g.log()).toContain("Ana reveals a face-down card: Grinning Demon (708.9).");
  });

  it("708.9: a face-down spell leaving the stack for another zone than the battlefield is revealed; one resolving is not", () => {
    const g = duel(
      { hand: ["Grinning Demon", "Branchsnap Lorian"], battlefield: [...SWAMPS, ...SWAMPS] },
      { hand: ["Counterspell"], battlefield: ["Island", "Island"] },
    );
    castFaceDown(g, "Grinning Demon").passAll();
    expect(g.eventsOf("faceDownRevealed")).toEqual([]);
    castFaceDown(g, "Branchsnap Lorian").pass();
    g.castAndPay("Counterspell", "Branchsnap Lorian").passAll();
    expect(g.eventsOf("faceDownRevealed").map((e) => e.name)).toEqual(["Branchsnap Lorian"]);
  });

  it("708.9: at the end of the game every face-down permanent is revealed", () => {
    const g = duel({ battlefield: [{ card: "Grinning Demon", faceDown: true }] }, { battlefield: [{ card: "Branchsnap Lorian", faceDown: true }] });
    g.concede("Ben");
    expect(g.eventsOf("faceDownRevealed").map((e) => e.name)).toEqual(["Branchsnap Lorian", "Grinning Demon"]);
  });

  it("708.9: a player leaving the game reveals the face-down permanents they own; the game goes on", () => {
    const g = trio({}, { battlefield: [{ card: "Grinning Demon", faceDown: true }] }, { battlefield: [{ card: "Branchsnap Lorian", faceDown: true }] });
    g.concede("Ben");
    expect(g.eventsOf("faceDownRevealed").map((e) => e.name)).toEqual(["Grinning Demon"]);
    expect(g.permanent("Branchsnap Lorian").faceDown).toBe(true);
  });

  it("708.5: until then, no event names a face-down card: casting it, its resolving, combat, damage and counters", () => {
    const g = duel({ hand: ["Grinning Demon", "Giant Growth"], battlefield: [...SWAMPS, "Forest"] }, { battlefield: ["Grizzly Bears"] });
    castFaceDown(g, "Grinning Demon").passAll();
    g.passUntil("precombatMain", 5);
    g.castAndPay("Giant Growth", "Grinning Demon").passAll();
    g.attackAndBlock("Grinning Demon", "Grizzly Bears");
    g.passUntil("postcombatMain");
    expect(g.permanents("Grizzly Bears")).toEqual([]);
    expect(JSON.stringify(g.events)).not.toContain("Grinning Demon");
    expect(g.log()).toContain("Ana attacks: Face-down creature → Ben.");
  });

  it("708.5: nor does the refusal of another player's answer naming it (a wrong ability key for it)", () => {
    const g = duel({ battlefield: [{ card: "Grinning Demon", faceDown: true }] }, {}, { activePlayer: 1 });
    const id = g.permanent("Grinning Demon").id;
    expect(g.refuseAnswer({ kind: "activateMana", source: id, ability: "p0" }).message).toBe(
      'Face-down creature has no mana ability "p0": it has no mana ability',
    );
  });
});
