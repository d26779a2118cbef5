// Divine Verdict: "target attacking or blocking creature" (506.3: attacking and blocking creatures exist only in combat).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Divine Verdict", () => {
  it("509.1g: a blocking creature is a legal target; a creature out of combat isn't", () => {
    const g = duel(
      { battlefield: ["Grizzly Bears"] },
      { hand: ["Divine Verdict"], battlefield: ["Hill Giant", "Savannah Lions", "Plains", "Plains", "Plains", "Plains"] },
    );
    g.attackAndBlock("Grizzly Bears", "Hill Giant");
    g.pass();
    g.cast("Divine Verdict");
    expect(g.targetOptionNames().sort()).toEqual(["Grizzly Bears", "Hill Giant"]);
    g.targets("Hill Giant").autoPay().passAll();
    expect(g.graveyardNames("Ben").sort()).toEqual(["Divine Verdict", "Hill Giant"]);
  });

  it("506.3: outside combat no creature is attacking or blocking, so it has no target", () => {
    const g = duel({ hand: ["Divine Verdict"], battlefield: ["Grizzly Bears", "Plains", "Plains", "Plains", "Plains"] });
    const option = g.expectPrompt("priority").actions.find((a) => a.kind === "cast" && g.nameOfObject(a.card) === "Divine Verdict");
    expect(option).toMatchObject({ hasTargets: false });
  });
});
