import { describe, expect, it } from "vitest";
import { engine } from "../../server/game.ts";
import { scenario } from "../support/scenario.ts";
import type { SandboxSetup } from "../../server/engine/setup/sandbox.ts";

describe("sandbox setups", () => {
  it("place named cards in every zone, set life, poison, turn, active player and step, and flag the game as a sandbox", () => {
    const g = scenario({
      turn: 5,
      activePlayer: 1,
      step: "beginningOfCombat",
      players: [
        { name: "Ana", life: 7, poison: 3, library: ["Forest", "Island"], hand: ["Lightning Bolt"], graveyard: ["Divination"], exile: ["Coral Eel"] },
        { name: "Ben", battlefield: [{ card: "Grizzly Bears", tapped: true, damage: 1, counters: { "+1/+1": 2 } }, "Mountain"] },
      ],
    });
    const s = g.state;
    expect(s.sandbox).toBe(true);
    expect(s.turn).toEqual({ number: 5, active: 1, step: "beginningOfCombat" });
    expect(s.players[0]).toMatchObject({ life: 7, counters: { poison: 3 }, library: ["Forest", "Island"] });
    expect(g.handNames("Ana")).toEqual(["Lightning Bolt"]);
    expect(g.graveyardNames("Ana")).toEqual(["Divination"]);
    expect(s.exile.map((c) => [c.card, c.owner])).toEqual([["Coral Eel", 0]]);
    expect(g.permanent("Grizzly Bears")).toMatchObject({ tapped: true, damage: 1, counters: { "+1/+1": 2 }, enteredUnder: 1 });
    // 117.3a: the active player receives priority in the given step.
    g.expectPrompt("priority", "Ben");
    expect(g.eventsOf("gameStarted")[0]).toMatchObject({ sandbox: true });
  });

  it("attach an Aura to a labelled permanent, and return each label's id", () => {
    const g = scenario({
      players: [
        {
          name: "Ana",
          battlefield: [
            { card: "Hill Giant", label: "giant" },
            { card: "Holy Strength", attachedTo: "giant" },
          ],
        },
        { name: "Ben" },
      ],
    });
    expect(g.labels.giant).toBe(g.permanent("Hill Giant").id);
    expect(g.permanent("Holy Strength").attachedTo).toBe(g.labels.giant);
  });

  it("302.6: a permanent marked sick came under its controller's control this turn and can't attack", () => {
    const g = scenario({ players: [{ name: "Ana", battlefield: [{ card: "Grizzly Bears", sick: true }, "Hill Giant"] }, { name: "Ben" }] });
    g.passUntil("beginningOfCombat").pass().pass();
    const p = g.expectPrompt("declareAttackers");
    expect(p.options.map((o) => o.attacker)).toEqual([g.permanent("Hill Giant").id]);
  });

  it("report every unknown card name at once, and nothing starts", () => {
    const r = engine.newSandboxGame({
      players: [
        { name: "Ana", hand: ["Black Lotus", "Forest"] },
        { name: "Ben", library: ["Mox Pearl"] },
      ],
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe("UNKNOWN_CARD");
    expect(r.error.problems).toEqual(["unknown card: Black Lotus", "unknown card: Mox Pearl"]);
  });

  it("refuse a description of the wrong shape (a zone that isn't a list, a count that isn't one) as an invalid setup, never by throwing", () => {
    const bad = [
      { players: [{ name: "Ana", hand: 65535 }, { name: "Ben" }] },
      {
        players: [
          { name: "Ana", battlefield: [{ tapped: true }] },
          { name: "Ben", life: "20" },
        ],
      },
      { players: [null, { name: "Ben" }] },
      { players: "Ana and Ben" },
    ];
    for (const setup of bad) {
      const r = engine.newSandboxGame(setup as unknown as SandboxSetup);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toMatch(/INVALID_SETUP/);
    }
  });

  it("refuse inconsistent positions with every problem listed", () => {
    const r = engine.newSandboxGame({ step: "untap", activePlayer: 4, players: [{ name: "" }, { name: "Ben" }] });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe("INVALID_SETUP");
    expect(r.error.problems).toHaveLength(3);
    const labels = engine.newSandboxGame({
      players: [
        {
          name: "Ana",
          battlefield: [
            { card: "Forest", label: "x" },
            { card: "Forest", label: "x" },
            { card: "Holy Strength", attachedTo: "y" },
          ],
        },
        { name: "Ben" },
      ],
    });
    expect(labels.ok).toBe(false);
    if (!labels.ok) expect(labels.error.problems).toEqual(['the label "x" is used twice', 'attachedTo "y" names no labelled permanent']);
  });
});
