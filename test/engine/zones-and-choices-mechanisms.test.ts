// Mechanisms the Tenth Edition cards of zones and choices brought in: coin flips, "unless", choices on resolution,
// X targets, spells leaving the stack as they resolve, Auras put onto the battlefield, abilities of cards outside the
// battlefield, losing the game by an effect, and tokens in a library.

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

const BEFORE_ANAS_TURN = { turn: 2, activePlayer: 1, step: "end" } as const;

describe("coin flips (705)", () => {
  it("705.2: the flip is won exactly when the result is the one called; the log says both", () => {
    const g = duel({ battlefield: ["Scoria Wurm"] }, {}, { ...BEFORE_ANAS_TURN, seed: 3 });
    g.passUntil("upkeep", 3).passAll();
    g.answer({ kind: "option", option: "tails" });
    const [flip] = g.eventsOf("coinFlipped");
    expect(flip!.won).toBe(flip!.result === "tails");
    expect(g.log().some((l) => l.includes("calls tails") && l.includes("(705.2)"))).toBe(true);
  });
});

describe("'unless' a player does something (118.12)", () => {
  it("118.12: a player who can't do it doesn't get the choice, and the effect happens", () => {
    const g = duel({ hand: ["Hidden Horror", "Forest"], battlefield: ["Swamp", "Swamp", "Swamp"] });
    g.castAndPay("Hidden Horror").passAll().passAll();
    expect(g.eventsOf("optionChosen")).toEqual([]);
    expect(g.graveyardNames("Ana")).toEqual(["Hidden Horror"]);
  });
});

describe("choices made as an effect applies (608.2d, 608.2e)", () => {
  it("608.2e: each player who may put a card onto the battlefield chooses in APNAP order, and the cards enter together", () => {
    const g = duel({ hand: ["Hunted Wumpus"], battlefield: ["Forest", "Forest", "Forest", "Forest"] }, { hand: ["Grizzly Bears"] });
    g.castAndPay("Hunted Wumpus").passAll().passAll();
    g.answer({ kind: "choose", object: g.handCard("Grizzly Bears", "Ben") });
    expect(g.eventsOf("optionChosen")).toMatchObject([{ player: 1, option: "Grizzly Bears" }]);
    expect(g.eventsOf("permanentEntered").at(-1)).toMatchObject({ name: "Grizzly Bears", controller: 1, from: "hand" });
  });
});

describe("X targets (601.2c)", () => {
  it("601.2c: the number of targets is the value announced for X; none is asked for with X = 0", () => {
    const g = duel({ hand: ["Midnight Ritual"], battlefield: ["Swamp", "Swamp", "Swamp", "Swamp"], graveyard: ["Grizzly Bears", "Hill Giant"] });
    g.cast("Midnight Ritual").announceX(1);
    expect(g.expectPrompt("chooseTargets")).toMatchObject({ min: 1, max: 1 });
    const zero = duel({ hand: ["Midnight Ritual"], battlefield: ["Swamp", "Swamp", "Swamp"], graveyard: ["Grizzly Bears"] });
    zero.cast("Midnight Ritual").announceX(0);
    zero.expectPrompt("payCosts");
  });
});

describe("a spell that leaves the stack as it resolves (608.2n)", () => {
  it("608.2n: shuffled into its owner's library, it isn't put into the graveyard afterwards", () => {
    const g = duel({ hand: ["Beacon of Immortality"], battlefield: ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains"] });
    g.castAndPay("Beacon of Immortality", "Ana").passAll();
    expect(g.life("Ana")).toBe(40);
    expect(g.graveyardNames("Ana")).toEqual([]);
    expect(g.eventsOf("stackRemoved").at(-1)).toMatchObject({ name: "Beacon of Immortality", rule: "608.2n" });
  });
});

describe("Auras put onto the battlefield without being cast (303.4f–g)", () => {
  it("303.4f: an Aura that couldn't enchant the object isn't offered", () => {
    const g = duel({ hand: ["Academy Researchers", "Wheel of Sun and Moon"], battlefield: ["Island", "Island", "Island"] });
    g.castAndPay("Academy Researchers").passAll().passAll();
    // Wheel of Sun and Moon enchants players only: nothing to choose, so nothing is asked.
    expect(g.prompt.kind).toBe("priority");
    expect(g.handNames("Ana")).toEqual(["Wheel of Sun and Moon"]);
  });
});

describe("abilities of cards outside the battlefield (113.6k, 113.6m)", () => {
  it("113.6m: an ability that moves its card out of the graveyard triggers only there", () => {
    const g = duel({ battlefield: ["Squee, Goblin Nabob"], graveyard: ["Squee, Goblin Nabob"] }, {}, BEFORE_ANAS_TURN);
    g.passUntil("upkeep", 3);
    expect(g.stackNames()).toEqual(["Squee, Goblin Nabob"]);
    expect(g.state.stack[0]).toMatchObject({ kind: "ability", source: g.state.players[0]!.graveyard[0]!.id });
  });

  it("113.6k: a discard trigger names the controller of what caused the discard", () => {
    const g = duel({ battlefield: ["Swamp", "Swamp", "Swamp"], hand: ["Mind Rot"] }, { hand: ["Forest", "Island"] });
    g.castAndPay("Mind Rot", "Ben").passAll();
    expect(g.eventsOf("discarded").map((e) => e.by)).toEqual([0, 0]);
  });
});

describe("tokens outside the battlefield (704.5d)", () => {
  it("704.5d: a token shuffled into a library ceases to exist there", () => {
    const g = duel(
      { hand: ["Warp World"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain"], library: [] },
      { battlefield: ["Saproling Token"], library: [] },
    );
    g.castAndPay("Warp World").passAll();
    expect(g.state.players[1]!.library).toEqual([]);
    expect(g.eventsOf("ceasedToExist")).toMatchObject([{ name: "Saproling Token", owner: 1, zone: "library", rule: "704.5d" }]);
  });
});
