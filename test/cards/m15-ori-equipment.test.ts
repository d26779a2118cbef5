// Equipment with "whenever equipped creature attacks" triggers (508.3a): Throwing Knife (sacrificed to deal 2 damage, if
// its controller chooses) and Sword of the Animist (an optional search for a basic land, put onto the battlefield tapped).

import { describe, expect, it } from "vitest";
import { attack } from "../support/combat.ts";
import { duel } from "../support/scenario.ts";

describe("Throwing Knife", () => {
  it("508.3a: the equipped creature gets +2/+0; when it attacks, the Knife may be sacrificed for 2 damage to any target", () => {
    const g = duel(
      {
        battlefield: [
          { card: "Grizzly Bears", label: "bears" },
          { card: "Throwing Knife", attachedTo: "bears" },
        ],
      },
      { battlefield: ["Savannah Lions"] },
    );
    expect(g.pt("Grizzly Bears")).toEqual([4, 2]);
    attack(g, "Grizzly Bears");
    g.targets("Savannah Lions").passAll();
    g.answer({ kind: "option", option: "yes" });
    expect(g.graveyardNames("Ana")).toEqual(["Throwing Knife"]);
    expect(g.graveyardNames("Ben")).toEqual(["Savannah Lions"]);
    expect(g.pt("Grizzly Bears")).toEqual([2, 2]);
  });

  it("118.12: declining keeps the Knife and deals no damage", () => {
    const g = duel(
      {
        battlefield: [
          { card: "Grizzly Bears", label: "bears" },
          { card: "Throwing Knife", attachedTo: "bears" },
        ],
      },
      { battlefield: ["Savannah Lions"] },
    );
    attack(g, "Grizzly Bears");
    g.targets("Savannah Lions").passAll();
    g.answer({ kind: "option", option: "no" });
    expect(g.permanent("Throwing Knife")).toBeDefined();
    expect(g.permanent("Savannah Lions").damage).toBe(0);
  });
});

describe("Sword of the Animist", () => {
  it("701.23: the equipped creature gets +1/+1; when it attacks, a basic land may be put onto the battlefield tapped", () => {
    const g = duel({
      battlefield: [
        { card: "Grizzly Bears", label: "bears" },
        { card: "Sword of the Animist", attachedTo: "bears" },
      ],
      library: ["Quicksand", "Forest"],
    });
    expect(g.pt("Grizzly Bears")).toEqual([3, 3]);
    attack(g, "Grizzly Bears");
    g.passAll();
    g.answer({ kind: "option", option: "yes" });
    const prompt = g.expectPrompt("searchLibrary");
    expect(prompt.options.map((o) => o.name)).toEqual(["Forest"]);
    g.answer({ kind: "libraryCard", index: prompt.options[0]!.index });
    expect(g.permanent("Forest").tapped).toBe(true);
  });
});
