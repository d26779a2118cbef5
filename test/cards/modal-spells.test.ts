// Modal spells (700.2): Cryptic Command, Blinding Beam (with entwine, 702.42) and Misery Charm.

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";
import { graveyardCard } from "../support/zones.ts";
import { manaDue, mana } from "../support/casting.ts";

describe("Cryptic Command", () => {
  it("700.2: exactly two modes must be chosen — one or three are refused", () => {
    const g = duel({ hand: ["Cryptic Command"], battlefield: ["Island", "Island", "Island", "Island"] }, { battlefield: ["Hill Giant"] });
    g.cast("Cryptic Command");
    const modes = g.expectPrompt("chooseModes", "Ana");
    expect([modes.min, modes.max, modes.entwine]).toEqual([2, 2, false]);
    expect(g.refuseAnswer({ kind: "modes", modes: [3] }).rule).toBe("700.2");
    expect(g.refuseAnswer({ kind: "modes", modes: [1, 2, 3] }).rule).toBe("700.2");
    expect(g.refuseAnswer({ kind: "modes", modes: [3, 3] }).rule).toBe("700.2d");
  });

  it("700.2a, 115.5: with no other spell on the stack, 'Counter target spell' can't be chosen — it can't target itself", () => {
    const g = duel({ hand: ["Cryptic Command"], battlefield: ["Island", "Island", "Island", "Island"] }, { battlefield: ["Hill Giant"] });
    g.cast("Cryptic Command");
    expect(g.expectPrompt("chooseModes").available).toEqual([false, true, true, true]);
    expect(g.refuseAnswer({ kind: "modes", modes: [0, 3] }).rule).toBe("700.2a");
  });

  it("700.2: counter target spell and draw a card", () => {
    const g = duel(
      { hand: ["Lightning Bolt"], battlefield: ["Mountain"] },
      { hand: ["Cryptic Command"], battlefield: ["Island", "Island", "Island", "Island"] },
    );
    g.castAndPay("Lightning Bolt", "Ben");
    g.pass();
    g.cast("Cryptic Command").chooseModes(0, 3).targets("Lightning Bolt").autoPay();
    g.passAll();
    expect(g.eventsOf("countered").map((e) => e.name)).toEqual(["Lightning Bolt"]);
    expect(g.life("Ben")).toBe(20);
    expect(g.handNames("Ben")).toEqual(["Plains"]);
  });

  it("700.2: return target permanent to its owner's hand and tap all creatures the caster's opponents control", () => {
    const g = duel(
      { hand: ["Cryptic Command"], battlefield: ["Savannah Lions", "Island", "Island", "Island", "Island"] },
      { battlefield: ["Hill Giant", "Grizzly Bears"] },
    );
    g.cast("Cryptic Command").chooseModes(1, 2).targets("Hill Giant").autoPay().passAll();
    expect(g.handNames("Ben")).toEqual(["Hill Giant"]);
    expect(g.permanent("Grizzly Bears").tapped).toBe(true);
    expect(g.permanent("Savannah Lions").tapped).toBe(false);
  });
});

describe("Blinding Beam", () => {
  it("700.2a, 702.42a: 'Tap two target creatures' needs two creatures — with one, only the other mode is available, and entwine isn't offered", () => {
    const g = duel({ hand: ["Blinding Beam"], battlefield: ["Plains", "Plains", "Plains", "Plains"] }, { battlefield: ["Grizzly Bears"] });
    g.cast("Blinding Beam");
    const modes = g.expectPrompt("chooseModes");
    expect(modes.available).toEqual([false, true]);
    expect(modes.entwine).toBe(false);
    expect(g.refuseAnswer({ kind: "modes", modes: [0] }).rule).toBe("700.2a");
    expect(g.refuseAnswer({ kind: "modes", modes: [0, 1] }).rule).toBe("700.2");
  });

  it("700.2: the first mode taps two target creatures", () => {
    const g = duel({ hand: ["Blinding Beam"], battlefield: ["Plains", "Plains", "Plains"] }, { battlefield: ["Grizzly Bears", "Hill Giant"] });
    g.cast("Blinding Beam").chooseModes(0);
    expect(g.expectPrompt("chooseTargets")).toMatchObject({ min: 2, max: 2 });
    g.targets("Grizzly Bears", "Hill Giant");
    expect(manaDue(g)).toEqual(mana({ W: 1, generic: 2 }));
    g.autoPay().passAll();
    expect(g.permanent("Grizzly Bears").tapped).toBe(true);
    expect(g.permanent("Hill Giant").tapped).toBe(true);
    expect(g.state.effects).toEqual([]);
  });

  it("502.3: the second mode stops the target player's creatures from untapping during their next untap step — that one only", () => {
    const g = duel(
      { hand: ["Blinding Beam"], battlefield: ["Plains", "Plains", "Plains", { card: "Savannah Lions", tapped: true }] },
      {
        battlefield: [
          { card: "Grizzly Bears", tapped: true },
          { card: "Forest", tapped: true },
        ],
      },
    );
    g.cast("Blinding Beam").chooseModes(1).targets("Ben").autoPay().passAll();
    g.passUntil("upkeep", 4);
    expect(g.permanent("Grizzly Bears").tapped).toBe(true);
    expect(g.permanent("Forest").tapped).toBe(false); // not a creature
    expect(g.state.effects).toEqual([]);
    g.passUntil("upkeep", 5);
    expect(g.permanent("Savannah Lions").tapped).toBe(false); // Ana's creatures were never affected
    g.passUntil("upkeep", 6);
    expect(g.permanent("Grizzly Bears").tapped).toBe(false);
  });

  it("702.42a–b: entwined, it costs {1} more and does both — the tapped creatures stay tapped through their controller's next untap step", () => {
    const g = duel({ hand: ["Blinding Beam"], battlefield: ["Plains", "Plains", "Plains", "Plains"] }, { battlefield: ["Grizzly Bears", "Hill Giant"] });
    g.cast("Blinding Beam");
    expect(g.expectPrompt("chooseModes").entwine).toBe(true);
    g.chooseModes(0, 1).targets("Grizzly Bears", "Hill Giant").targets("Ben");
    expect(manaDue(g)).toEqual(mana({ W: 1, generic: 3 }));
    g.autoPay().passAll();
    expect(g.eventsOf("costsAnnounced").at(-1)).toMatchObject({ name: "Blinding Beam", entwined: true });
    g.passUntil("upkeep", 4);
    expect(g.permanent("Grizzly Bears").tapped).toBe(true);
    expect(g.permanent("Hill Giant").tapped).toBe(true);
  });
});

describe("Misery Charm", () => {
  it("700.2a: a mode with no legal target can't be chosen — with no Cleric anywhere only 'Target player loses 2 life' is available", () => {
    const g = duel({ hand: ["Misery Charm"], battlefield: ["Swamp"], graveyard: ["Grizzly Bears"] }, { battlefield: ["Grizzly Bears"] });
    g.cast("Misery Charm");
    expect(g.expectPrompt("chooseModes").available).toEqual([false, false, true]);
    expect(g.refuseAnswer({ kind: "modes", modes: [0] }).rule).toBe("700.2a");
    expect(g.refuseAnswer({ kind: "modes", modes: [1] }).rule).toBe("700.2a");
    g.chooseModes(2).targets("Ben").autoPay().passAll();
    expect(g.life("Ben")).toBe(18);
  });

  it("700.2: 'Destroy target Cleric' — Benevolent Bodyguard is a Cleric; Grizzly Bears isn't a legal target", () => {
    const g = duel({ hand: ["Misery Charm"], battlefield: ["Swamp"] }, { battlefield: ["Benevolent Bodyguard", "Grizzly Bears"] });
    g.cast("Misery Charm").chooseModes(0);
    expect(g.expectPrompt("chooseTargets").options).toEqual([g.target("Benevolent Bodyguard")]);
    g.targets("Benevolent Bodyguard").autoPay().passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Benevolent Bodyguard"]);
    expect(g.permanents("Grizzly Bears")).toHaveLength(1);
  });

  it("115.1, 700.2: 'Return target Cleric card from your graveyard' — only a Cleric card in the caster's own graveyard can be chosen", () => {
    const g = duel(
      { hand: ["Misery Charm"], battlefield: ["Swamp"], graveyard: ["Benevolent Bodyguard", "Grizzly Bears"] },
      { graveyard: ["Benevolent Bodyguard"] },
    );
    const mine = graveyardCard(g, "Ana", "Benevolent Bodyguard");
    g.cast("Misery Charm");
    expect(g.expectPrompt("chooseModes").available).toEqual([false, true, true]);
    g.chooseModes(1);
    expect(g.expectPrompt("chooseTargets").options).toEqual([{ kind: "object", id: mine }]);
    g.answer({ kind: "targets", targets: [{ kind: "object", id: mine }] })
      .autoPay()
      .passAll();
    expect(g.handNames("Ana")).toEqual(["Benevolent Bodyguard"]);
    expect(g.graveyardNames("Ana")).toEqual(["Grizzly Bears", "Misery Charm"]);
    expect(g.graveyardNames("Ben")).toEqual(["Benevolent Bodyguard"]);
  });
});
