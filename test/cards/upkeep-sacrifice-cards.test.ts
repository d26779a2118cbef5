// Upkeep and enters triggers with a price: "sacrifice … If you can't, …" and "sacrifice … unless you discard …" (118.12).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

const BEFORE_ANAS_TURN = { turn: 2, activePlayer: 1, step: "end" } as const;

describe("Lord of the Pit", () => {
  it("608.2d: its controller sacrifices a creature other than it, chosen as the ability resolves", () => {
    const g = duel({ battlefield: ["Lord of the Pit", "Grizzly Bears", "Hill Giant"] }, {}, BEFORE_ANAS_TURN);
    g.passUntil("upkeep", 3).passAll();
    const prompt = g.expectPrompt("chooseObject", "Ana");
    expect(prompt.options.map((id) => g.nameOfObject(id)).sort()).toEqual(["Grizzly Bears", "Hill Giant"]);
    g.answer({ kind: "choose", object: g.permanent("Hill Giant").id });
    expect(g.graveyardNames("Ana")).toEqual(["Hill Giant"]);
    expect(g.life("Ana")).toBe(20);
  });

  it("with no other creature to sacrifice, it deals 7 damage to its controller", () => {
    const g = duel({ battlefield: ["Lord of the Pit"] }, { battlefield: ["Grizzly Bears"] }, BEFORE_ANAS_TURN);
    g.passUntil("upkeep", 3).passAll();
    expect(g.life("Ana")).toBe(13);
    expect(g.permanent("Lord of the Pit")).toBeTruthy();
    expect(g.permanent("Grizzly Bears", "Ben")).toBeTruthy();
  });
});

describe("Razormane Masticore", () => {
  it("118.12: at the upkeep its controller may discard a card to keep it", () => {
    const g = duel({ battlefield: ["Razormane Masticore"], hand: ["Forest", "Island"] }, {}, BEFORE_ANAS_TURN);
    g.passUntil("upkeep", 3).passAll();
    g.answer({ kind: "option", option: "yes" });
    g.answer({ kind: "choose", object: g.handCard("Island") });
    expect(g.graveyardNames("Ana")).toEqual(["Island"]);
    expect(g.permanent("Razormane Masticore")).toBeTruthy();
  });

  it("118.12: declining, or with no card in hand, it is sacrificed", () => {
    const g = duel({ battlefield: ["Razormane Masticore"], hand: ["Forest"] }, {}, BEFORE_ANAS_TURN);
    g.passUntil("upkeep", 3).passAll();
    g.answer({ kind: "option", option: "no" });
    expect(g.graveyardNames("Ana")).toEqual(["Razormane Masticore"]);
    const empty = duel({ battlefield: ["Razormane Masticore"] }, {}, BEFORE_ANAS_TURN);
    empty.passUntil("upkeep", 3).passAll();
    expect(empty.graveyardNames("Ana")).toEqual(["Razormane Masticore"]);
  });

  it("at the beginning of its controller's draw step, it may deal 3 damage to target creature", () => {
    const g = duel({ battlefield: ["Razormane Masticore"], hand: ["Forest"] }, { battlefield: ["Hill Giant"] }, BEFORE_ANAS_TURN);
    g.passUntil("upkeep", 3).passAll();
    g.answer({ kind: "option", option: "yes" });
    g.answer({ kind: "choose", object: g.handCard("Forest") });
    g.passUntilPrompt("chooseTargets");
    expect(g.step).toBe("draw");
    g.targets("Hill Giant").passAll();
    g.answer({ kind: "option", option: "yes" });
    expect(g.graveyardNames("Ben")).toEqual(["Hill Giant"]);
  });
});

describe("Hidden Horror", () => {
  it("118.12: as it enters, discarding a creature card keeps it; a noncreature card can't be discarded for it", () => {
    const g = duel({ hand: ["Hidden Horror", "Grizzly Bears", "Forest"], battlefield: ["Swamp", "Swamp", "Swamp"] });
    g.castAndPay("Hidden Horror").passAll().passAll();
    g.answer({ kind: "option", option: "yes" });
    expect(g.expectPrompt("chooseObject").options).toEqual([g.handCard("Grizzly Bears")]);
    g.answer({ kind: "choose", object: g.handCard("Grizzly Bears") });
    expect(g.permanent("Hidden Horror")).toBeTruthy();
    expect(g.graveyardNames("Ana")).toEqual(["Grizzly Bears"]);
  });

  it("without a creature card in hand, it is sacrificed", () => {
    const g = duel({ hand: ["Hidden Horror", "Forest"], battlefield: ["Swamp", "Swamp", "Swamp"] });
    g.castAndPay("Hidden Horror").passAll().passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Hidden Horror"]);
    expect(g.handNames("Ana")).toEqual(["Forest"]);
  });
});
