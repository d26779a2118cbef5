// Brittle Effigy: exiling its source as part of a cost (118.3).

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

describe("Brittle Effigy", () => {
  it("118.3: {4}, {T}, Exile Brittle Effigy: exile target creature — the Effigy is exiled as the cost is paid", () => {
    const g = duel({ battlefield: ["Brittle Effigy", "Plains", "Plains", "Plains", "Plains"] }, { battlefield: ["Serra Angel"] });
    const option = g.expectPrompt("priority").actions.find((a) => a.kind === "activate");
    expect(option).toMatchObject({ text: "{4}, {T}, Exile Brittle Effigy: Exile target creature." });
    g.activate("Brittle Effigy").targets("Serra Angel").autoPay();
    expect(g.state.exile.map((c) => c.card)).toEqual(["Brittle Effigy"]);
    g.passAll();
    expect(g.state.exile.map((c) => c.card)).toEqual(["Brittle Effigy", "Serra Angel"]);
  });
});
