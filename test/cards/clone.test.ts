// Clone: entering as a copy of a creature (707.5), with what copying brings along.

import { describe, expect, it } from "vitest";
import { castCopying, ISLANDS } from "../support/copies.ts";
import { duel } from "../support/scenario.ts";
import { chars } from "../support/characteristics.ts";

describe("Clone", () => {
  it("707.5: enters as a copy of Prodigal Sorcerer, whose ability it then activates by its key", () => {
    const g = duel({ hand: ["Clone"], battlefield: [...ISLANDS, "Prodigal Sorcerer"] });
    castCopying(g, "Clone", "Prodigal Sorcerer");
    expect(chars(g, "Clone")).toMatchObject({ name: "Prodigal Sorcerer", power: 1, toughness: 1, subtypes: ["Human", "Wizard"], colors: ["U"] });
    expect(g.log()).toContain("Ana: Clone enters as a copy of — Prodigal Sorcerer.");
    g.passUntil("precombatMain", 5);
    const clone = g.permanent("Clone");
    const action = g.expectPrompt("priority").actions.find((a) => a.kind === "activate" && a.source === clone.id);
    expect(action).toMatchObject({ ability: "p0", text: "{T}: Prodigal Sorcerer deals 1 damage to any target." });
    g.answer({ kind: "activate", source: clone.id, ability: "p0" }).targets("Ben").autoPay();
    g.passAll();
    expect(g.life("Ben")).toBe(19);
  });

  it("704.5f: copying nothing, it is a 0/0 Shapeshifter and is put into its owner's graveyard", () => {
    const g = duel({ hand: ["Clone"], battlefield: [...ISLANDS, "Grizzly Bears"] });
    castCopying(g, "Clone", null);
    expect(g.permanents("Clone")).toEqual([]);
    expect(g.graveyardNames("Ana")).toEqual(["Clone"]);
  });

  it("with no creature on the battlefield there is nothing to choose: it enters as itself", () => {
    const g = duel({ hand: ["Clone"], battlefield: ISLANDS });
    g.castAndPay("Clone").passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Clone"]);
  });

  it("707.5, 603.6a: as a copy of Elvish Visionary, the copied enters-the-battlefield ability triggers for it", () => {
    const g = duel({ hand: ["Clone"], battlefield: [...ISLANDS, "Elvish Visionary"], library: ["Forest", "Plains"] });
    castCopying(g, "Clone", "Elvish Visionary");
    expect(g.stackLabels()).toEqual(["Clone (Ana)"]);
    g.passAll();
    expect(g.handNames("Ana")).toEqual(["Forest"]);
  });

  it("707.5, 614.1c: as a copy of Triskelion, it enters with three +1/+1 counters and can remove them", () => {
    const g = duel({ hand: ["Clone"], battlefield: [...ISLANDS, "Triskelion"] });
    castCopying(g, "Clone", "Triskelion");
    expect(g.permanent("Clone").counters).toEqual({ "+1/+1": 3 });
    expect(g.pt("Clone")).toEqual([4, 4]);
    g.activate("Clone", "p0").targets("Ben").autoPay().passAll();
    expect(g.life("Ben")).toBe(19);
    expect(g.pt("Clone")).toEqual([3, 3]);
  });

  it("707.2a: as a copy of Lord of Atlantis, it has the Lord's static ability, and each Lord pumps the other", () => {
    const g = duel({ hand: ["Clone"], battlefield: [...ISLANDS, "Lord of Atlantis", "Merfolk of the Pearl Trident"] });
    castCopying(g, "Clone", "Lord of Atlantis");
    expect(g.pt("Merfolk of the Pearl Trident")).toEqual([3, 3]);
    expect(g.pt("Lord of Atlantis")).toEqual([3, 3]);
    expect(g.pt("Clone")).toEqual([3, 3]);
  });

  it("704.5j: as a copy of a legendary creature, it has the same name: the legend rule applies", () => {
    const g = duel({ hand: ["Clone"], battlefield: [...ISLANDS, "Isamaru, Hound of Konda"] });
    castCopying(g, "Clone", "Isamaru, Hound of Konda");
    const p = g.expectPrompt("legendRule");
    expect(p.name).toBe("Isamaru, Hound of Konda");
    g.answer({ kind: "choose", object: g.permanent("Clone").id });
    expect(g.permanents("Isamaru, Hound of Konda")).toEqual([]);
    expect(g.graveyardNames("Ana")).toEqual(["Isamaru, Hound of Konda"]);
  });

  it("603.10a: as a copy of Festering Goblin, it has the Goblin's dies ability", () => {
    const g = duel({ hand: ["Clone", "Lightning Bolt"], battlefield: [...ISLANDS, "Mountain", "Festering Goblin"] }, { battlefield: ["Grizzly Bears"] });
    castCopying(g, "Clone", "Festering Goblin");
    g.castAndPay("Lightning Bolt", "Clone").passAll();
    g.targets("Grizzly Bears");
    g.passAll();
    expect(g.pt("Grizzly Bears")).toEqual([1, 1]);
  });
  it("603.7a: as a copy of Wall of Tears, its blocking trigger creates the Wall's delayed ability", () => {
    const g = duel({ hand: ["Clone"], battlefield: [...ISLANDS, "Wall of Tears"] }, { battlefield: ["Hill Giant"] });
    castCopying(g, "Clone", "Wall of Tears");
    g.passUntil("beginningOfCombat", 4);
    g.passUntilPrompt("declareAttackers");
    const giant = g.permanent("Hill Giant").id;
    g.answer({ kind: "attackers", attacks: [{ attacker: giant, defender: 0 }] });
    g.passUntilPrompt("declareBlockers");
    g.answer({ kind: "blockers", blocks: [{ blocker: g.permanent("Clone").id, attacker: giant }] });
    g.passAll();
    expect(g.state.delayedTriggers).toMatchObject([
      { sourceCard: "Clone", ability: "p1", text: { text: "At end of combat, return that creature to its owner's hand." } },
    ]);
    g.passUntil("endOfCombat");
    g.passAll();
    expect(g.handNames("Ben")).toContain("Hill Giant");
  });
});
