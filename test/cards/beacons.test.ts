// The Beacons of Fifth Dawn (Tenth Edition): each shuffles itself into its owner's library as it resolves (608.2n).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Beacon of Destruction", () => {
  it("608.2n: it deals 5 damage, then is shuffled into its owner's library rather than put into the graveyard", () => {
    const g = duel({ hand: ["Beacon of Destruction"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"] });
    const before = g.state.players[0]!.library.length;
    g.castAndPay("Beacon of Destruction", "Ben").passAll();
    expect(g.life("Ben")).toBe(15);
    expect(g.graveyardNames("Ana")).toEqual([]);
    expect(g.state.players[0]!.library).toHaveLength(before + 1);
    expect(g.state.players[0]!.library).toContain("Beacon of Destruction");
    expect(g.eventsOf("shuffled")).toMatchObject([{ player: 0 }]);
  });

  it("608.2b: with its target gone it does nothing — and so goes to the graveyard", () => {
    const g = duel(
      { hand: ["Beacon of Destruction"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"] },
      { hand: ["Unsummon"], battlefield: ["Island", "Grizzly Bears"] },
    );
    g.castAndPay("Beacon of Destruction", "Grizzly Bears").pass();
    g.castAndPay("Unsummon", "Grizzly Bears").passAll().passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Beacon of Destruction"]);
  });
});

describe("Beacon of Immortality", () => {
  it("701.10d: target player's life total doubles", () => {
    const g = duel({ hand: ["Beacon of Immortality"], battlefield: ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains"], life: 7 });
    g.castAndPay("Beacon of Immortality", "Ana").passAll();
    expect(g.life("Ana")).toBe(14);
    expect(g.eventsOf("lifeChanged").at(-1)).toMatchObject({ player: 0, from: 7, to: 14 });
    expect(g.state.players[0]!.library).toContain("Beacon of Immortality");
  });
});

describe("Beacon of Unrest", () => {
  it("a creature or artifact card from any graveyard enters under its caster's control", () => {
    const g = duel({ hand: ["Beacon of Unrest"], battlefield: ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp"] }, { graveyard: ["Hill Giant", "Forest"] });
    g.cast("Beacon of Unrest");
    expect(g.targetOptionNames()).toEqual(["Hill Giant"]);
    g.answer({ kind: "targets", targets: [{ kind: "object", id: g.state.players[1]!.graveyard[0]!.id }] })
      .autoPay()
      .passAll();
    expect(g.permanent("Hill Giant", "Ana").owner).toBe(1);
    expect(g.state.players[0]!.library).toContain("Beacon of Unrest");
  });
});
