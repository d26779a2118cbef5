// "Return a [creature] you control to its owner's hand": chosen as the ability resolves, not targeted (608.2d).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

const BEFORE_ANAS_TURN = { turn: 2, activePlayer: 1, step: "end" } as const;

describe("Stampeding Wildebeests", () => {
  it("608.2d: its controller returns a green creature they control, chosen as it resolves — itself if it is the only one", () => {
    const g = duel({ battlefield: ["Stampeding Wildebeests", "Grizzly Bears", "Hill Giant"] }, {}, BEFORE_ANAS_TURN);
    g.passUntil("upkeep", 3).passAll();
    const prompt = g.expectPrompt("chooseObject", "Ana");
    expect(prompt.options.map((id) => g.nameOfObject(id)).sort()).toEqual(["Grizzly Bears", "Stampeding Wildebeests"]);
    g.answer({ kind: "choose", object: g.permanent("Grizzly Bears").id });
    expect(g.handNames("Ana")).toEqual(["Grizzly Bears"]);

    const alone = duel({ battlefield: ["Stampeding Wildebeests"] }, { battlefield: ["Llanowar Elves"] }, BEFORE_ANAS_TURN);
    alone.passUntil("upkeep", 3).passAll();
    alone.answer({ kind: "choose", object: alone.permanent("Stampeding Wildebeests").id });
    expect(alone.handNames("Ana")).toEqual(["Stampeding Wildebeests"]);
    expect(alone.permanent("Llanowar Elves", "Ben")).toBeTruthy();
  });
});

describe("Sunken Hope", () => {
  it("each player's upkeep: that player returns a creature they control; its controller's turn and the others' alike", () => {
    const g = duel({ battlefield: ["Grizzly Bears"] }, { battlefield: ["Sunken Hope", "Hill Giant"] }, BEFORE_ANAS_TURN);
    g.passUntil("upkeep", 3).passAll();
    expect(g.expectPrompt("chooseObject", "Ana").options).toEqual([g.permanent("Grizzly Bears").id]);
    g.answer({ kind: "choose", object: g.permanent("Grizzly Bears").id });
    expect(g.handNames("Ana")).toEqual(["Grizzly Bears"]);
    expect(g.permanent("Hill Giant", "Ben")).toBeTruthy();
    g.passUntil("upkeep", 4).passAll();
    g.answer({ kind: "choose", object: g.permanent("Hill Giant").id });
    expect(g.handNames("Ben")).toContain("Hill Giant");
  });

  it("a player who controls no creature returns nothing", () => {
    const g = duel({ battlefield: ["Forest"] }, { battlefield: ["Sunken Hope", "Hill Giant"] }, BEFORE_ANAS_TURN);
    g.passUntil("upkeep", 3).passAll();
    expect(g.handNames("Ana")).toEqual([]);
    expect(g.permanent("Hill Giant", "Ben")).toBeTruthy();
  });
});
