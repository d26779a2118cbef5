// Magic 2021's Angel tokens: Angelic Ascension (the exiled permanent's controller creates it) and Speaker of the
// Heavens ("Activate only if you have at least 7 life more than your starting life total and only as a sorcery").

import { describe, expect, it } from "vitest";
import { keywordsOf } from "../../server/engine/layers/characteristics.ts";
import { duel } from "../support/scenario.ts";

describe("Angelic Ascension", () => {
  it("111.2: exiles a creature or planeswalker; its controller creates a 4/4 white Angel with flying", () => {
    const g = duel({ hand: ["Angelic Ascension"], battlefield: ["Plains", "Plains"] }, { battlefield: ["Liliana Vess"] });
    g.castAndPay("Angelic Ascension", "Liliana Vess").passAll();
    expect(g.state.exile.map((c) => c.card)).toEqual(["Liliana Vess"]);
    expect(g.pt("Angel Token", "Ben")).toEqual([4, 4]);
    expect(keywordsOf(g.reader, g.permanent("Angel Token", "Ben"))).toContain("Flying");
  });
});

describe("Speaker of the Heavens", () => {
  it("602.5b: only with at least 27 life (20 + 7), and only as a sorcery", () => {
    const g = duel({ battlefield: ["Speaker of the Heavens"], life: 26 });
    expect(g.expectPrompt("priority", "Ana").actions.some((a) => a.kind === "activate")).toBe(false);
    const h = duel({ hand: ["Lightning Bolt"], battlefield: ["Speaker of the Heavens", "Mountain"], life: 27 });
    h.castAndPay("Lightning Bolt", "Ben");
    // A spell is on the stack: not at sorcery speed.
    expect(h.expectPrompt("priority", "Ana").actions.some((a) => a.kind === "activate")).toBe(false);
    const k = duel({ battlefield: ["Speaker of the Heavens"], life: 27 });
    k.activate("Speaker of the Heavens").autoPay().passAll();
    expect(k.permanents("Angel Token")).toHaveLength(1);
  });
});
