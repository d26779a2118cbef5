// 602.5b: an activated ability with a limit on how often it may be activated each turn ("no more than twice").

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("602.5b activation limits", () => {
  it("602.5b: each permanent's ability is counted on its own: a second Vampire Bats may still be activated twice", () => {
    const g = duel({ battlefield: ["Swamp", "Swamp", "Swamp", "Swamp", "Vampire Bats", "Vampire Bats"] });
    const [first, second] = g.permanents("Vampire Bats").map((p) => p.id);
    const activate = (id: number) => g.answer({ kind: "activate", source: id, ability: "p0" }).autoPay().passAll();
    activate(first!);
    activate(first!);
    activate(second!);
    activate(second!);
    const offered = g
      .expectPrompt("priority")
      .actions.filter((a) => a.kind === "activate")
      .map((a) => (a.kind === "activate" ? a.source : -1));
    expect(offered).not.toContain(first);
    expect(offered).not.toContain(second);
  });

  it("602.5b: the limit counts activations, whether or not the ability resolved", () => {
    const g = duel({ battlefield: ["Swamp", "Swamp", "Vampire Bats"] });
    const bats = g.permanent("Vampire Bats").id;
    g.activate("Vampire Bats").autoPay();
    g.activate("Vampire Bats").autoPay();
    expect(g.stackNames()).toEqual(["Vampire Bats", "Vampire Bats"]);
    expect(g.refuseAnswer({ kind: "activate", source: bats, ability: "p0" }).message).toBeTruthy();
  });
});
