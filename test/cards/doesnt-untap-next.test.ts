// "[It] doesn't untap during its controller's next untap step" (502.3): Wall of Frost (the creature it blocks) and
// Sleep (all creatures of a player).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Wall of Frost", () => {
  it("502.3: the creature it blocks doesn't untap during its controller's next untap step, and untaps in the one after", () => {
    const g = duel({ battlefield: ["Hill Giant", "Grizzly Bears"] }, { battlefield: ["Wall of Frost"] });
    const giant = g.permanent("Hill Giant").id;
    const bears = g.permanent("Grizzly Bears").id;
    g.passUntilPrompt("declareAttackers");
    g.answer({
      kind: "attackers",
      attacks: [
        { attacker: giant, defender: 1 },
        { attacker: bears, defender: 1 },
      ],
    });
    g.passUntilPrompt("declareBlockers");
    g.answer({ kind: "blockers", blocks: [{ blocker: g.permanent("Wall of Frost").id, attacker: giant }] });
    g.passUntil("upkeep", 5);
    expect(g.permanent("Hill Giant").tapped).toBe(true);
    expect(g.permanent("Grizzly Bears").tapped).toBe(false);
    g.passUntil("upkeep", 7);
    expect(g.permanent("Hill Giant").tapped).toBe(false);
  });
});

describe("Sleep", () => {
  it("502.3: taps all creatures the target player controls; they don't untap during that player's next untap step", () => {
    const g = duel(
      { hand: ["Sleep"], battlefield: ["Island", "Island", "Island", "Island", "Grizzly Bears"] },
      { battlefield: ["Hill Giant", "Savannah Lions", "Forest"] },
    );
    g.castAndPay("Sleep", "Ben").passAll();
    expect(g.permanent("Hill Giant").tapped).toBe(true);
    expect(g.permanent("Savannah Lions").tapped).toBe(true);
    expect(g.permanent("Forest").tapped).toBe(false);
    expect(g.permanent("Grizzly Bears").tapped).toBe(false);
    g.passUntil("upkeep", 4);
    expect(g.permanent("Hill Giant").tapped).toBe(true);
    g.passUntil("upkeep", 6);
    expect(g.permanent("Hill Giant").tapped).toBe(false);
  });
});
