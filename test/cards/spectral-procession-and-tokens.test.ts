// Spectral Procession (a hybrid mana cost, 107.4e) and the tokens Bird Token and Spirit Token (111).

import { describe, expect, it } from "vitest";
import { spellFacts } from "../../server/engine/layers/characteristics.ts";
import { duel } from "../support/scenario.ts";

describe("Spectral Procession", () => {
  it("107.4e: {2/W}{2/W}{2/W} paid with {W}{W}{W}, creating three 1/1 white flying Spirit tokens", () => {
    const g = duel({ hand: ["Spectral Procession"], battlefield: ["Plains", "Plains", "Plains"] });
    g.cast("Spectral Procession");
    expect(g.expectPrompt("chooseManaSymbols").symbols).toEqual(Array(3).fill({ symbol: "{2/W}", options: ["W", "2"] }));
    g.symbols("W", "W", "W");
    expect(g.expectPrompt("payCosts").mana).toMatchObject({ W: 3, generic: 0 });
    g.autoPay().passAll();
    expect(g.permanents("Spirit Token")).toHaveLength(3);
    expect(g.eventsOf("tokenCreated")).toEqual(Array(3).fill(expect.objectContaining({ name: "Spirit Token", controller: 0 })));
    expect(g.graveyardNames("Ana")).toEqual(["Spectral Procession"]);
  });

  it("107.4e: paid with six generic mana (each {2/W} as {2})", () => {
    const g = duel({ hand: ["Spectral Procession"], battlefield: Array(6).fill("Island") });
    g.cast("Spectral Procession").symbols("2", "2", "2");
    expect(g.expectPrompt("payCosts").mana).toMatchObject({ W: 0, generic: 6 });
    g.autoPay().passAll();
    expect(g.permanents("Spirit Token")).toHaveLength(3);
  });

  it("107.4e: halves may be mixed — {W} + {2} + {2} is four mana", () => {
    const g = duel({ hand: ["Spectral Procession"], battlefield: ["Plains", "Island", "Island", "Island", "Island"] });
    g.cast("Spectral Procession").symbols("W", "2", "2");
    expect(g.expectPrompt("payCosts").mana).toMatchObject({ W: 1, generic: 4 });
    g.autoPay().passAll();
    expect(g.permanents("Spirit Token")).toHaveLength(3);
    expect(g.permanents("Island").filter((i) => !i.tapped)).toHaveLength(0);
  });

  it("202.3f: its mana value is 6, however it was paid", () => {
    const g = duel({ hand: ["Spectral Procession"], battlefield: ["Plains", "Plains", "Plains"] });
    g.cast("Spectral Procession").symbols("W", "W", "W").autoPay();
    const spell = g.state.stack[0]!;
    expect(spell.kind === "spell" && spellFacts(g.reader, spell).manaValue).toBe(6);
  });
});

describe("Bird Token", () => {
  it("111.4: Battle Screech's Bird tokens are 1/1 white Bird creatures with flying", () => {
    const g = duel({ hand: ["Battle Screech"], battlefield: ["Plains", "Plains", "Plains", "Plains"] });
    g.castAndPay("Battle Screech").passAll();
    expect(g.permanents("Bird Token")).toHaveLength(2);
    expect(g.eventsOf("tokenCreated")).toEqual(Array(2).fill(expect.objectContaining({ name: "Bird Token", controller: 0 })));
    const def = g.engine.cards.get("Bird Token")!;
    expect(def).toMatchObject({ token: true, colors: ["W"], types: ["Creature"], subtypes: ["Bird"], keywords: ["Flying"], manaCost: null });
    expect(g.pt("Bird Token")).toEqual([1, 1]);
  });

  it("704.5d: a Bird token sacrificed to Bone Splinters goes to the graveyard, then ceases to exist", () => {
    const g = duel({ hand: ["Bone Splinters"], battlefield: ["Swamp", "Bird Token"] }, { battlefield: ["Hill Giant"] });
    g.cast("Bone Splinters").targets("Hill Giant");
    g.tapForMana("Swamp").payPart("sacrifice a creature", "Bird Token").pay();
    expect(g.eventsOf("zoneChanged").find((e) => e.name === "Bird Token")).toMatchObject({ from: "battlefield", to: "graveyard" });
    expect(g.eventsOf("ceasedToExist")).toMatchObject([{ name: "Bird Token", rule: "704.5d" }]);
    expect(g.graveyardNames("Ana")).toEqual([]);
  });

  it("702.9b: flying — a Bird token can't be blocked by a creature without flying or reach", () => {
    const g = duel({ battlefield: ["Bird Token"] }, { battlefield: ["Grizzly Bears", "Birds of Paradise"] });
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Bird Token").id, defender: 1 }] });
    g.passUntilPrompt("declareBlockers");
    const blockers = g.expectPrompt("declareBlockers").options.map((o) => g.nameOfObject(o.blocker));
    expect(blockers).toEqual(["Birds of Paradise"]);
  });
});

describe("Spirit Token", () => {
  it("111.4: Spectral Procession's Spirit tokens are 1/1 white Spirit creatures with flying", () => {
    const def = duel({}).engine.cards.get("Spirit Token")!;
    expect(def).toMatchObject({
      token: true,
      colors: ["W"],
      types: ["Creature"],
      subtypes: ["Spirit"],
      keywords: ["Flying"],
      power: 1,
      toughness: 1,
      manaCost: null,
    });
  });

  it("704.5d: a Spirit token returned to hand by Capsize ceases to exist", () => {
    const g = duel({ battlefield: ["Spirit Token", "Spirit Token"] }, { hand: ["Capsize"], battlefield: ["Island", "Island", "Island"] });
    g.pass();
    g.cast("Capsize").chooseCosts("mana").targets("Spirit Token").autoPay().passAll();
    expect(g.eventsOf("zoneChanged").find((e) => e.name === "Spirit Token")).toMatchObject({ from: "battlefield", to: "hand" });
    expect(g.eventsOf("ceasedToExist")).toMatchObject([{ name: "Spirit Token", rule: "704.5d" }]);
    expect(g.handNames("Ana")).toEqual([]);
    expect(g.permanents("Spirit Token")).toHaveLength(1);
  });
});
