// Core Set 2019 cards that leave a choice to a player: Demanding Dragon ("unless that player sacrifices a creature",
// 118.12), Windreader Sphinx ("Whenever a creature with flying attacks", any player's, 508.3a) and Diamond Mare (a
// spell of the color chosen as it entered, 607.2d).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

const yes = { kind: "option", option: "yes" } as const;
const no = { kind: "option", option: "no" } as const;
const DRAGON_LANDS = ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"];

describe("Demanding Dragon", () => {
  it("118.12: the targeted opponent may sacrifice a creature rather than be dealt 5 damage", () => {
    const g = duel({ hand: ["Demanding Dragon"], battlefield: DRAGON_LANDS }, { battlefield: ["Grizzly Bears"] });
    g.castAndPay("Demanding Dragon").passAll();
    g.targets("Ben").passAll();
    g.expectPrompt("chooseOption", "Ben");
    g.answer(yes);
    g.answer({ kind: "choose", object: g.permanent("Grizzly Bears").id });
    expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears"]);
    expect(g.life("Ben")).toBe(20);
  });

  it("declining, or with no creature, the opponent is dealt 5 damage", () => {
    const g = duel({ hand: ["Demanding Dragon"], battlefield: DRAGON_LANDS }, { battlefield: ["Grizzly Bears"] });
    g.castAndPay("Demanding Dragon").passAll();
    g.targets("Ben").passAll();
    g.answer(no);
    expect(g.life("Ben")).toBe(15);
    const none = duel({ hand: ["Demanding Dragon"], battlefield: [...DRAGON_LANDS, "Grizzly Bears"] });
    none.castAndPay("Demanding Dragon").passAll();
    none.targets("Ben").passAll();
    expect(none.life("Ben")).toBe(15);
    expect(none.permanents("Grizzly Bears")).toHaveLength(1);
  });
});

describe("Windreader Sphinx", () => {
  it("508.3a: whenever a creature with flying attacks — an opponent's too — its controller may draw a card", () => {
    const g = duel({ battlefield: ["Windreader Sphinx", "Serra Angel", "Grizzly Bears"] }, { battlefield: ["Serra Angel"] });
    g.passUntilPrompt("declareAttackers");
    const attacks = ["Serra Angel", "Grizzly Bears"].map((n) => ({ attacker: g.permanent(n, "Ana").id, defender: 1 }));
    g.answer({ kind: "attackers", attacks });
    expect(g.stackLabels()).toEqual(["Windreader Sphinx (Ana)"]);
    g.passAll();
    g.answer(yes);
    expect(g.handNames("Ana")).toEqual(["Plains"]);
    g.passUntil("precombatMain", 4);
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Serra Angel", "Ben").id, defender: 0 }] });
    expect(g.stackLabels()).toEqual(["Windreader Sphinx (Ana)"]);
  });
});

describe("Diamond Mare", () => {
  it("607.2d: whenever its controller casts a spell of the color chosen as it entered, they gain 1 life", () => {
    const g = duel({ hand: ["Diamond Mare", "Shock", "Grizzly Bears"], battlefield: ["Plains", "Plains", "Mountain", "Forest", "Forest"] });
    g.castAndPay("Diamond Mare").passAll();
    g.expectPrompt("chooseColor", "Ana");
    g.answer({ kind: "color", color: "R" });
    g.castAndPay("Grizzly Bears");
    expect(g.stackLabels()).toHaveLength(1);
    g.passAll();
    g.castAndPay("Shock", "Ben");
    expect(g.stackLabels()).toHaveLength(2);
    g.passAll();
    expect(g.life("Ana")).toBe(21);
  });
});
