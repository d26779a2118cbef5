// Gaea's Revenge: it can't be countered (113.6g), and only green spells and abilities from green sources may target it
// (its controller's included).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Gaea's Revenge", () => {
  it("115.4: a nongreen spell can't target it, even its controller's; a green one can", () => {
    const g = duel({ hand: ["Giant Growth", "Shock"], battlefield: ["Gaea's Revenge", "Forest", "Mountain"] });
    g.cast("Shock");
    expect(g.targetOptionNames()).toEqual(["Ana", "Ben"]);
    g.cancel();
    g.castAndPay("Giant Growth", "Gaea's Revenge").passAll();
    expect(g.pt("Gaea's Revenge")).toEqual([11, 8]);
  });

  it("nor an ability from a nongreen source", () => {
    const g = duel({ battlefield: ["Prodigal Sorcerer"] }, { battlefield: ["Gaea's Revenge"] });
    g.activate("Prodigal Sorcerer");
    expect(g.targetOptionNames()).toEqual(["Ana", "Ben", "Prodigal Sorcerer"]);
  });

  it("113.6g: it can't be countered", () => {
    const g = duel(
      { hand: ["Gaea's Revenge"], battlefield: ["Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest"] },
      { hand: ["Counterspell"], battlefield: ["Island", "Island"] },
    );
    g.castAndPay("Gaea's Revenge").pass();
    g.castAndPay("Counterspell", "Gaea's Revenge").passAll();
    g.passAll();
    expect(g.permanents("Gaea's Revenge")).toHaveLength(1);
  });
});
