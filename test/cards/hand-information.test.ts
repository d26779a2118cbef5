// Looking at and revealing a player's hand (Peek), and choosing cards from it for that player to discard or put back
// (Distress, Thrull Surgeon, Agonizing Memories, Head Games).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Peek", () => {
  it("its controller alone sees the target player's hand, then draws a card", () => {
    const g = duel({ hand: ["Peek"], battlefield: ["Island"], library: ["Swamp"] }, { hand: ["Grizzly Bears", "Forest"] });
    g.castAndPay("Peek", "Ben").passAll();
    expect(g.eventsOf("handLookedAt")).toMatchObject([{ viewer: 0, player: 1, names: ["Grizzly Bears", "Forest"] }]);
    expect(g.handNames("Ana")).toEqual(["Swamp"]);
  });
});

describe("Distress", () => {
  it("701.20a, 701.9b: the hand is revealed; its caster chooses a nonland card, which that player discards", () => {
    const g = duel({ hand: ["Distress"], battlefield: ["Swamp", "Swamp"] }, { hand: ["Forest", "Grizzly Bears", "Giant Growth"] });
    g.castAndPay("Distress", "Ben").passAll();
    expect(g.eventsOf("revealed")).toMatchObject([{ player: 1, from: "hand", names: ["Forest", "Grizzly Bears", "Giant Growth"] }]);
    expect(g.expectPrompt("chooseOption", "Ana").options).toEqual(["Grizzly Bears", "Giant Growth"]);
    g.answer({ kind: "option", option: "Giant Growth" });
    expect(g.graveyardNames("Ben")).toEqual(["Giant Growth"]);
    expect(g.handNames("Ben")).toEqual(["Forest", "Grizzly Bears"]);
  });

  it("a hand of lands only is revealed, and nothing is discarded", () => {
    const g = duel({ hand: ["Distress"], battlefield: ["Swamp", "Swamp"] }, { hand: ["Forest"] });
    g.castAndPay("Distress", "Ben").passAll();
    expect(g.handNames("Ben")).toEqual(["Forest"]);
    expect(g.graveyardNames("Ben")).toEqual([]);
  });
});

describe("Thrull Surgeon", () => {
  it("602.5d: only as a sorcery; its controller looks at the hand and chooses any card to be discarded", () => {
    const g = duel({ battlefield: ["Swamp", "Swamp", "Thrull Surgeon"] }, { hand: ["Forest", "Grizzly Bears"] });
    g.activate("Thrull Surgeon").targets("Ben").autoPay();
    expect(g.graveyardNames("Ana")).toEqual(["Thrull Surgeon"]);
    g.passAll();
    expect(g.eventsOf("handLookedAt")).toMatchObject([{ viewer: 0, player: 1 }]);
    g.answer({ kind: "option", option: "Forest" });
    expect(g.graveyardNames("Ben")).toEqual(["Forest"]);
  });

  it("602.5d: isn't offered while a spell is on the stack", () => {
    const g = duel({ hand: ["Grizzly Bears"], battlefield: ["Forest", "Forest", "Swamp", "Swamp", "Thrull Surgeon"] });
    g.castAndPay("Grizzly Bears");
    const surgeon = g.permanent("Thrull Surgeon").id;
    expect(g.expectPrompt("priority").actions.some((a) => a.kind === "activate" && a.source === surgeon)).toBe(false);
  });
});

describe("Agonizing Memories", () => {
  it("puts two cards its caster chooses from the hand on top of that player's library, in the order its caster chooses", () => {
    const g = duel(
      { hand: ["Agonizing Memories"], battlefield: ["Swamp", "Swamp", "Swamp", "Swamp"] },
      { hand: ["Forest", "Grizzly Bears", "Hill Giant"], library: ["Island"] },
    );
    g.castAndPay("Agonizing Memories", "Ben").passAll();
    g.answer({ kind: "option", option: "Hill Giant" });
    g.answer({ kind: "option", option: "Forest" });
    // The order: the first named is the top card.
    g.answer({ kind: "option", option: "Forest" });
    expect(g.handNames("Ben")).toEqual(["Grizzly Bears"]);
    expect(g.state.players[1]!.library).toEqual(["Forest", "Hill Giant", "Island"]);
  });
});

describe("Head Games", () => {
  it("701.23d: the opponent's hand goes on top of their library; its caster finds as many cards for their new hand", () => {
    const g = duel(
      { hand: ["Head Games"], battlefield: ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp"] },
      { hand: ["Giant Growth", "Grizzly Bears"], library: ["Forest", "Forest", "Island"] },
    );
    g.cast("Head Games");
    expect(g.targetOptionNames()).toEqual(["Ben"]);
    g.targets("Ben").autoPay().passAll();
    const search = g.expectPrompt("searchLibrary", "Ana");
    expect(search).toMatchObject({ library: 1, mustFind: true });
    expect(search.options.map((o) => o.name)).toEqual(["Giant Growth", "Grizzly Bears", "Forest", "Forest", "Island"]);
    expect(g.refuseAnswer({ kind: "libraryCard", index: null }).rule).toBe("701.23d");
    g.answer({ kind: "libraryCard", index: 2 });
    g.answer({ kind: "libraryCard", index: 3 });
    expect(g.handNames("Ben")).toEqual(["Forest", "Forest"]);
    expect([...g.state.players[1]!.library].sort()).toEqual(["Giant Growth", "Grizzly Bears", "Island"]);
    expect(g.eventsOf("shuffled")).toMatchObject([{ player: 1 }]);
  });
});
