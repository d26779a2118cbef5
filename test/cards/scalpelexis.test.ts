// Scalpelexis: "that player" of a combat damage trigger is the player dealt the damage; the exile repeats while two
// of the four cards share a name.

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Scalpelexis", () => {
  it("the damaged player exiles four cards, then four more because two shared a name, then stops", () => {
    const library = ["Island", "Forest", "Island", "Plains", "Swamp", "Mountain", "Forest", "Plains", "Grizzly Bears", "Hill Giant"];
    const g = duel({ battlefield: ["Scalpelexis"] }, { library });
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Scalpelexis").id, defender: g.playerId("Ben") }] });
    g.passUntil("combatDamage");
    g.passAll();
    expect(g.state.players[1]!.library).toEqual(["Grizzly Bears", "Hill Giant"]);
    expect(g.state.exile.map((c) => c.card)).toEqual(library.slice(0, 8));
    expect(g.state.exile.every((c) => c.owner === g.playerId("Ben"))).toBe(true);
  });

  it("four different names: once only", () => {
    const library = ["Island", "Forest", "Swamp", "Plains", "Island", "Island"];
    const g = duel({ battlefield: ["Scalpelexis"] }, { library });
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Scalpelexis").id, defender: g.playerId("Ben") }] });
    g.passUntil("combatDamage");
    g.passAll();
    expect(g.state.players[1]!.library).toEqual(["Island", "Island"]);
  });
});
