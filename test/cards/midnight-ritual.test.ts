import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Midnight Ritual", () => {
  it("601.2b–c, 107.3: X is announced, then exactly X target creature cards; a 2/2 black Zombie for each exiled", () => {
    const g = duel({
      hand: ["Midnight Ritual"],
      battlefield: ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp"],
      graveyard: ["Grizzly Bears", "Hill Giant", "Forest", "Wind Drake"],
    });
    g.cast("Midnight Ritual").announceX(2);
    const prompt = g.expectPrompt("chooseTargets", "Ana");
    expect([prompt.min, prompt.max]).toEqual([2, 2]);
    expect(g.targetOptionNames().sort()).toEqual(["Grizzly Bears", "Hill Giant", "Wind Drake"]);
    const [bears, giant] = g.state.players[0]!.graveyard;
    expect(g.refuseAnswer({ kind: "targets", targets: [{ kind: "object", id: bears!.id }] }).message).toBeTruthy();
    g.answer({
      kind: "targets",
      targets: [
        { kind: "object", id: bears!.id },
        { kind: "object", id: giant!.id },
      ],
    })
      .autoPay()
      .passAll();
    expect(g.state.exile.map((c) => c.card).sort()).toEqual(["Grizzly Bears", "Hill Giant"]);
    expect(g.permanents("Zombie Token")).toHaveLength(2);
    expect(g.pt("Zombie Token")).toEqual([2, 2]);
  });

  it("107.3: with X = 0 it has no target and makes no token", () => {
    const g = duel({ hand: ["Midnight Ritual"], battlefield: ["Swamp", "Swamp", "Swamp"], graveyard: ["Grizzly Bears"] });
    g.cast("Midnight Ritual").announceX(0).autoPay().passAll();
    expect(g.permanents("Zombie Token")).toHaveLength(0);
    expect(g.graveyardNames("Ana").sort()).toEqual(["Grizzly Bears", "Midnight Ritual"]);
  });
});
