// Hornet Nest: "whenever [this] is dealt damage, create that many" tokens (120.3).

import { describe, expect, it } from "vitest";
import { keywordsOf } from "../../server/engine/layers/characteristics.ts";
import { duel } from "../support/scenario.ts";

describe("Hornet Nest", () => {
  it("120.3: one 1/1 flying, deathtouch Insect for each 1 damage dealt to it", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { battlefield: ["Hornet Nest"] });
    g.castAndPay("Lightning Bolt", "Hornet Nest").passAll();
    g.passAll();
    const insects = g.permanents("Insect Token", "Ben");
    expect(insects).toHaveLength(3);
    expect(g.pt("Insect Token")).toEqual([1, 1]);
    expect([...keywordsOf(g.reader, insects[0]!)]).toEqual(["Flying", "Deathtouch"]);
  });
});
