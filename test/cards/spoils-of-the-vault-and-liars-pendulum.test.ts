// Spoils of the Vault and Liar's Pendulum: a card named as they resolve (608.2d).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";
import { exileNames } from "../support/zones.ts";

describe("Spoils of the Vault", () => {
  it("608.2d: the name is chosen on resolution; cards are revealed up to it, it goes to the hand, the rest are exiled for 1 life each", () => {
    const g = duel({ hand: ["Spoils of the Vault"], battlefield: ["Swamp"], library: ["Plains", "Island", "Lightning Bolt", "Forest"] });
    g.castAndPay("Spoils of the Vault");
    // Nothing is named while casting.
    expect(g.eventsOf("cardNamed")).toEqual([]);
    g.passAll();
    const prompt = g.expectPrompt("nameCard", "Ana");
    expect(prompt.options).toContain("Lightning Bolt");
    expect(prompt.options).not.toContain("Soldier Token");
    g.answer({ kind: "name", name: "Lightning Bolt" });
    expect(g.eventsOf("revealed")).toMatchObject([{ player: 0, from: "library", names: ["Plains", "Island", "Lightning Bolt"] }]);
    expect(g.handNames("Ana")).toEqual(["Lightning Bolt"]);
    expect(exileNames(g)).toEqual(["Plains", "Island"]);
    expect(g.life("Ana")).toBe(18);
    expect(g.state.players[0]!.library).toEqual(["Forest"]);
  });

  it("608.2d: naming a card that isn't in the library reveals and exiles the whole library, 1 life each", () => {
    const g = duel({ hand: ["Spoils of the Vault"], battlefield: ["Swamp"], library: ["Plains", "Island", "Forest"] });
    g.castAndPay("Spoils of the Vault").passAll();
    g.answer({ kind: "name", name: "Counterspell" });
    expect(g.handNames("Ana")).toEqual([]);
    expect(exileNames(g)).toEqual(["Plains", "Island", "Forest"]);
    expect(g.life("Ana")).toBe(17);
    expect(g.state.players[0]!.library).toEqual([]);
  });
});

describe("Liar's Pendulum", () => {
  it("608.2d: the card is named on resolution; the opponent guesses wrong, the hand is revealed, and its controller draws", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Liar's Pendulum", "Plains", "Plains"], library: ["Island"] });
    g.activate("Liar's Pendulum");
    // "Target opponent": Ana can't target herself.
    expect(g.targetOptionNames()).toEqual(["Ben"]);
    g.targets("Ben").autoPay();
    expect(g.permanent("Liar's Pendulum").tapped).toBe(true);
    g.passAll();
    g.expectPrompt("nameCard", "Ana");
    g.answer({ kind: "name", name: "Lightning Bolt" });
    expect(g.expectPrompt("chooseOption", "Ben").options).toEqual(["yes", "no"]);
    g.answer({ kind: "option", option: "no" });
    expect(g.expectPrompt("chooseOption", "Ana").options).toEqual(["reveal", "don't reveal"]);
    g.answer({ kind: "option", option: "reveal" });
    expect(g.eventsOf("revealed")).toMatchObject([{ player: 0, from: "hand", names: ["Lightning Bolt"] }]);
    expect(g.handNames("Ana")).toEqual(["Lightning Bolt", "Island"]);
  });

  it("608.2d: a right guess, or a hand not revealed, draws nothing", () => {
    const right = duel({ hand: ["Lightning Bolt"], battlefield: ["Liar's Pendulum", "Plains", "Plains"] });
    right.activate("Liar's Pendulum").targets("Ben").autoPay().passAll();
    right.answer({ kind: "name", name: "Lightning Bolt" });
    right.answer({ kind: "option", option: "yes" });
    right.answer({ kind: "option", option: "reveal" });
    expect(right.handNames("Ana")).toEqual(["Lightning Bolt"]);

    const hidden = duel({ hand: ["Lightning Bolt"], battlefield: ["Liar's Pendulum", "Plains", "Plains"] });
    hidden.activate("Liar's Pendulum").targets("Ben").autoPay().passAll();
    hidden.answer({ kind: "name", name: "Counterspell" });
    hidden.answer({ kind: "option", option: "yes" });
    hidden.answer({ kind: "option", option: "don't reveal" });
    expect(hidden.eventsOf("revealed")).toEqual([]);
    expect(hidden.handNames("Ana")).toEqual(["Lightning Bolt"]);
  });
});
