// The Magic 2010 planeswalkers: each loyalty ability (606), what each does, and their ultimates.

import { describe, expect, it } from "vitest";
import { keywordsOf } from "../../server/engine/layers/characteristics.ts";
import { duel, type Scenario } from "../support/scenario.ts";

const loyalty = (g: Scenario, name: string): number => g.permanent(name).counters.loyalty ?? 0;

/** Activates the loyalty ability `key` of `name` (with targets by name) and pays its loyalty cost; it is then on the stack. */
function activate(g: Scenario, name: string, key: string, ...targets: string[]): Scenario {
  g.activate(name, key);
  if (targets.length > 0) g.targets(...targets);
  return g.autoPay();
}

describe("Ajani Goldmane", () => {
  it("[+1]: you gain 2 life", () => {
    const g = duel({ battlefield: ["Ajani Goldmane"] });
    activate(g, "Ajani Goldmane", "p0").passAll();
    expect(g.life("Ana")).toBe(22);
    expect(loyalty(g, "Ajani Goldmane")).toBe(5);
  });

  it("[−1]: a +1/+1 counter on each creature you control (not the opponent's), and vigilance until end of turn", () => {
    const g = duel({ battlefield: ["Ajani Goldmane", "Grizzly Bears", "Savannah Lions"] }, { battlefield: ["Hill Giant"] });
    activate(g, "Ajani Goldmane", "p1").passAll();
    expect(g.permanent("Grizzly Bears").counters).toEqual({ "+1/+1": 1 });
    expect(g.pt("Savannah Lions")).toEqual([3, 2]);
    expect(g.pt("Hill Giant")).toEqual([3, 3]);
    expect(keywordsOf(g.reader, g.permanent("Grizzly Bears"))).toContain("Vigilance");
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Grizzly Bears").id, defender: 1 }] });
    expect(g.permanent("Grizzly Bears").tapped).toBe(false);
    g.passUntil("precombatMain", 4);
    expect(keywordsOf(g.reader, g.permanent("Grizzly Bears"))).not.toContain("Vigilance");
    expect(g.pt("Grizzly Bears")).toEqual([3, 3]);
  });

  it("[−6]: a white Avatar token whose power and toughness are its controller's life total, as it changes (604.3)", () => {
    const g = duel({ life: 12, battlefield: ["Ajani Goldmane", "Mountain"], hand: ["Lightning Bolt"] }, {}, {});
    expect(g.expectPrompt("priority").actions.some((a) => a.kind === "activate" && a.ability === "p2")).toBe(false);
    const h = duel({ life: 12, battlefield: [{ card: "Ajani Goldmane", counters: { loyalty: 6 } }, "Mountain"], hand: ["Lightning Bolt"] });
    activate(h, "Ajani Goldmane", "p2").passAll();
    // Its loyalty was 0 once the cost was paid (704.5i); the ability resolved all the same.
    expect(h.permanents("Ajani Goldmane")).toHaveLength(0);
    expect(h.pt("Avatar Token")).toEqual([12, 12]);
    h.castAndPay("Lightning Bolt", "Ana").passAll();
    expect(h.pt("Avatar Token")).toEqual([9, 9]);
    expect(h.reader.cards.get("Avatar Token")!.colors).toEqual(["W"]);
  });
});

describe("Chandra Nalaar", () => {
  it("[+1]: 1 damage to target player or planeswalker (Chandra herself too) — a creature can't be chosen", () => {
    const g = duel({ battlefield: ["Chandra Nalaar"] }, { battlefield: ["Grizzly Bears", "Jace Beleren"] });
    g.activate("Chandra Nalaar", "p0");
    expect(g.targetOptionNames()).toEqual(["Ana", "Ben", "Chandra Nalaar", "Jace Beleren"]);
    g.targets("Jace Beleren").autoPay().passAll();
    expect(loyalty(g, "Jace Beleren")).toBe(2);
    expect(loyalty(g, "Chandra Nalaar")).toBe(7);
  });

  it("[−X]: X damage to target creature, X loyalty counters removed", () => {
    const g = duel({ battlefield: ["Chandra Nalaar"] }, { battlefield: ["Hill Giant"] });
    g.activate("Chandra Nalaar", "p1").announceX(2).targets("Hill Giant").autoPay().passAll();
    expect(loyalty(g, "Chandra Nalaar")).toBe(4);
    expect(g.permanent("Hill Giant").damage).toBe(2);
  });

  it("[−8]: 10 damage to target player and each creature that player controls — not the other players' creatures", () => {
    const g = duel({ battlefield: [{ card: "Chandra Nalaar", counters: { loyalty: 9 } }, "Grizzly Bears"] }, { battlefield: ["Hill Giant", "Serra Angel"] });
    activate(g, "Chandra Nalaar", "p2", "Ben").passAll();
    expect(g.life("Ben")).toBe(10);
    expect(g.graveyardNames("Ben").sort()).toEqual(["Hill Giant", "Serra Angel"]);
    expect(g.permanents("Grizzly Bears")).toHaveLength(1);
    expect(loyalty(g, "Chandra Nalaar")).toBe(1);
  });

  it("[−8]: aimed at a planeswalker, 10 damage to it and to each creature its controller controls", () => {
    const g = duel({ battlefield: [{ card: "Chandra Nalaar", counters: { loyalty: 8 } }] }, { battlefield: ["Garruk Wildspeaker", "Hill Giant"] });
    activate(g, "Chandra Nalaar", "p2", "Garruk Wildspeaker").passAll();
    expect(g.graveyardNames("Ben").sort()).toEqual(["Garruk Wildspeaker", "Hill Giant"]);
    expect(g.life("Ben")).toBe(20);
    expect(g.graveyardNames("Ana")).toEqual(["Chandra Nalaar"]);
  });
});

describe("Garruk Wildspeaker", () => {
  it("[+1]: untap two target lands — exactly two", () => {
    const g = duel({ battlefield: ["Garruk Wildspeaker", { card: "Forest", tapped: true }, { card: "Forest", tapped: true }, "Island"] });
    g.activate("Garruk Wildspeaker", "p0");
    const forests = g.permanents("Forest").map((p) => ({ kind: "object" as const, id: p.id }));
    expect(g.refuseAnswer({ kind: "targets", targets: forests.slice(0, 1) }).code).toBe("ILLEGAL_CHOICE");
    g.answer({ kind: "targets", targets: forests }).autoPay().passAll();
    expect(g.permanents("Forest").map((p) => p.tapped)).toEqual([false, false]);
    expect(loyalty(g, "Garruk Wildspeaker")).toBe(4);
  });

  it("[+1] needs two lands to target: with one land on the battlefield, activating it is reversed (601.2c)", () => {
    const g = duel({ battlefield: ["Garruk Wildspeaker", "Forest"] });
    g.activate("Garruk Wildspeaker", "p0");
    expect(g.eventsOf("castReversed")).toHaveLength(1);
    expect(loyalty(g, "Garruk Wildspeaker")).toBe(3);
  });

  it("[−1]: a 3/3 green Beast creature token", () => {
    const g = duel({ battlefield: ["Garruk Wildspeaker"] });
    activate(g, "Garruk Wildspeaker", "p1").passAll();
    expect(g.pt("Beast Token")).toEqual([3, 3]);
    expect(loyalty(g, "Garruk Wildspeaker")).toBe(2);
  });

  it("[−4]: creatures you control get +3/+3 and trample until end of turn — those there as it resolves (611.2c)", () => {
    const g = duel(
      { battlefield: [{ card: "Garruk Wildspeaker", counters: { loyalty: 4 } }, "Grizzly Bears", "Forest"], hand: ["Llanowar Elves"] },
      { battlefield: ["Hill Giant"] },
    );
    activate(g, "Garruk Wildspeaker", "p2").passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Garruk Wildspeaker"]);
    expect(g.pt("Grizzly Bears")).toEqual([5, 5]);
    expect(keywordsOf(g.reader, g.permanent("Grizzly Bears"))).toContain("Trample");
    expect(g.pt("Hill Giant")).toEqual([3, 3]);
    g.castAndPay("Llanowar Elves").passAll();
    expect(g.pt("Llanowar Elves")).toEqual([1, 1]);
    g.passUntil("precombatMain", 4);
    expect(g.pt("Grizzly Bears")).toEqual([2, 2]);
  });
});

describe("Liliana Vess", () => {
  it("[+1]: target player discards a card of their choice (701.9b)", () => {
    const g = duel({ battlefield: ["Liliana Vess"] }, { hand: ["Shock", "Hill Giant"] });
    activate(g, "Liliana Vess", "p0", "Ben").passAll();
    const p = g.expectPrompt("discard", "Ben");
    expect(p.count).toBe(1);
    g.answer({ kind: "cards", cards: [g.handCard("Hill Giant", "Ben")] });
    expect(g.handNames("Ben")).toEqual(["Shock"]);
    expect(g.graveyardNames("Ben")).toEqual(["Hill Giant"]);
    expect(g.log().join("\n")).toContain("Ben discards Hill Giant (701.9b).");
  });

  it("[−2]: search your library for any card, then shuffle and put that card on top", () => {
    const g = duel({ battlefield: ["Liliana Vess"], library: ["Plains", "Plains", "Lightning Bolt", "Plains", "Plains"] });
    activate(g, "Liliana Vess", "p1").passAll();
    const p = g.expectPrompt("searchLibrary", "Ana");
    const bolt = p.options.find((o) => o.name === "Lightning Bolt")!;
    g.answer({ kind: "libraryCard", index: bolt.index });
    expect(g.state.players[0]!.library[0]).toBe("Lightning Bolt");
    expect(g.state.players[0]!.library).toHaveLength(5);
    expect(g.eventsOf("shuffled")).toHaveLength(1);
  });

  it("[−8]: all creature cards from all graveyards enter under your control; their owners stay their owners", () => {
    const g = duel(
      { battlefield: [{ card: "Liliana Vess", counters: { loyalty: 8 } }], graveyard: ["Grizzly Bears", "Shock"] },
      { graveyard: ["Hill Giant", "Lightning Bolt"] },
    );
    activate(g, "Liliana Vess", "p2").passAll();
    expect(g.permanents("Grizzly Bears", "Ana")).toHaveLength(1);
    expect(g.permanents("Hill Giant", "Ana")).toHaveLength(1);
    expect(g.permanent("Hill Giant").owner).toBe(1);
    expect(g.graveyardNames("Ben")).toEqual(["Lightning Bolt"]);
    expect(g.graveyardNames("Ana")).toEqual(["Shock", "Liliana Vess"]);
  });
});

describe("Jace Beleren", () => {
  it("[+2]: each player draws a card", () => {
    const g = duel({ battlefield: ["Jace Beleren"] });
    activate(g, "Jace Beleren", "p0").passAll();
    expect(g.handNames("Ana")).toHaveLength(1);
    expect(g.handNames("Ben")).toHaveLength(1);
    expect(loyalty(g, "Jace Beleren")).toBe(5);
  });

  it("[−1]: target player draws a card", () => {
    const g = duel({ battlefield: ["Jace Beleren"] });
    activate(g, "Jace Beleren", "p1", "Ben").passAll();
    expect(g.handNames("Ana")).toHaveLength(0);
    expect(g.handNames("Ben")).toHaveLength(1);
  });

  it("[−10]: target player mills twenty cards (701.13) — all there are, if fewer", () => {
    const g = duel({ battlefield: [{ card: "Jace Beleren", counters: { loyalty: 10 } }] }, { library: Array.from({ length: 25 }, () => "Island") });
    activate(g, "Jace Beleren", "p2", "Ben").passAll();
    expect(g.state.players[1]!.library).toHaveLength(5);
    expect(g.graveyardNames("Ben")).toHaveLength(20);
    const h = duel({ battlefield: [{ card: "Jace Beleren", counters: { loyalty: 11 } }] }, { library: ["Island", "Island"] });
    activate(h, "Jace Beleren", "p2", "Ben").passAll();
    expect(h.graveyardNames("Ben")).toEqual(["Island", "Island"]);
    expect(loyalty(h, "Jace Beleren")).toBe(1);
  });
});
