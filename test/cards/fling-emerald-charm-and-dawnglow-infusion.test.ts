// The cards of 707.10's examples: Fling, Emerald Charm and Dawnglow Infusion.

import { describe, expect, it } from "vitest";
import { characteristics } from "../../server/engine/layers/characteristics.ts";
import { duel } from "../support/scenario.ts";

describe("Fling", () => {
  it("608.2h: deals damage equal to the sacrificed creature's power, a pump included", () => {
    const g = duel({ hand: ["Giant Growth", "Fling"], battlefield: ["Forest", "Mountain", "Mountain", "Grizzly Bears"] });
    g.castAndPay("Giant Growth", "Grizzly Bears").passAll();
    g.cast("Fling").targets("Ben").tapForMana("Mountain").tapForMana("Mountain").payPart("sacrifice a creature", "Grizzly Bears");
    g.pay().passAll();
    expect(g.life("Ben")).toBe(15);
  });
});

describe("Emerald Charm", () => {
  it("700.2: untaps target permanent", () => {
    const g = duel({ hand: ["Emerald Charm"], battlefield: ["Forest", { card: "Grizzly Bears", tapped: true }] });
    g.cast("Emerald Charm").chooseModes(0).targets("Grizzly Bears").autoPay().passAll();
    expect(g.permanent("Grizzly Bears").tapped).toBeFalsy();
  });

  it("destroys target non-Aura enchantment: an Aura isn't a legal target", () => {
    const g = duel({ hand: ["Emerald Charm"], battlefield: ["Forest", "Glorious Anthem"] });
    const h = duel({ hand: ["Pacifism", "Emerald Charm"], battlefield: ["Plains", "Plains", "Forest", "Glorious Anthem"] }, { battlefield: ["Grizzly Bears"] });
    h.castAndPay("Pacifism", "Grizzly Bears").passAll();
    h.cast("Emerald Charm").chooseModes(1);
    expect(h.expectPrompt("chooseTargets").options).toEqual([h.target("Glorious Anthem")]);
    g.cast("Emerald Charm").chooseModes(1).targets("Glorious Anthem").autoPay().passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Glorious Anthem", "Emerald Charm"]);
  });

  it("613.1f: target creature loses flying until end of turn", () => {
    const g = duel({ hand: ["Emerald Charm"], battlefield: ["Forest"] }, { battlefield: ["Serra Angel"] });
    g.cast("Emerald Charm").chooseModes(2).targets("Serra Angel").autoPay().passAll();
    expect(characteristics(g.reader, g.permanent("Serra Angel")).keywords).toEqual(["Vigilance"]);
    g.passUntil("upkeep", 4);
    expect(characteristics(g.reader, g.permanent("Serra Angel")).keywords).toEqual(["Flying", "Vigilance"]);
  });
});

describe("Dawnglow Infusion", () => {
  it("gains X life for {G} spent and X more for {W} spent", () => {
    const g = duel({ hand: ["Dawnglow Infusion", "Dawnglow Infusion"], battlefield: ["Forest", "Forest", "Forest", "Plains", "Forest"] });
    g.cast("Dawnglow Infusion").announceX(2).symbols("G").tapForMana("Forest").tapForMana("Forest").tapForMana("Forest").pay().passAll();
    expect(g.life("Ana")).toBe(22);
    g.cast("Dawnglow Infusion").announceX(1).symbols("W").tapForMana("Plains").tapForMana("Forest").pay().passAll();
    expect(g.life("Ana")).toBe(24);
  });
});
