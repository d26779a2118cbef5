// The Magic 2010 "check lands" (Dragonskull Summit, Drowned Catacomb, Glacial Fortress, Rootbound Crag, Sunpetal
// Grove): "enters the battlefield tapped unless you control a [type] or a [type]" (614.1d), checked as it would enter.

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

const LANDS: readonly (readonly [string, string, string, string])[] = [
  ["Dragonskull Summit", "Swamp", "Mountain", "Island"],
  ["Drowned Catacomb", "Island", "Swamp", "Plains"],
  ["Glacial Fortress", "Plains", "Island", "Forest"],
  ["Rootbound Crag", "Mountain", "Forest", "Swamp"],
  ["Sunpetal Grove", "Forest", "Plains", "Mountain"],
];

describe("check lands: Dragonskull Summit, Drowned Catacomb, Glacial Fortress, Rootbound Crag, Sunpetal Grove", () => {
  for (const [land, first, second, other] of LANDS) {
    it(`614.1d: ${land} enters untapped with a ${first} or a ${second}, tapped with neither`, () => {
      for (const basic of [first, second]) {
        const g = duel({ hand: [land], battlefield: [basic] });
        g.playLand(land);
        expect(g.permanent(land).tapped).toBe(false);
      }
      const g = duel({ hand: [land], battlefield: [other] }, { battlefield: [first, second] });
      g.playLand(land);
      expect(g.permanent(land).tapped).toBe(true);
      expect(g.eventsOf("replaced")).toMatchObject([{ source: land }]);
    });
  }

  it("605.1a: Dragonskull Summit adds {B} or {R}", () => {
    const g = duel({ battlefield: ["Dragonskull Summit"] });
    const option = g.expectPrompt("priority", "Ana").actions.find((a) => a.kind === "activateMana");
    expect(option).toMatchObject({ choices: ["B", "R"] });
  });

  it("614.12: a land type given by an effect counts (Evil Presence makes an Island a Swamp)", () => {
    const g = duel({ hand: ["Evil Presence", "Dragonskull Summit"], battlefield: ["Island", "Lotus Petal"] });
    g.castAndPay("Evil Presence", "Island").passAll();
    g.playLand("Dragonskull Summit");
    expect(g.permanent("Dragonskull Summit").tapped).toBe(false);
  });
});
