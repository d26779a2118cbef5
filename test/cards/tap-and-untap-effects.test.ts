// Tapping permanents by effects (701.26): Icy Manipulator taps an artifact, creature or land; Twitch and Puppeteer let
// their controller choose, as they resolve, to tap or untap their target, or neither (608.2d).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Icy Manipulator", () => {
  it("701.26a: taps target artifact, creature or land, not an enchantment", () => {
    const g = duel({ battlefield: ["Icy Manipulator", "Plains"] }, { battlefield: ["Grizzly Bears", "Forest", "Sol Ring", "Glorious Anthem"] });
    g.activate("Icy Manipulator");
    expect(g.targetOptionNames().sort()).toEqual(["Forest", "Grizzly Bears", "Icy Manipulator", "Plains", "Sol Ring"]);
    g.targets("Forest").autoPay().passAll();
    expect(g.permanent("Forest").tapped).toBe(true);
    expect(g.permanent("Icy Manipulator").tapped).toBe(true);
  });
});

describe("Twitch", () => {
  it("701.26b, 608.2d: untaps a tapped land of its controller's, then draws a card", () => {
    const g = duel({ hand: ["Twitch"], battlefield: ["Island", "Island", "Island", { card: "Forest", tapped: true }], library: ["Swamp"] });
    g.castAndPay("Twitch", "Forest").passAll();
    const prompt = g.expectPrompt("chooseOption", "Ana");
    expect(prompt.options).toEqual(["tap", "untap", "neither"]);
    g.answer({ kind: "option", option: "untap" });
    expect(g.permanent("Forest").tapped).toBe(false);
    expect(g.handNames("Ana")).toEqual(["Swamp"]);
  });

  it("may leave the permanent as it is", () => {
    const g = duel({ hand: ["Twitch"], battlefield: ["Island", "Island", "Island"] }, { battlefield: ["Grizzly Bears"] });
    g.castAndPay("Twitch", "Grizzly Bears").passAll();
    g.answer({ kind: "option", option: "neither" });
    expect(g.permanent("Grizzly Bears").tapped).toBe(false);
    expect(g.handNames("Ana")).toHaveLength(1);
  });
});

describe("Puppeteer", () => {
  it("taps a creature that could block", () => {
    const g = duel({ battlefield: ["Island", "Puppeteer"] }, { battlefield: ["Grizzly Bears"] });
    g.activate("Puppeteer").targets("Grizzly Bears").autoPay().passAll();
    g.answer({ kind: "option", option: "tap" });
    expect(g.permanent("Grizzly Bears").tapped).toBe(true);
    expect(g.log()).toContain("Ana: tap or untap Grizzly Bears — tap.");
  });
});
