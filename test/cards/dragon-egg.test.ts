// Dragon Egg: a "dies" trigger creating a token with an activated ability of its own (111.4, 113.3b).

import { describe, expect, it } from "vitest";
import { keywordsOf } from "../../server/engine/layers/characteristics.ts";
import { duel } from "../support/scenario.ts";

describe("Dragon Egg", () => {
  it("dying, it leaves a 2/2 flying Dragon with '{R}: This creature gets +1/+0 until end of turn.'", () => {
    const g = duel({ battlefield: ["Dragon Egg", "Mountain", "Mountain"] }, { hand: ["Lightning Bolt"], battlefield: ["Mountain"] });
    g.pass();
    g.castAndPay("Lightning Bolt", "Dragon Egg").passAll().passAll();
    const dragon = g.permanent("Dragon Token", "Ana");
    expect(g.pt("Dragon Token")).toEqual([2, 2]);
    expect([...keywordsOf(g.reader, dragon)]).toContain("Flying");
    g.activate("Dragon Token").autoPay().passAll();
    g.activate("Dragon Token").autoPay().passAll();
    expect(g.pt("Dragon Token")).toEqual([4, 2]);
  });

  it("702.3b: it can't attack", () => {
    const g = duel({ battlefield: ["Dragon Egg", "Grizzly Bears"] });
    g.passUntilPrompt("declareAttackers");
    const options = g.expectPrompt("declareAttackers").options.map((o) => o.attacker);
    expect(options).toEqual([g.permanent("Grizzly Bears").id]);
  });
});
