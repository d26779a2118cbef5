// Fatal Lore: a mode chosen by an opponent (601.6).

import { describe, expect, it } from "vitest";
import { duel, filler, scenario } from "../support/scenario.ts";
import { activateAndResolve } from "../support/casting.ts";
import { shields } from "../support/combat.ts";

describe("Fatal Lore", () => {
  it("601.6, 700.2: the opponent chooses the mode — 'You draw three cards' makes the caster draw", () => {
    const g = duel({ hand: ["Fatal Lore"], battlefield: ["Swamp", "Swamp", "Swamp", "Swamp"], library: ["Forest", "Island", "Mountain", "Plains"] });
    g.cast("Fatal Lore");
    g.expectPrompt("chooseModes", "Ben");
    // The mode prompt is Ben's: Ana can't answer it, and Ben can't cancel Ana's spell.
    expect(g.refuseAnswer({ kind: "modes", modes: [0] }, "Ana").code).toBe("NOT_YOUR_DECISION");
    expect(g.prompt.cancellable).toBe(false);
    g.chooseModes(0).autoPay().passAll();
    expect(g.eventsOf("modesChosen").at(-1)).toMatchObject({ chooser: 1, modes: ["You draw three cards."] });
    expect(g.handNames("Ana")).toEqual(["Forest", "Island", "Mountain"]);
  });

  it("601.6a: with several opponents, the caster decides which opponent chooses the mode", () => {
    const g = scenario({
      turn: 3,
      players: [
        { name: "Ana", hand: ["Fatal Lore"], battlefield: ["Swamp", "Swamp", "Swamp", "Swamp"], library: filler() },
        { name: "Ben", library: filler() },
        { name: "Cleo", library: filler() },
      ],
    });
    g.cast("Fatal Lore");
    const choose = g.expectPrompt("chooseOpponent", "Ana");
    expect(choose.options).toEqual([1, 2]);
    g.answer({ kind: "player", player: 2 });
    g.expectPrompt("chooseModes", "Cleo");
    g.chooseModes(0).autoPay().passAll();
    expect(g.eventsOf("modesChosen").at(-1)).toMatchObject({ chooser: 2 });
    expect(g.handNames("Ana")).toHaveLength(3);
  });

  it("601.6, 608.2c–e: 'up to two target creatures that player controls' — only the choosing opponent's creatures, black ones too; that player chooses to draw 0 to 3 cards", () => {
    const g = scenario({
      turn: 3,
      players: [
        { name: "Ana", hand: ["Fatal Lore"], battlefield: ["Savannah Lions", "Swamp", "Swamp", "Swamp", "Swamp"], library: filler() },
        { name: "Ben", battlefield: ["Grizzly Bears"], library: filler() },
        { name: "Cleo", battlefield: ["Hill Giant", "Black Knight"], library: filler() },
      ],
    });
    g.cast("Fatal Lore");
    g.answer({ kind: "player", player: 2 });
    g.chooseModes(1);
    const targets = g.expectPrompt("chooseTargets", "Ana");
    expect([targets.min, targets.max]).toEqual([0, 2]);
    expect(targets.options).toEqual([g.target("Hill Giant"), g.target("Black Knight")]);
    expect(g.refuseAnswer({ kind: "targets", targets: [g.target("Grizzly Bears")] }).rule).toBe("601.2c");
    g.targets("Hill Giant", "Black Knight").autoPay().passAll();
    const n = g.expectPrompt("chooseNumber", "Cleo");
    expect([n.min, n.max]).toEqual([0, 3]);
    expect(g.refuseAnswer({ kind: "number", value: 4 }).rule).toBe("608.2d");
    g.answer({ kind: "number", value: 3 });
    g.expectPrompt("priority", "Ana");
    expect(g.graveyardNames("Cleo").sort()).toEqual(["Black Knight", "Hill Giant"]);
    expect(g.handNames("Cleo")).toHaveLength(3);
    expect(g.handNames("Ana")).toEqual([]);
    expect(g.handNames("Ben")).toEqual([]);
    expect(g.permanents("Grizzly Bears")).toHaveLength(1);
  });

  it("601.2c: 'up to two' allows no target at all — then nothing is destroyed, and that player still draws up to three cards", () => {
    const g = duel({ hand: ["Fatal Lore"], battlefield: ["Swamp", "Swamp", "Swamp", "Swamp"] }, { battlefield: ["Hill Giant"] });
    g.cast("Fatal Lore").chooseModes(1);
    g.answer({ kind: "targets", targets: [] }).autoPay().passAll();
    g.expectPrompt("chooseNumber", "Ben");
    g.answer({ kind: "number", value: 2 });
    g.expectPrompt("priority", "Ana");
    expect(g.permanents("Hill Giant")).toHaveLength(1);
    expect(g.handNames("Ana")).toEqual([]);
    expect(g.handNames("Ben")).toEqual(["Plains", "Plains"]);
  });

  it("701.19c: they can't be regenerated — River Boa with a regeneration shield is destroyed", () => {
    const g = duel({ hand: ["Fatal Lore"], battlefield: ["Swamp", "Swamp", "Swamp", "Swamp"] }, { battlefield: ["River Boa", "Forest"] });
    g.cast("Fatal Lore").chooseModes(1).targets("River Boa").autoPay().pass();
    activateAndResolve(g, "River Boa");
    expect(shields(g)).toEqual(["River Boa: regenerate"]);
    g.passAll();
    g.answer({ kind: "number", value: 0 });
    expect(g.graveyardNames("Ben")).toEqual(["River Boa"]);
    expect(g.eventsOf("regenerated")).toEqual([]);
  });
});
