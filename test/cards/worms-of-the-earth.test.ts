// Worms of the Earth: a static "can't" on playing lands (305.2), a "can't" on lands entering (614.17d), and an
// upkeep trigger any player may answer, in APNAP order (101.4).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

const WORMS = "Worms of the Earth";

describe("Worms of the Earth", () => {
  it("305.2: players can't play lands — no land play is offered, and one is refused", () => {
    const g = duel({ hand: ["Forest"], battlefield: [WORMS] }, { hand: ["Island"] });
    const actions = g.expectPrompt("priority", "Ana").actions;
    expect(actions.some((a) => a.kind === "playLand")).toBe(false);
    expect(g.refuseAnswer({ kind: "playLand", card: g.handCard("Forest") }).message).toBeTruthy();
    expect(g.handNames("Ana")).toContain("Forest");
  });

  it("lands can be played again once Worms of the Earth is gone", () => {
    const g = duel({ hand: ["Forest", "Aura Blast"], battlefield: [WORMS, "Plains", "Plains"] });
    g.castAndPay("Aura Blast", WORMS).passAll();
    expect(g.graveyardNames("Ana")).toContain(WORMS);
    g.playLand("Forest");
    expect(g.permanents("Forest")).toHaveLength(1);
  });

  it("at each upkeep the active player is asked first; if both decline, it stays", () => {
    const g = duel({ battlefield: [WORMS, "Swamp", "Swamp"] }, { battlefield: ["Island", "Island"] });
    g.passUntil("upkeep", 4);
    expect(g.stackLabels().join()).toContain(WORMS);
    g.passAll();
    const ben = g.expectPrompt("chooseOption", "Ben");
    expect(ben.options).toEqual(["sacrifice two lands", "have Worms of the Earth deal 5 damage to you", "neither"]);
    g.answer({ kind: "option", option: "neither" });
    g.expectPrompt("chooseOption", "Ana");
    g.answer({ kind: "option", option: "neither" });
    expect(g.permanents(WORMS)).toHaveLength(1);
  });

  it("a player who takes 5 damage destroys it, and the players after them aren't asked", () => {
    const g = duel({ battlefield: [WORMS] }, {});
    g.passUntil("upkeep", 4).passAll();
    g.answer({ kind: "option", option: "have Worms of the Earth deal 5 damage to you" });
    expect(g.life("Ben")).toBe(15);
    expect(g.graveyardNames("Ana")).toContain(WORMS);
    g.expectPrompt("priority", "Ben");
  });

  it("sacrificing two lands (chosen by the player) destroys it; a player with fewer than two lands isn't offered that", () => {
    const g = duel({ battlefield: [WORMS, "Swamp"] }, { battlefield: ["Island", "Island", "Island"] });
    g.passUntil("upkeep", 4).passAll();
    g.answer({ kind: "option", option: "sacrifice two lands" });
    const islands = g.permanents("Island", "Ben").map((p) => p.id);
    g.expectPrompt("chooseObject", "Ben");
    g.answer({ kind: "choose", object: islands[0]! });
    g.answer({ kind: "choose", object: islands[2]! });
    expect(g.permanents("Island", "Ben").map((p) => p.id)).toEqual([islands[1]]);
    expect(g.graveyardNames("Ben")).toEqual(["Island", "Island"]);
    expect(g.graveyardNames("Ana")).toContain(WORMS);
    // Next upkeep: there is no Worms any more; with one Swamp Ana could not have sacrificed two lands anyway.
  });

  it("a player with fewer than two lands is offered only the damage", () => {
    const g = duel({ battlefield: [WORMS, "Swamp"] }, { battlefield: ["Island"] });
    g.passUntil("upkeep", 4).passAll();
    expect(g.expectPrompt("chooseOption", "Ben").options).toEqual(["have Worms of the Earth deal 5 damage to you", "neither"]);
    g.answer({ kind: "option", option: "neither" });
    expect(g.expectPrompt("chooseOption", "Ana").options).toEqual(["have Worms of the Earth deal 5 damage to you", "neither"]);
  });
});
