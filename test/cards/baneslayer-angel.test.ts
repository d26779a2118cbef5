// Baneslayer Angel: protection from a subtype (702.16a: "protection from Demons and from Dragons", 702.16g).

import { describe, expect, it } from "vitest";
import { keywordText } from "../../server/card-language/keyword-abilities.ts";
import { keywordsOf } from "../../server/engine/layers/characteristics.ts";
import { duel } from "../support/scenario.ts";

describe("Baneslayer Angel", () => {
  it("702.16g: it has two protection abilities, one from Demons and one from Dragons", () => {
    const g = duel({ battlefield: ["Baneslayer Angel"] });
    expect(keywordsOf(g.reader, g.permanent("Baneslayer Angel")).map(keywordText)).toEqual([
      "Flying",
      "First strike",
      "Lifelink",
      "Protection from Demons",
      "Protection from Dragons",
    ]);
  });

  it("702.16c: a Dragon can't block it; another flyer can; lifelink gains its controller the damage", () => {
    const g = duel({ battlefield: ["Baneslayer Angel"] }, { battlefield: ["Shivan Dragon", "Serra Angel"] });
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Baneslayer Angel").id, defender: 1 }] });
    g.passUntilPrompt("declareBlockers");
    const options = g.expectPrompt("declareBlockers", "Ben").options;
    const canBlock = (name: string) => options.find((o) => g.nameOfObject(o.blocker) === name)?.attackers.length ?? 0;
    expect(canBlock("Shivan Dragon")).toBe(0);
    expect(canBlock("Serra Angel")).toBe(1);
    g.answer({ kind: "blockers", blocks: [] });
    g.passUntil("end");
    expect(g.life("Ben")).toBe(15);
    expect(g.life("Ana")).toBe(25);
  });

  it("702.16e: damage a Dragon would deal to it is prevented", () => {
    const g = duel({ hand: ["Diminish"], battlefield: ["Baneslayer Angel", "Island"] }, { battlefield: ["Shivan Dragon"] });
    g.passUntil("upkeep", 4);
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Shivan Dragon").id, defender: 0 }] });
    g.passUntilPrompt("declareBlockers");
    g.answer({ kind: "blockers", blocks: [{ blocker: g.permanent("Baneslayer Angel").id, attacker: g.permanent("Shivan Dragon").id }] });
    // A 1/1 Baneslayer deals 1 first-strike damage: the Dragon survives to deal its 5, which is prevented.
    g.pass();
    g.castAndPay("Diminish", "Baneslayer Angel").passAll();
    g.passUntil("end");
    expect(g.eventsOf("damagePrevented")).toMatchObject([{ sourceName: "Shivan Dragon", amount: 5 }]);
    expect(g.permanents("Baneslayer Angel")).toHaveLength(1);
    expect(g.permanent("Shivan Dragon").damage).toBe(1);
  });
});
