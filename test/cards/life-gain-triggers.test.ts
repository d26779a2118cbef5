// "Whenever you gain life" (119.9): Ajani's Pridemate and Sanguine Bond ("that much": the life gained).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Ajani's Pridemate", () => {
  it("119.9: each life-gaining event triggers it once, whatever the amount; the opponent's gain doesn't", () => {
    const g = duel({ hand: ["Stream of Life"], battlefield: ["Ajani's Pridemate", "Forest", "Forest", "Forest", "Forest"] });
    g.cast("Stream of Life").announceX(3).targets("Ana").autoPay().passAll();
    expect(g.life("Ana")).toBe(23);
    g.passAll();
    expect(g.permanent("Ajani's Pridemate").counters).toMatchObject({ "+1/+1": 1 });
    expect(g.pt("Ajani's Pridemate")).toEqual([3, 3]);
  });

  it("another player's life gain doesn't trigger it", () => {
    const g = duel({ hand: ["Stream of Life"], battlefield: ["Forest", "Forest"] }, { battlefield: ["Ajani's Pridemate"] });
    g.cast("Stream of Life").announceX(1).targets("Ana").autoPay().passAll();
    expect(g.life("Ana")).toBe(21);
    expect(g.state.stack).toEqual([]);
    expect(g.pt("Ajani's Pridemate", "Ben")).toEqual([2, 2]);
  });
});

describe("Sanguine Bond", () => {
  it("119.9: whenever its controller gains life, the target opponent loses that much life", () => {
    const g = duel({ hand: ["Stream of Life"], battlefield: ["Sanguine Bond", "Forest", "Forest", "Forest", "Forest", "Forest"] });
    g.cast("Stream of Life").announceX(4).targets("Ana").autoPay().passAll();
    g.targets("Ben").passAll();
    expect(g.life("Ana")).toBe(24);
    expect(g.life("Ben")).toBe(16);
  });

  it("lifelink is a life-gaining event too (702.15b)", () => {
    const g = duel({ battlefield: ["Sanguine Bond", "Vampire Nighthawk"] });
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Vampire Nighthawk").id, defender: 1 }] });
    g.passUntilPrompt("chooseTargets").targets("Ben").passAll();
    expect(g.life("Ana")).toBe(22);
    expect(g.life("Ben")).toBe(16);
  });
});
