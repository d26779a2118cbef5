// Cards that make spells cost less (601.2f, 118.7): Helm of Awakening and the Familiars; and Trinisphere's minimum.

import { describe, expect, it } from "vitest";
import { duel, filler } from "../support/scenario.ts";
import { manaDue, mana, castOffered, NO_MANA_DUE } from "../support/casting.ts";
import { graveyardCard } from "../support/zones.ts";

describe("Helm of Awakening", () => {
  it("601.2f, 118.7a: every player's spells cost {1} less, but only their generic mana is reduced", () => {
    const g = duel(
      { hand: ["Grizzly Bears", "Lightning Bolt"], battlefield: ["Helm of Awakening", "Forest", "Mountain"] },
      { hand: ["Mana Leak", "Counterspell"], battlefield: ["Island", "Island"] },
    );
    g.cast("Grizzly Bears");
    expect(manaDue(g)).toEqual(mana({ G: 1 }));
    g.cancel();
    g.cast("Lightning Bolt").targets("Ben");
    expect(manaDue(g)).toEqual(mana({ R: 1 }));
    g.autoPay().pass();
    g.cast("Counterspell").targets("Lightning Bolt");
    expect(manaDue(g)).toEqual(mana({ U: 2 }));
    g.cancel();
    g.cast("Mana Leak").targets("Lightning Bolt");
    expect(manaDue(g)).toEqual(mana({ U: 1 }));
  });

  it("601.2f, 118.5: a cost is never reduced below {0} — Sol Ring and Lotus Petal cost {0}, and the payment must still be acknowledged", () => {
    const g = duel({ hand: ["Sol Ring", "Lotus Petal"], battlefield: ["Helm of Awakening"] });
    expect(castOffered(g, "Sol Ring")).toBe(true);
    g.cast("Sol Ring");
    const pay = g.expectPrompt("payCosts", "Ana");
    expect(pay.mana).toEqual(NO_MANA_DUE);
    expect(pay.canPay).toBe(true);
    expect(g.state.stack[0]).toMatchObject({ card: "Sol Ring", cast: false });
    g.pay();
    expect(g.state.stack[0]).toMatchObject({ card: "Sol Ring", cast: true });
    g.passAll();
    g.cast("Lotus Petal");
    expect(manaDue(g)).toEqual(NO_MANA_DUE);
    g.pay().passAll();
    expect(g.permanents("Sol Ring")).toHaveLength(1);
    expect(g.permanents("Lotus Petal")).toHaveLength(1);
  });
});

describe("Thornscape Familiar", () => {
  it("601.2f: red and white spells its controller casts cost {1} less — not other colors, not an opponent's red spells", () => {
    const g = duel(
      { hand: ["Hill Giant", "Battle Screech", "Coral Eel"], battlefield: ["Thornscape Familiar", "Plains", "Plains", "Mountain", "Island"] },
      { hand: ["Glacial Ray"], battlefield: ["Mountain", "Mountain"] },
    );
    g.cast("Hill Giant");
    expect(manaDue(g)).toEqual(mana({ R: 1, generic: 2 }));
    g.cancel();
    g.cast("Battle Screech");
    expect(manaDue(g)).toEqual(mana({ W: 2, generic: 1 }));
    g.cancel();
    g.cast("Coral Eel");
    expect(manaDue(g)).toEqual(mana({ U: 1, generic: 1 }));
    g.cancel();
    g.pass();
    g.cast("Glacial Ray").targets("Thornscape Familiar");
    expect(manaDue(g)).toEqual(mana({ R: 1, generic: 1 }));
  });
});

describe("Thunderscape Familiar", () => {
  it("601.2f: black and green spells its controller casts cost {1} less — not red ones, not an opponent's black spells", () => {
    const g = duel(
      { hand: ["Grizzly Bears", "Altar's Reap", "Glacial Ray"], battlefield: ["Thunderscape Familiar", "Forest", "Swamp", "Mountain", "Mountain"] },
      { hand: ["Altar's Reap"], battlefield: ["Grizzly Bears", "Swamp", "Swamp"] },
    );
    expect(g.engine.cards.get("Thunderscape Familiar")!.keywords).toEqual(["First strike"]);
    g.cast("Grizzly Bears");
    expect(manaDue(g)).toEqual(mana({ G: 1 }));
    g.cancel();
    g.cast("Altar's Reap");
    expect(manaDue(g)).toEqual(mana({ B: 1 }));
    g.cancel();
    g.cast("Glacial Ray").targets("Ben");
    expect(manaDue(g)).toEqual(mana({ R: 1, generic: 1 }));
    g.cancel();
    g.pass();
    g.cast("Altar's Reap");
    expect(manaDue(g)).toEqual(mana({ B: 1, generic: 1 }));
  });
});

describe("Trinisphere", () => {
  it("601.2f: a spell that would cost less than three mana costs three — every player's Lightning Bolt costs {2}{R}", () => {
    const g = duel(
      { hand: ["Lightning Bolt"], battlefield: ["Trinisphere", "Mountain", "Mountain", "Mountain"] },
      { hand: ["Lightning Bolt"], battlefield: ["Mountain", "Mountain", "Mountain"] },
    );
    g.cast("Lightning Bolt").targets("Ben");
    expect(manaDue(g)).toEqual(mana({ R: 1, generic: 2 }));
    g.autoPay().pass();
    g.cast("Lightning Bolt").targets("Ana");
    expect(manaDue(g)).toEqual(mana({ R: 1, generic: 2 }));
    g.autoPay().passAll().passAll();
    expect([g.life("Ana"), g.life("Ben")]).toEqual([17, 17]);
    expect(g.state.battlefield.filter((p) => p.card === "Mountain" && p.tapped)).toHaveLength(6);
  });

  it("601.2f, 118.9d: an alternative cost without mana is raised too — Force of Will's costs {3}; a spell of four mana is unchanged", () => {
    const g = duel(
      { hand: ["Hill Giant"], battlefield: ["Trinisphere", "Mountain", "Mountain", "Mountain", "Mountain"] },
      { hand: ["Force of Will", "Coral Eel"], battlefield: ["Island", "Island", "Island"] },
    );
    g.cast("Hill Giant");
    expect(manaDue(g)).toEqual(mana({ R: 1, generic: 3 }));
    g.autoPay().pass();
    g.cast("Force of Will").chooseCosts("force-of-will").targets("Hill Giant");
    const pay = g.expectPrompt("payCosts");
    expect(pay.mana).toEqual(mana({ generic: 3 }));
    expect(pay.parts.map((p) => p.text)).toEqual(["pay 1 life", "exile a blue card from your hand"]);
  });

  it("601.2f: the minimum applies last, after increases and reductions — Bolt with Sphere {2}{R}, Grizzly Bears with Helm {2}{G}", () => {
    const sphere = duel({ hand: ["Lightning Bolt"], battlefield: ["Trinisphere", "Sphere of Resistance", "Mountain", "Mountain", "Mountain", "Mountain"] });
    sphere.cast("Lightning Bolt").targets("Ben");
    expect(manaDue(sphere)).toEqual(mana({ R: 1, generic: 2 }));
    const helm = duel({ hand: ["Grizzly Bears"], battlefield: ["Trinisphere", "Helm of Awakening", "Forest", "Forest", "Forest"] });
    helm.cast("Grizzly Bears");
    expect(manaDue(helm)).toEqual(mana({ G: 1, generic: 2 }));
  });

  it("702.34a, 601.2f: a flashback cost with no mana is raised too — Battle Screech's flashback costs {3} besides the three creatures", () => {
    const g = duel({
      graveyard: ["Battle Screech"],
      battlefield: ["Trinisphere", "Savannah Lions", "White Knight", "Benevolent Bodyguard", "Plains", "Plains", "Plains"],
    });
    g.answer({ kind: "cast", card: graveyardCard(g, "Ana", "Battle Screech") });
    const pay = g.expectPrompt("payCosts");
    expect(pay.mana).toEqual(mana({ generic: 3 }));
    expect(pay.parts.map((p) => p.text)).toEqual(["tap three untapped white creatures you control"]);
  });

  it("601.2f: while Trinisphere is tapped it does nothing — Lightning Bolt costs {R}", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: [{ card: "Trinisphere", tapped: true }, "Mountain"] });
    g.cast("Lightning Bolt").targets("Ben");
    expect(manaDue(g)).toEqual(mana({ R: 1 }));
  });

  it("602.2b: it affects spells only — Arc-Slogger's ability costs {R}", () => {
    const g = duel({ battlefield: ["Trinisphere", "Arc-Slogger", "Mountain"], library: filler(10) });
    g.activate("Arc-Slogger", 0).targets("Ben");
    expect(manaDue(g)).toEqual(mana({ R: 1 }));
  });
});
