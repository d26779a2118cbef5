// Gravedigger: a targeted 'you may' trigger when it enters (603.3d, 603.5).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Gravedigger", () => {
  it("603.3d, 603.5: the target is chosen as the trigger goes on the stack (only creature cards in your graveyard); 'yes' returns it", () => {
    const g = duel(
      { hand: ["Gravedigger"], graveyard: ["Lightning Bolt", "Grizzly Bears"], battlefield: ["Swamp", "Swamp", "Swamp", "Swamp"] },
      { graveyard: ["Hill Giant"] },
    );
    g.castAndPay("Gravedigger").passAll();
    const targets = g.expectPrompt("chooseTargets", "Ana");
    expect(targets.options.map((t) => (t.kind === "object" ? g.nameOfObject(t.id) : t.id))).toEqual(["Grizzly Bears"]);
    g.answer({ kind: "targets", targets: targets.options });
    expect(g.stackNames()).toEqual(["Gravedigger"]);
    g.passAll();
    expect(g.expectPrompt("chooseOption", "Ana").options).toEqual(["yes", "no"]);
    g.answer({ kind: "option", option: "yes" });
    expect(g.handNames("Ana")).toEqual(["Grizzly Bears"]);
    expect(g.graveyardNames("Ana")).toEqual(["Lightning Bolt"]);
  });

  it("603.5: 'no' — the card stays in the graveyard", () => {
    const g = duel({ hand: ["Gravedigger"], graveyard: ["Grizzly Bears"], battlefield: ["Swamp", "Swamp", "Swamp", "Swamp"] });
    g.castAndPay("Gravedigger").passAll();
    g.answer({ kind: "targets", targets: g.expectPrompt("chooseTargets").options });
    g.passAll();
    g.answer({ kind: "option", option: "no" });
    expect(g.handNames("Ana")).toEqual([]);
    expect(g.graveyardNames("Ana")).toEqual(["Grizzly Bears"]);
    expect(g.eventsOf("optionChosen")).toMatchObject([{ player: 0, option: "no" }]);
  });

  it("603.3d: with no creature card in its controller's graveyard, the ability is removed from the stack", () => {
    const g = duel(
      { hand: ["Gravedigger"], graveyard: ["Lightning Bolt"], battlefield: ["Swamp", "Swamp", "Swamp", "Swamp"] },
      { graveyard: ["Grizzly Bears"] },
    );
    g.castAndPay("Gravedigger").passAll();
    g.expectPrompt("priority", "Ana");
    expect(g.stackNames()).toEqual([]);
    expect(g.eventsOf("stackRemoved").at(-1)).toMatchObject({ name: "Gravedigger", rule: "603.3d" });
    expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears"]);
  });
});
