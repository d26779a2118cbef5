// Paladin en-Vec: two instances of protection (702.16g), from black and from red, besides first strike.

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Paladin en-Vec", () => {
  it("702.16b, 702.16e: can't be targeted by a red spell, and black or red damage to it is prevented", () => {
    const g = duel({ hand: ["Lightning Bolt", "Doom Blade"], battlefield: ["Mountain", "Swamp", "Swamp", "Paladin en-Vec", "Grizzly Bears"] });
    g.cast("Lightning Bolt");
    expect(g.targetOptionNames()).not.toContain("Paladin en-Vec");
    g.cancel();
    g.cast("Doom Blade");
    expect(g.targetOptionNames()).not.toContain("Paladin en-Vec");
  });

  it("702.16f: can't be blocked by black or red creatures; a green one may block it", () => {
    const g = duel({ battlefield: ["Paladin en-Vec"] }, { battlefield: ["Grizzly Bears", "Typhoid Rats", "Raging Goblin"] });
    const paladin = g.permanent("Paladin en-Vec").id;
    g.passUntilPrompt("declareAttackers").answer({ kind: "attackers", attacks: [{ attacker: paladin, defender: g.playerId("Ben") }] });
    g.passUntilPrompt("declareBlockers");
    const blockers = g
      .expectPrompt("declareBlockers")
      .options.filter((o) => o.attackers.includes(paladin))
      .map((o) => g.nameOfObject(o.blocker));
    expect(blockers).toEqual(["Grizzly Bears"]);
  });
});
