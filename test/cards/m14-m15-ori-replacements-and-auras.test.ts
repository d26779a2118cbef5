// Prism Ring (a color chosen as it enters, 607.2d), Imposing Sovereign (614.1d: opponents' creatures enter tapped) and
// Ensoul Artifact (the enchanted artifact becomes a 5/5 creature, 613.1d and 613.4b).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

const lands = (land: string, n: number): string[] => Array.from({ length: n }, () => land);

describe("Prism Ring", () => {
  it("607.2d: a color is chosen as it enters; spells of that color you cast gain you 1 life, others don't", () => {
    const g = duel({ hand: ["Prism Ring", "Lightning Bolt", "Grizzly Bears"], battlefield: [...lands("Mountain", 7), "Forest", "Forest"] });
    g.castAndPay("Prism Ring").passAll();
    g.answer({ kind: "color", color: "R" });
    g.castAndPay("Grizzly Bears").passAll();
    expect(g.life("Ana")).toBe(20);
    g.castAndPay("Lightning Bolt", "Ben").passAll();
    g.passAll();
    expect(g.life("Ana")).toBe(21);
  });
});

describe("Imposing Sovereign", () => {
  it("614.1d: creatures your opponents control enter tapped; yours don't", () => {
    const g = duel(
      { hand: ["Grizzly Bears"], battlefield: ["Imposing Sovereign", "Forest", "Forest"] },
      { hand: ["Grizzly Bears"], battlefield: ["Forest", "Forest"] },
    );
    g.castAndPay("Grizzly Bears").passAll();
    expect(g.permanent("Grizzly Bears", "Ana").tapped).toBe(false);
    g.passUntil("upkeep");
    g.passUntil("precombatMain");
    g.castAndPay("Grizzly Bears").passAll();
    expect(g.permanent("Grizzly Bears", "Ben").tapped).toBe(true);
  });
});

describe("Ensoul Artifact", () => {
  it("613.1d, 613.4b: the enchanted artifact is also a 5/5 creature", () => {
    const g = duel({ hand: ["Ensoul Artifact"], battlefield: ["Island", "Island", "Sol Ring"] });
    g.castAndPay("Ensoul Artifact", "Sol Ring").passAll();
    expect(g.pt("Sol Ring")).toEqual([5, 5]);
    const h = duel({ hand: ["Ensoul Artifact"], battlefield: ["Island", "Island", "Ornithopter"] });
    h.castAndPay("Ensoul Artifact", "Ornithopter").passAll();
    expect(h.pt("Ornithopter")).toEqual([5, 5]);
  });
});
