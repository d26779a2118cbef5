// Spells of Magic 2010–2011 built from existing parts (Stabbing Pain, Pyretic Ritual, Foresee, Preordain, Diminish,
// Regenerate), and two static damage effects: Guardian Seraph (prevent 1, 615.7) and Fire Servant (double, 614.1a).

import { describe, expect, it } from "vitest";
import { duel, type Scenario } from "../support/scenario.ts";

/** Answers every scry question with `where`. */
function scryAll(g: Scenario, where: "top" | "bottom"): void {
  for (let p = g.prompt; p.kind === "chooseOption" && p.text.startsWith("scry:"); p = g.prompt)
    g.answer({ kind: "option", option: p.text.startsWith("scry: put") ? where : p.options[0]! });
}

describe("Stabbing Pain", () => {
  it("target creature gets -1/-1 until end of turn and is tapped", () => {
    const g = duel({ hand: ["Stabbing Pain"], battlefield: ["Swamp"] }, { battlefield: ["Hill Giant"] });
    g.castAndPay("Stabbing Pain", "Hill Giant").passAll();
    expect(g.pt("Hill Giant")).toEqual([2, 2]);
    expect(g.permanent("Hill Giant").tapped).toBe(true);
  });
});

describe("Pyretic Ritual", () => {
  it("605.1a: a spell that adds {R}{R}{R} as it resolves", () => {
    const g = duel({ hand: ["Pyretic Ritual"], battlefield: ["Mountain", "Mountain"] });
    g.castAndPay("Pyretic Ritual").passAll();
    expect(g.state.players[0]!.manaPool).toMatchObject({ R: 3 });
  });
});

describe("Foresee and Preordain", () => {
  it("701.22a: Foresee scries 4, then draws two cards — the draw sees the scry", () => {
    const g = duel({
      hand: ["Foresee"],
      battlefield: ["Island", "Island", "Island", "Island"],
      library: ["Grizzly Bears", "Hill Giant", "Island", "Swamp", "Forest", "Mountain"],
    });
    g.castAndPay("Foresee").passAll();
    scryAll(g, "bottom");
    expect(g.handNames("Ana")).toEqual(["Forest", "Mountain"]);
  });

  it("701.22a: Preordain scries 2, then draws a card", () => {
    const g = duel({ hand: ["Preordain"], battlefield: ["Island"], library: ["Grizzly Bears", "Hill Giant", "Island"] });
    g.castAndPay("Preordain").passAll();
    g.answer({ kind: "option", option: "bottom" });
    g.answer({ kind: "option", option: "top" });
    expect(g.handNames("Ana")).toEqual(["Hill Giant"]);
    expect(g.state.players[0]!.library).toEqual(["Island", "Grizzly Bears"]);
  });
});

describe("Diminish", () => {
  it("613.4b: base power and toughness 1/1 until end of turn, with later modifications on top (7c)", () => {
    const g = duel({ hand: ["Diminish", "Giant Growth"], battlefield: ["Island", "Forest"] }, { battlefield: ["Hill Giant"] });
    g.castAndPay("Diminish", "Hill Giant").passAll();
    expect(g.pt("Hill Giant")).toEqual([1, 1]);
    g.castAndPay("Giant Growth", "Hill Giant").passAll();
    expect(g.pt("Hill Giant")).toEqual([4, 4]);
    g.passUntil("upkeep", 4);
    expect(g.pt("Hill Giant")).toEqual([3, 3]);
  });
});

describe("Regenerate", () => {
  it("701.19a: target creature's next destruction this turn is replaced", () => {
    const g = duel({ hand: ["Regenerate", "Doom Blade"], battlefield: ["Forest", "Forest", "Swamp", "Swamp", "Grizzly Bears"] });
    g.castAndPay("Regenerate", "Grizzly Bears").passAll();
    g.castAndPay("Doom Blade", "Grizzly Bears").passAll();
    expect(g.permanent("Grizzly Bears").tapped).toBe(true);
    expect(g.graveyardNames("Ana").sort()).toEqual(["Doom Blade", "Regenerate"]);
  });
});

describe("Guardian Seraph", () => {
  it("615.7: prevents 1 of each damage a source an opponent controls would deal to its controller, not to others", () => {
    const g = duel({ hand: ["Lightning Bolt", "Shock"], battlefield: ["Mountain", "Mountain"] }, { battlefield: ["Guardian Seraph"] });
    g.castAndPay("Lightning Bolt", "Ben").passAll();
    expect(g.life("Ben")).toBe(18);
    g.castAndPay("Shock", "Guardian Seraph").passAll();
    expect(g.permanent("Guardian Seraph").damage).toBe(2);
  });

  it("damage from a source its controller controls isn't prevented", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain", "Guardian Seraph"] });
    g.castAndPay("Lightning Bolt", "Ana").passAll();
    expect(g.life("Ana")).toBe(17);
  });
});

describe("Fire Servant", () => {
  it("614.1a: a red instant its controller controls deals double damage; a creature's damage doesn't change", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain", "Fire Servant", "Prodigal Sorcerer"] });
    g.castAndPay("Lightning Bolt", "Ben").passAll();
    expect(g.life("Ben")).toBe(14);
    g.activate("Prodigal Sorcerer").targets("Ben").autoPay().passAll();
    expect(g.life("Ben")).toBe(13);
  });

  it("an opponent's red spell isn't doubled", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { battlefield: ["Fire Servant"] });
    g.castAndPay("Lightning Bolt", "Ben").passAll();
    expect(g.life("Ben")).toBe(17);
  });
});
