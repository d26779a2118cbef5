// "[Players] may put a [creature / land] card from [their] hand onto the battlefield": not cast, not played (305.4).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Elvish Piper", () => {
  it("{G}, {T}: its controller may put a creature card from their hand onto the battlefield (it isn't cast)", () => {
    const g = duel({ hand: ["Hill Giant", "Forest"], battlefield: ["Elvish Piper", "Forest"] });
    g.activate("Elvish Piper").autoPay().passAll();
    const prompt = g.expectPrompt("chooseObject", "Ana");
    expect(prompt.options).toEqual([g.handCard("Hill Giant")]);
    g.answer({ kind: "choose", object: g.handCard("Hill Giant") });
    expect(g.permanent("Hill Giant")).toBeTruthy();
    expect(g.eventsOf("spellCast")).toEqual([]);
  });

  it("the player may put nothing", () => {
    const g = duel({ hand: ["Hill Giant"], battlefield: ["Elvish Piper", "Forest"] });
    g.activate("Elvish Piper").autoPay().passAll();
    g.answer({ kind: "decline" });
    expect(g.handNames("Ana")).toEqual(["Hill Giant"]);
  });
});

describe("Skyshroud Ranger", () => {
  it("305.4, 602.5d: as a sorcery, puts a land onto the battlefield — and a land may still be played this turn", () => {
    const g = duel({ hand: ["Forest", "Island"], battlefield: ["Skyshroud Ranger"] });
    g.activate("Skyshroud Ranger").autoPay().passAll();
    g.answer({ kind: "choose", object: g.handCard("Forest") });
    expect(g.permanent("Forest")).toBeTruthy();
    g.playLand("Island");
    expect(g.permanent("Island")).toBeTruthy();
  });

  it("602.5d: not at instant speed", () => {
    const g = duel({ hand: ["Forest"], battlefield: ["Skyshroud Ranger"] }, {}, { step: "upkeep" });
    expect(g.refuseAnswer({ kind: "activate", source: g.permanent("Skyshroud Ranger").id, ability: "p0" }).message).toBeTruthy();
  });
});

describe("Hunted Wumpus", () => {
  it("608.2e: each other player may put a creature card from their hand onto the battlefield; its controller doesn't", () => {
    const g = duel({ hand: ["Hunted Wumpus", "Grizzly Bears"], battlefield: ["Forest", "Forest", "Forest", "Forest"] }, { hand: ["Hill Giant", "Forest"] });
    g.castAndPay("Hunted Wumpus").passAll().passAll();
    g.expectPrompt("chooseObject", "Ben");
    g.answer({ kind: "choose", object: g.handCard("Hill Giant", "Ben") });
    expect(g.permanent("Hill Giant", "Ben")).toBeTruthy();
    expect(g.handNames("Ana")).toEqual(["Grizzly Bears"]);
  });
});
