// Pacifism: the enchanted creature can't attack or block.

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";
import { sorted } from "../support/zones.ts";
import { attackerOptions, attack, blockerOptions } from "../support/combat.ts";

describe("Pacifism", () => {
  it("303.4a: cast targeting a creature (either player's), it enters attached to it", () => {
    const g = duel({ hand: ["Pacifism"], battlefield: ["Plains", "Plains", "Savannah Lions"] }, { battlefield: ["Serra Angel", "Forest"] });
    g.cast("Pacifism");
    expect(g.expectPrompt("chooseTargets").text).toBe("enchant creature");
    expect(sorted(g.targetOptionNames())).toEqual(["Savannah Lions", "Serra Angel"]);
    g.targets("Serra Angel").autoPay().passAll();
    expect(g.permanent("Pacifism").attachedTo).toBe(g.permanent("Serra Angel").id);
  });

  it("508.1c: the enchanted creature can't attack", () => {
    const g = duel(
      { battlefield: [{ card: "Grizzly Bears", label: "bears" }, "Savannah Lions"] },
      { battlefield: [{ card: "Pacifism", attachedTo: "bears" }] },
    );
    expect(attackerOptions(g)).toEqual(["Savannah Lions"]);
  });

  it("509.1b: the enchanted creature can't block", () => {
    const g = duel(
      { battlefield: [{ card: "Grizzly Bears", label: "bears" }, "Savannah Lions"] },
      { battlefield: ["Hill Giant", { card: "Pacifism", attachedTo: "bears" }] },
      { activePlayer: 1 },
    );
    attack(g, "Hill Giant");
    expect(blockerOptions(g)).toEqual(["Savannah Lions"]);
  });
});
