import { describe, expect, it } from "vitest";
import { describeEvent } from "../../server/engine/log/log.ts";
import { duel } from "../support/scenario.ts";

describe("the game log", () => {
  it("renders a game in plain English and cites the rule that decided each outcome", () => {
    const g = duel({ hand: ["Giant Growth", "Lightning Bolt"], battlefield: ["Forest", "Mountain"] }, { battlefield: ["Coral Eel"], life: 3 });
    g.castAndPay("Giant Growth", "Coral Eel");
    g.castAndPay("Lightning Bolt", "Coral Eel").passAll().passAll();
    const log = g.log();
    expect(log).toContain("Ana begins casting Giant Growth (601.2a).");
    expect(log).toContain("Giant Growth targets Coral Eel.");
    expect(log).toContain("Ana casts Lightning Bolt.");
    expect(log).toContain("Lightning Bolt deals 3 damage to Coral Eel.");
    expect(log).toContain("Coral Eel is put into Ben's graveyard: it has lethal damage marked on it (704.5g).");
    expect(log).toContain("Giant Growth does nothing and is removed from the stack: all its targets are illegal (608.2b).");
  });

  it("says why a cast was reversed (732.1)", () => {
    const g = duel({ hand: ["Giant Growth"], battlefield: ["Forest"] });
    g.cast("Giant Growth");
    expect(g.log().at(-1)).toBe(
      'Casting Giant Growth is reversed: there is no legal choice for "target creature" (601.2c); the game returns to the moment before it was proposed (732.1).',
    );
  });

  it("names the winner and the reason of a loss", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { life: 2 });
    g.castAndPay("Lightning Bolt", "Ben").passAll();
    expect(g.log().slice(-2)).toEqual(["Ben loses the game: life total is 0 or less (704.5a).", "Ana wins the game (104.2a)."]);
  });

  it("leaves out events too fine-grained for a log (priority passes, step changes)", () => {
    const ctx = { players: [{ name: "Ana" }, { name: "Ben" }] };
    expect(describeEvent({ type: "passed", player: 0 }, ctx)).toBeNull();
    expect(describeEvent({ type: "stepBegan", step: "upkeep", phase: "beginning" }, ctx)).toBeNull();
  });
});
