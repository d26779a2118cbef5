// Cephalid Constable: a triggered ability whose number of targets is the damage its trigger event dealt ("up to that
// many target permanents"), limited to permanents the damaged player ("that player") controls.

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

/** Ana attacks with the Constable (enchanted by Rancor when `rancor`: 3 power) and Ben doesn't block. */
function connect(rancor: boolean) {
  const ana = rancor
    ? { battlefield: [{ card: "Cephalid Constable", label: "c" }, { card: "Rancor", attachedTo: "c" }, "Forest"] }
    : { battlefield: ["Cephalid Constable", "Forest"] };
  const g = duel(ana, { battlefield: ["Grizzly Bears", "Hill Giant", "Island", "Plains"] });
  g.passUntilPrompt("declareAttackers");
  g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Cephalid Constable").id, defender: g.playerId("Ben") }] });
  g.passUntilPrompt("declareBlockers");
  g.answer({ kind: "blockers", blocks: [] }, "Ben");
  g.passUntilPrompt("chooseTargets");
  return g;
}

describe("Cephalid Constable", () => {
  it("601.2c: it may target up to as many permanents as the combat damage it dealt, only ones the damaged player controls", () => {
    const g = connect(true);
    const prompt = g.expectPrompt("chooseTargets", "Ana");
    expect([prompt.min, prompt.max]).toEqual([0, 3]);
    expect(g.targetOptionNames().sort()).toEqual(["Grizzly Bears", "Hill Giant", "Island", "Plains"]);
    const four = ["Grizzly Bears", "Hill Giant", "Island", "Plains"].map((n) => g.target(n));
    expect(g.refuseAnswer({ kind: "targets", targets: four }, "Ana").rule).toBe("601.2c");
    expect(g.refuseAnswer({ kind: "targets", targets: [g.target("Forest")] }, "Ana").rule).toBe("601.2c");
    g.answer({ kind: "targets", targets: four.slice(0, 3) }, "Ana");
    g.passAll();
    expect(g.life("Ben")).toBe(17);
    expect(g.handNames("Ben").sort()).toEqual(["Grizzly Bears", "Hill Giant", "Island"]);
    expect(g.permanents("Plains", "Ben")).toHaveLength(1);
  });

  it("608.2c: 1 damage returns at most one permanent to its owner's hand; choosing none is allowed", () => {
    const g = connect(false);
    expect(g.expectPrompt("chooseTargets", "Ana").max).toBe(1);
    const two = [g.target("Grizzly Bears"), g.target("Island")];
    expect(g.refuseAnswer({ kind: "targets", targets: two }, "Ana").rule).toBe("601.2c");
    g.answer({ kind: "targets", targets: [] }, "Ana");
    g.passAll();
    expect(g.handNames("Ben")).toEqual([]);
    expect(g.life("Ben")).toBe(19);
  });
});
