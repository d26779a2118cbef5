// Scry (701.22): Opt and Crystal Ball; mill (701.17): Mind Sculpt.

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Opt", () => {
  it("701.22a: scry 1 — the top card may go to the bottom; then Opt draws the next one", () => {
    const g = duel({ hand: ["Opt"], battlefield: ["Island"], library: ["Hill Giant", "Shock", "Forest"] });
    g.castAndPay("Opt").passAll();
    const p = g.expectPrompt("chooseOption", "Ana");
    expect(p.text).toContain("Hill Giant");
    expect(p.options).toEqual(["top", "bottom"]);
    g.answer({ kind: "option", option: "bottom" });
    expect(g.handNames("Ana")).toEqual(["Shock"]);
    expect(g.state.players[0]!.library).toEqual(["Forest", "Hill Giant"]);
    expect(g.eventsOf("scried")).toEqual([{ type: "scried", player: 0, top: 0, bottom: 1 }]);
  });

  it("701.22a: kept on top, the card looked at is the one drawn", () => {
    const g = duel({ hand: ["Opt"], battlefield: ["Island"], library: ["Hill Giant", "Shock"] });
    g.castAndPay("Opt").passAll();
    g.answer({ kind: "option", option: "top" });
    expect(g.handNames("Ana")).toEqual(["Hill Giant"]);
  });
});

describe("Crystal Ball", () => {
  it("701.22a: scry 2 — both kept on top, in the order chosen", () => {
    const g = duel({ battlefield: ["Crystal Ball", "Plains"], library: ["Hill Giant", "Shock", "Forest"] });
    g.activate("Crystal Ball").autoPay().passAll();
    g.answer({ kind: "option", option: "top" });
    g.answer({ kind: "option", option: "top" });
    const order = g.expectPrompt("chooseOption", "Ana");
    expect(order.options).toEqual(["Hill Giant", "Shock"]);
    g.answer({ kind: "option", option: "Shock" });
    expect(g.state.players[0]!.library).toEqual(["Shock", "Hill Giant", "Forest"]);
  });

  it("701.22a: both put on the bottom, the first chosen is the bottom card", () => {
    const g = duel({ battlefield: ["Crystal Ball", "Plains"], library: ["Hill Giant", "Shock", "Forest"] });
    g.activate("Crystal Ball").autoPay().passAll();
    g.answer({ kind: "option", option: "bottom" });
    g.answer({ kind: "option", option: "bottom" });
    g.answer({ kind: "option", option: "Hill Giant" });
    expect(g.state.players[0]!.library).toEqual(["Forest", "Shock", "Hill Giant"]);
  });
});

describe("Mind Sculpt", () => {
  it("701.17a: the target opponent mills seven cards: the top seven of their library go to their graveyard", () => {
    const library = ["Forest", "Island", "Swamp", "Mountain", "Plains", "Shock", "Opt", "Hill Giant"];
    const g = duel({ hand: ["Mind Sculpt"], battlefield: ["Island", "Island"] }, { library });
    g.cast("Mind Sculpt");
    expect(g.targetOptionNames()).toEqual(["Ben"]);
    g.targets("Ben").autoPay().passAll();
    expect(g.graveyardNames("Ben")).toEqual(library.slice(0, 7));
    expect(g.state.players[1]!.library).toEqual(["Hill Giant"]);
  });
});
