// Requirements and restrictions a creature's static abilities (or its Aura's or Equipment's) put on combat and on
// untapping: "attacks each combat if able" (508.1d), "can't be blocked", "can't be blocked by more than one creature",
// "can't be blocked except by" on an Aura (509.1b), "doesn't untap during its controller's untap step" (502.3), and
// "You have no maximum hand size" (402.2). The cards are compiled from their Oracle text.

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("combat requirements and restrictions", () => {
  it("508.1d: a creature that attacks each combat if able must be declared as an attacker", () => {
    const g = duel({ battlefield: ["Bloodrock Cyclops", "Grizzly Bears"] });
    g.passUntilPrompt("declareAttackers");
    const cyclops = g.permanent("Bloodrock Cyclops").id;
    expect(g.expectPrompt("declareAttackers").mustAttack).toEqual([cyclops]);
    const err = g.refuseAnswer({ kind: "attackers", attacks: [{ attacker: g.permanent("Grizzly Bears").id, defender: g.playerId("Ben") }] });
    expect(err.rule).toBe("508.1d");
    g.answer({ kind: "attackers", attacks: [{ attacker: cyclops, defender: g.playerId("Ben") }] });
    expect(g.permanent("Bloodrock Cyclops").tapped).toBe(true);
  });

  it("508.1d: an Aura's 'enchanted creature attacks each combat if able' applies to the creature it enchants", () => {
    const g = duel({
      battlefield: [
        { card: "Grizzly Bears", label: "bears" },
        { card: "Uncontrollable Anger", attachedTo: "bears" },
      ],
    });
    expect(g.pt("Grizzly Bears")).toEqual([4, 4]);
    g.passUntilPrompt("declareAttackers");
    expect(g.expectPrompt("declareAttackers").mustAttack).toEqual([g.permanent("Grizzly Bears").id]);
  });

  it("509.1b: a creature that can't be blocked has no blockers to choose from", () => {
    const g = duel({ battlefield: ["Phantom Warrior"] }, { battlefield: ["Hill Giant"] });
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Phantom Warrior").id, defender: g.playerId("Ben") }] });
    expect(g.state.prompt?.kind).toBe("priority");
    g.passUntil("postcombatMain");
    expect(g.life("Ben")).toBe(18);
  });

  it("509.1b: a creature that can't be blocked by more than one creature refuses a second blocker", () => {
    const g = duel({ battlefield: ["Stalking Tiger"] }, { battlefield: ["Hill Giant", "Grizzly Bears"] });
    g.passUntilPrompt("declareAttackers");
    const tiger = g.permanent("Stalking Tiger").id;
    g.answer({ kind: "attackers", attacks: [{ attacker: tiger, defender: g.playerId("Ben") }] });
    g.passUntilPrompt("declareBlockers");
    expect(g.expectPrompt("declareBlockers").blockedByAtMostOne).toEqual([tiger]);
    const both = [g.permanent("Hill Giant").id, g.permanent("Grizzly Bears").id].map((blocker) => ({ blocker, attacker: tiger }));
    expect(g.refuseAnswer({ kind: "blockers", blocks: both }, "Ben").rule).toBe("509.1b");
    g.answer({ kind: "blockers", blocks: both.slice(0, 1) }, "Ben");
  });

  it("509.1b: an Aura's 'can't be blocked except by creatures with flying', and an Equipment's 'can't be blocked'", () => {
    const g = duel(
      {
        battlefield: [
          { card: "Grizzly Bears", label: "bears" },
          { card: "Treetop Bracers", attachedTo: "bears" },
        ],
      },
      { battlefield: ["Hill Giant", "Wind Drake"] },
    );
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Grizzly Bears").id, defender: g.playerId("Ben") }] });
    g.passUntilPrompt("declareBlockers");
    expect(g.expectPrompt("declareBlockers").options.map((o) => g.nameOfObject(o.blocker))).toEqual(["Wind Drake"]);
    const c = duel(
      {
        battlefield: [
          { card: "Grizzly Bears", label: "bears" },
          { card: "Whispersilk Cloak", attachedTo: "bears" },
        ],
      },
      { battlefield: ["Wind Drake"] },
    );
    c.passUntilPrompt("declareAttackers");
    c.answer({ kind: "attackers", attacks: [{ attacker: c.permanent("Grizzly Bears").id, defender: c.playerId("Ben") }] });
    expect(c.state.prompt?.kind).toBe("priority");
  });
});

describe("untapping and hand size", () => {
  it("502.3: the creature Dehydration enchants doesn't untap during its controller's untap step", () => {
    const g = duel({ battlefield: [{ card: "Hill Giant", tapped: true, label: "giant" }] }, { battlefield: [{ card: "Dehydration", attachedTo: "giant" }] });
    g.passUntil("upkeep", 5);
    expect(g.permanent("Hill Giant").tapped).toBe(true);
  });

  it("402.2: with Spellbook, its controller doesn't discard down to seven in the cleanup step", () => {
    const hand = ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains", "Plains", "Plains", "Plains"];
    const g = duel({ hand, battlefield: ["Spellbook"] });
    g.passUntil("upkeep", 4);
    expect(g.handNames("Ana")).toHaveLength(9);
    const w = duel({ hand });
    w.passUntilPrompt("discard");
  });
});
