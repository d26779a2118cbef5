// Spells with X, divided damage and several targets (107.3, 601.2d, 115.3): Stream of Life, Fireball, Rolling
// Thunder, Pyrotechnics and Seeds of Strength.

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";
import { manaDue, mana, lastReversal } from "../support/casting.ts";

describe("Stream of Life", () => {
  it("107.3a: X is announced while casting and paid as generic mana; target player gains X life", () => {
    const g = duel({ hand: ["Stream of Life"], battlefield: ["Forest", "Forest", "Forest"] });
    g.cast("Stream of Life");
    expect(g.expectPrompt("announceX").max).toBeGreaterThanOrEqual(2);
    g.announceX(2).targets("Ben");
    expect(manaDue(g)).toEqual(mana({ G: 1, generic: 2 }));
    g.autoPay().passAll();
    expect(g.life("Ben")).toBe(22);
    expect(g.life("Ana")).toBe(20);
  });

  it("107.3a: X may be 0 — it then costs {G} and gains nothing", () => {
    const g = duel({ hand: ["Stream of Life"], battlefield: ["Forest"] });
    g.cast("Stream of Life").announceX(0).targets("Ana");
    expect(manaDue(g)).toEqual(mana({ G: 1 }));
    g.autoPay().passAll();
    expect(g.life("Ana")).toBe(20);
    expect(g.graveyardNames("Ana")).toEqual(["Stream of Life"]);
  });
});

describe("Fireball", () => {
  it("601.2f: it costs {1} more for each target beyond the first; X is divided evenly, rounded down", () => {
    const g = duel({ hand: ["Fireball"], battlefield: Array(7).fill("Mountain") }, { battlefield: ["Hill Giant"] });
    g.cast("Fireball").announceX(5).targets("Ben", "Hill Giant");
    expect(manaDue(g)).toEqual(mana({ R: 1, generic: 6 }));
    g.autoPay().passAll();
    expect(g.life("Ben")).toBe(18);
    expect(g.permanent("Hill Giant").damage).toBe(2);
  });

  // Engine bug: effects.ts "dealDamage" with split "evenly" divides by every chosen target, legal or not.
  it("608.2b: X is divided evenly among the targets still legal as it resolves (Fireball ruling 2017-11-17) — the illegal one doesn't count", () => {
    const g = duel(
      { hand: ["Fireball"], battlefield: Array(6).fill("Mountain") },
      { hand: ["Altar's Reap"], battlefield: ["Grizzly Bears", "Swamp", "Swamp"] },
    );
    g.cast("Fireball").announceX(4).targets("Ben", "Grizzly Bears").autoPay();
    g.pass();
    g.cast("Altar's Reap").autoPay().passAll(); // Ben sacrifices the Bears in response
    expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears", "Altar's Reap"]);
    g.passAll();
    expect(g.life("Ben")).toBe(16);
  });

  // Engine bug: card-dsl.ts target.anyNumber has min 1, but "any number of targets" includes zero.
  it("115.6: 'any number of targets' allows zero — Fireball may be cast with no target and deals no damage (Fireball ruling 2017-11-17)", () => {
    const g = duel({ hand: ["Fireball"], battlefield: ["Mountain", "Mountain"] });
    g.cast("Fireball").announceX(1);
    expect(g.expectPrompt("chooseTargets").min).toBe(0);
    g.answer({ kind: "targets", targets: [] });
    expect(manaDue(g)).toEqual(mana({ R: 1, generic: 1 }));
  });

  it("601.2f: with one target it costs {X}{R} and deals all X", () => {
    const g = duel({ hand: ["Fireball"], battlefield: Array(4).fill("Mountain") });
    g.cast("Fireball").announceX(3).targets("Ben");
    expect(manaDue(g)).toEqual(mana({ R: 1, generic: 3 }));
    g.autoPay().passAll();
    expect(g.life("Ben")).toBe(17);
  });
});

describe("Rolling Thunder", () => {
  it("601.2d: X damage divided as the caster chooses among any number of targets", () => {
    const g = duel({ hand: ["Rolling Thunder"], battlefield: Array(6).fill("Mountain") }, { battlefield: ["Grizzly Bears"] });
    g.cast("Rolling Thunder").announceX(4).targets("Ben", "Grizzly Bears");
    expect(g.expectPrompt("divide")).toMatchObject({ amount: 4 });
    expect(g.refuseAnswer({ kind: "division", amounts: [4, 0] }).rule).toBe("601.2d");
    g.divide(2, 2);
    expect(manaDue(g)).toEqual(mana({ R: 2, generic: 4 }));
    g.autoPay().passAll();
    expect(g.life("Ben")).toBe(18);
    expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears"]);
  });

  it("601.2d: more targets than X can't each get at least 1 — the cast is reversed", () => {
    const g = duel({ hand: ["Rolling Thunder"], battlefield: Array(3).fill("Mountain") }, { battlefield: ["Grizzly Bears"] });
    g.cast("Rolling Thunder").announceX(1).targets("Ben", "Grizzly Bears");
    expect(lastReversal(g)).toMatchObject({ rule: "601.2d" });
    expect(g.handNames("Ana")).toEqual(["Rolling Thunder"]);
  });
});

describe("Pyrotechnics", () => {
  it("601.2d: 4 damage divided among any number of targets, at least 1 each, adding up to 4", () => {
    const g = duel({ hand: ["Pyrotechnics"], battlefield: Array(5).fill("Mountain") }, { battlefield: ["Grizzly Bears", "Hill Giant"] });
    g.cast("Pyrotechnics").targets("Ben", "Grizzly Bears", "Hill Giant");
    expect(g.expectPrompt("divide")).toMatchObject({ amount: 4 });
    expect(g.refuseAnswer({ kind: "division", amounts: [2, 2, 1] }).rule).toBe("601.2d");
    expect(g.refuseAnswer({ kind: "division", amounts: [0, 2, 2] }).rule).toBe("601.2d");
    g.divide(1, 2, 1).autoPay().passAll();
    expect(g.eventsOf("damageDivided").at(-1)).toMatchObject({ amounts: [1, 2, 1] });
    expect(g.life("Ben")).toBe(19);
    expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears"]);
    expect(g.permanent("Hill Giant").damage).toBe(1);
  });
});

describe("Seeds of Strength", () => {
  it("115.3: the same creature may be chosen for each of its three 'target's and gets +3/+3", () => {
    const g = duel({ hand: ["Seeds of Strength"], battlefield: ["Forest", "Plains", "Coral Eel"] });
    g.cast("Seeds of Strength").targets("Coral Eel").targets("Coral Eel").targets("Coral Eel").autoPay().passAll();
    expect(g.pt("Coral Eel")).toEqual([5, 4]);
  });

  it("115.3: or three different creatures, +1/+1 each", () => {
    const g = duel({ hand: ["Seeds of Strength"], battlefield: ["Forest", "Plains", "Coral Eel", "Savannah Lions"] }, { battlefield: ["Grizzly Bears"] });
    g.cast("Seeds of Strength").targets("Coral Eel").targets("Savannah Lions").targets("Grizzly Bears").autoPay().passAll();
    expect([g.pt("Coral Eel"), g.pt("Savannah Lions"), g.pt("Grizzly Bears")]).toEqual([
      [3, 2],
      [3, 2],
      [3, 3],
    ]);
  });
});
