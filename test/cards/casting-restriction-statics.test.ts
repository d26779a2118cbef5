// Static abilities that change who may cast what, and for how much: Aura of Silence (a cost increase for opponents'
// spells), Steel Golem ("you can't cast"), Rule of Law (one spell each turn) and Gaea's Herald (spells that can't be
// countered).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

const castOption = (g: ReturnType<typeof duel>, name: string) =>
  g.expectPrompt("priority").actions.some((a) => a.kind === "cast" && a.card === g.handCard(name));

describe("Aura of Silence", () => {
  it("601.2f: artifact and enchantment spells its controller's opponents cast cost {2} more; its controller's own don't", () => {
    const g = duel(
      { hand: ["Sol Ring"], battlefield: ["Aura of Silence", "Plains"] },
      { hand: ["Sol Ring"], battlefield: ["Island", "Island", "Island"] },
      { activePlayer: 1 },
    );
    g.cast("Sol Ring");
    expect(g.expectPrompt("payCosts").mana).toMatchObject({ generic: 3 });
    g.autoPay().passAll();
    expect(g.permanents("Sol Ring", "Ben")).toHaveLength(1);
  });

  it("its controller's own artifact spells cost no more", () => {
    const g = duel({ hand: ["Sol Ring"], battlefield: ["Aura of Silence", "Plains"] });
    g.cast("Sol Ring");
    expect(g.expectPrompt("payCosts").mana).toMatchObject({ generic: 1 });
  });

  it("sacrificed, it destroys target artifact or enchantment", () => {
    const g = duel({ battlefield: ["Aura of Silence"] }, { battlefield: ["Sol Ring"] });
    g.activate("Aura of Silence", "p1").targets("Sol Ring").autoPay();
    expect(g.graveyardNames("Ana")).toEqual(["Aura of Silence"]);
    g.passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Sol Ring"]);
  });
});

describe("Steel Golem", () => {
  it("601.3: its controller can't cast creature spells; other spells and other players' creatures are fine", () => {
    const g = duel({ hand: ["Grizzly Bears", "Giant Growth"], battlefield: ["Steel Golem", "Forest", "Forest"] });
    expect(castOption(g, "Grizzly Bears")).toBe(false);
    expect(castOption(g, "Giant Growth")).toBe(true);
    expect(g.refuseAnswer({ kind: "cast", card: g.handCard("Grizzly Bears") }).message).toBeTruthy();
    const h = duel({ battlefield: ["Steel Golem"] }, { hand: ["Grizzly Bears"], battlefield: ["Forest", "Forest"] }, { activePlayer: 1 });
    expect(castOption(h, "Grizzly Bears")).toBe(true);
  });
});

describe("Rule of Law", () => {
  it("601.3: each player can't cast more than one spell each turn", () => {
    const g = duel(
      { hand: ["Giant Growth", "Giant Growth"], battlefield: ["Rule of Law", "Forest", "Forest", "Grizzly Bears"] },
      { hand: ["Shock"], battlefield: ["Mountain"] },
    );
    g.castAndPay("Giant Growth", "Grizzly Bears");
    expect(castOption(g, "Giant Growth")).toBe(false);
    g.pass();
    // Ben hasn't cast a spell this turn: he may.
    expect(castOption(g, "Shock")).toBe(true);
    g.castAndPay("Shock", "Grizzly Bears");
    g.passAll().passAll();
    expect(g.expectPrompt("priority", "Ana").actions.some((a) => a.kind === "cast")).toBe(false);
    // A new turn: one spell again.
    g.passUntil("precombatMain", 5);
    expect(castOption(g, "Giant Growth")).toBe(true);
  });
});

describe("Gaea's Herald", () => {
  it("101.2, 701.6a: creature spells can't be countered; other spells can", () => {
    const g = duel(
      { hand: ["Grizzly Bears", "Giant Growth"], battlefield: ["Forest", "Forest", "Forest", "Runeclaw Bear"] },
      { hand: ["Counterspell", "Counterspell"], battlefield: ["Gaea's Herald", "Island", "Island", "Island", "Island"] },
    );
    g.castAndPay("Grizzly Bears").pass();
    g.castAndPay("Counterspell", "Grizzly Bears").passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Counterspell"]);
    g.passAll();
    expect(g.permanents("Grizzly Bears", "Ana")).toHaveLength(1);
    g.castAndPay("Giant Growth", "Runeclaw Bear").pass();
    g.castAndPay("Counterspell", "Giant Growth").passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Giant Growth"]);
  });
});
