// Root Maze: a replacement effect on other permanents entering (614.1d, 614.12).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Root Maze", () => {
  it("614.1d: artifacts and lands enter the battlefield tapped, whoever controls them; creatures don't", () => {
    const g = duel({ hand: ["Forest", "Sol Ring", "Grizzly Bears"], battlefield: ["Root Maze", "Forest", "Forest", "Forest"] });
    g.playLand("Forest");
    expect(g.permanents("Forest").filter((p) => p.tapped)).toHaveLength(1);
    g.castAndPay("Sol Ring").passAll();
    expect(g.permanent("Sol Ring").tapped).toBe(true);
    g.castAndPay("Grizzly Bears").passAll();
    expect(g.permanent("Grizzly Bears").tapped).toBe(false);
  });
});
