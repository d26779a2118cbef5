// Returning creature cards from a graveyard to the battlefield: Reya Dawnbringer and Doomed Necromancer.

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Reya Dawnbringer", () => {
  it("603.5: at its controller's upkeep they may return target creature card from their graveyard to the battlefield", () => {
    const g = duel(
      { battlefield: ["Reya Dawnbringer"], graveyard: ["Hill Giant", "Forest"] },
      { graveyard: ["Grizzly Bears"] },
      { turn: 2, activePlayer: 1, step: "end" },
    );
    g.passUntilPrompt("chooseTargets");
    expect(g.targetOptionNames()).toEqual(["Hill Giant"]);
    g.answer({ kind: "targets", targets: [{ kind: "object", id: g.state.players[0]!.graveyard[0]!.id }] }).passAll();
    g.answer({ kind: "option", option: "yes" });
    expect(g.permanent("Hill Giant", "Ana")).toBeTruthy();
    expect(g.graveyardNames("Ana")).toEqual(["Forest"]);
  });
});

describe("Doomed Necromancer", () => {
  it("{B}, {T}, sacrifice it: return target creature card from your graveyard to the battlefield — not itself, gone as a cost", () => {
    const g = duel({ battlefield: ["Doomed Necromancer", "Swamp"], graveyard: ["Hill Giant"] });
    g.activate("Doomed Necromancer");
    expect(g.targetOptionNames()).toEqual(["Hill Giant"]);
    g.answer({ kind: "targets", targets: [{ kind: "object", id: g.state.players[0]!.graveyard[0]!.id }] })
      .autoPay()
      .passAll();
    expect(g.permanent("Hill Giant")).toBeTruthy();
    expect(g.graveyardNames("Ana")).toEqual(["Doomed Necromancer"]);
  });
});
