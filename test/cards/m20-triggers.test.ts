// Magic 2020's triggered abilities: enters (Frost Lynx, Gruesome Scourger), attacks (Trusted Pegasus, Audacious Thief,
// Lavakin Brawler), two trigger events (Tomebound Lich, 603.2), another creature entering (Corpse Knight), a creature
// dying (Moldervine Reclamation); with Might of the Masses (a count) and Warden of Evos Isle (a cost reduction).

import { describe, expect, it } from "vitest";
import { keywordsOf } from "../../server/engine/layers/characteristics.ts";
import { duel, type Scenario } from "../support/scenario.ts";

function attackWith(g: Scenario, ...names: string[]): Scenario {
  g.passUntilPrompt("declareAttackers");
  return g.answer({ kind: "attackers", attacks: names.map((n) => ({ attacker: g.permanent(n).id, defender: 1 })) });
}

describe("Frost Lynx", () => {
  it("502.3: taps target creature an opponent controls, which doesn't untap during its controller's next untap step", () => {
    const g = duel({ battlefield: ["Island", "Island", "Island", "Grizzly Bears"], hand: ["Frost Lynx"] }, { battlefield: ["Hill Giant"] });
    g.castAndPay("Frost Lynx").passAll();
    expect(g.targetOptionNames()).toEqual(["Hill Giant"]);
    g.targets("Hill Giant").passAll();
    expect(g.permanent("Hill Giant").tapped).toBe(true);
    g.passUntil("draw");
    expect(g.state.turn.active).toBe(1);
    expect(g.permanent("Hill Giant").tapped).toBe(true);
    g.passUntil("upkeep").passUntil("draw").passUntil("upkeep");
    expect(g.state.turn.active).toBe(1);
    expect(g.permanent("Hill Giant").tapped).toBe(false);
  });
});

describe("Gruesome Scourger", () => {
  it("damage to target opponent or planeswalker equal to the number of creatures its controller controls", () => {
    const g = duel({ battlefield: [...Array(5).fill("Swamp"), "Grizzly Bears", "Hill Giant"], hand: ["Gruesome Scourger"] }, { battlefield: ["Wind Drake"] });
    g.castAndPay("Gruesome Scourger").passAll();
    expect(g.targetOptionNames()).toEqual(["Ben"]);
    g.targets("Ben").passAll();
    expect(g.life("Ben")).toBe(17);
  });
});

describe("Trusted Pegasus", () => {
  it("508.3a: target attacking creature without flying gains flying until end of turn", () => {
    const g = duel({ battlefield: ["Trusted Pegasus", "Hill Giant", "Grizzly Bears"] }, { battlefield: ["Giant Spider"] });
    attackWith(g, "Trusted Pegasus", "Hill Giant");
    expect(g.targetOptionNames()).toEqual(["Hill Giant"]);
    g.targets("Hill Giant").passAll();
    expect(keywordsOf(g.reader, g.permanent("Hill Giant"))).toContain("Flying");
    g.passUntil("end");
    g.passUntil("upkeep");
    expect(keywordsOf(g.reader, g.permanent("Hill Giant"))).not.toContain("Flying");
  });
});

describe("Audacious Thief", () => {
  it("508.3a: whenever it attacks, its controller draws a card and loses 1 life", () => {
    const g = duel({ battlefield: ["Audacious Thief"] });
    attackWith(g, "Audacious Thief").passAll();
    expect(g.handNames("Ana")).toHaveLength(1);
    expect(g.life("Ana")).toBe(19);
  });
});

describe("Lavakin Brawler", () => {
  it("508.3a: +1/+0 until end of turn for each Elemental its controller controls, counted on resolution", () => {
    const g = duel({ battlefield: ["Lavakin Brawler", "Earth Elemental", "Grizzly Bears"] }, { battlefield: ["Air Elemental"] });
    attackWith(g, "Lavakin Brawler").passAll();
    expect(g.pt("Lavakin Brawler")).toEqual([4, 4]);
    g.passUntil("end");
    g.passUntil("upkeep");
    expect(g.pt("Lavakin Brawler")).toEqual([2, 4]);
  });
});

describe("Tomebound Lich", () => {
  it("603.2: draws then discards when it enters, and again when it deals combat damage to a player", () => {
    const g = duel({ battlefield: ["Island", "Swamp", "Swamp"], hand: ["Tomebound Lich", "Hill Giant"] });
    g.castAndPay("Tomebound Lich").passAll();
    g.passAll();
    g.expectPrompt("discard", "Ana");
    g.answer({ kind: "cards", cards: [g.handCard("Hill Giant")] });
    expect(g.graveyardNames("Ana")).toEqual(["Hill Giant"]);
    g.passUntil("upkeep").passUntil("draw").passUntil("upkeep");
    attackWith(g, "Tomebound Lich");
    g.passUntil("combatDamage");
    g.passAll();
    expect(g.life("Ben")).toBe(19);
    expect(g.life("Ana")).toBe(21);
    g.expectPrompt("discard", "Ana");
    g.answer({ kind: "cards", cards: [g.handCard("Plains")] });
    expect(g.graveyardNames("Ana")).toEqual(["Hill Giant", "Plains"]);
  });
});

describe("Corpse Knight", () => {
  it("603.6a: whenever another creature enters under its controller's control, each opponent loses 1 life", () => {
    const g = duel(
      { battlefield: ["Corpse Knight", "Forest", "Forest"], hand: ["Grizzly Bears"] },
      { battlefield: ["Forest", "Forest"], hand: ["Grizzly Bears"] },
    );
    g.castAndPay("Grizzly Bears").passAll();
    g.passAll();
    expect(g.life("Ben")).toBe(19);
    expect(g.life("Ana")).toBe(20);
  });
});

describe("Moldervine Reclamation", () => {
  it("603.10a: whenever a creature its controller controls dies, they gain 1 life and draw a card — not for an opponent's", () => {
    const g = duel(
      { battlefield: ["Moldervine Reclamation", "Grizzly Bears", "Mountain", "Mountain"], hand: ["Shock", "Shock"] },
      { battlefield: ["Savannah Lions"] },
    );
    g.castAndPay("Shock", "Grizzly Bears").passAll();
    g.passAll();
    expect(g.life("Ana")).toBe(21);
    expect(g.handNames("Ana").sort()).toEqual(["Plains", "Shock"]);
    g.castAndPay("Shock", "Savannah Lions").passAll();
    g.passAll();
    expect(g.life("Ana")).toBe(21);
  });
});

describe("Might of the Masses", () => {
  it("+1/+1 until end of turn for each creature its caster controls", () => {
    const g = duel({ battlefield: ["Forest", "Grizzly Bears", "Hill Giant"], hand: ["Might of the Masses"] }, { battlefield: ["Wind Drake"] });
    g.castAndPay("Might of the Masses", "Grizzly Bears").passAll();
    expect(g.pt("Grizzly Bears")).toEqual([4, 4]);
  });
});

describe("Warden of Evos Isle", () => {
  it("601.2f: creature spells with flying its controller casts cost {1} less", () => {
    const g = duel({ battlefield: ["Warden of Evos Isle", "Island", "Island"], hand: ["Wind Drake", "Grizzly Bears"] });
    g.castAndPay("Wind Drake").passAll();
    expect(g.permanents("Wind Drake")).toHaveLength(1);
    const h = duel({ battlefield: ["Warden of Evos Isle", "Forest"], hand: ["Grizzly Bears"] });
    h.cast("Grizzly Bears");
    expect(h.refuseAnswer({ kind: "autoPay" }).message).toBeTruthy();
  });
});
