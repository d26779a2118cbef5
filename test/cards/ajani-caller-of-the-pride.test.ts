// Ajani, Caller of the Pride (606: loyalty abilities): a counter on up to one target creature, flying and double strike
// until end of turn, and as many 2/2 Cats as its controller's life total.

import { describe, expect, it } from "vitest";
import { keywordsOf } from "../../server/engine/layers/characteristics.ts";
import { duel } from "../support/scenario.ts";

describe("Ajani, Caller of the Pride", () => {
  it("606.3: [+1]: a +1/+1 counter on up to one target creature", () => {
    const g = duel({ battlefield: ["Ajani, Caller of the Pride", "Grizzly Bears"] });
    g.activate("Ajani, Caller of the Pride", 0).targets("Grizzly Bears").autoPay().passAll();
    expect(g.pt("Grizzly Bears")).toEqual([3, 3]);
    expect(g.permanent("Ajani, Caller of the Pride").counters).toMatchObject({ loyalty: 5 });
  });

  it("[+1] with no target at all: only the loyalty changes", () => {
    const g = duel({ battlefield: ["Ajani, Caller of the Pride", "Grizzly Bears"] });
    g.activate("Ajani, Caller of the Pride", 0).targets().autoPay().passAll();
    expect(g.pt("Grizzly Bears")).toEqual([2, 2]);
    expect(g.permanent("Ajani, Caller of the Pride").counters).toMatchObject({ loyalty: 5 });
  });

  it("[−3]: target creature gains flying and double strike until end of turn", () => {
    const g = duel({ battlefield: ["Ajani, Caller of the Pride", "Grizzly Bears"] });
    g.activate("Ajani, Caller of the Pride", 1).targets("Grizzly Bears").autoPay().passAll();
    expect([...keywordsOf(g.reader, g.permanent("Grizzly Bears"))]).toEqual(["Flying", "Double strike"]);
    expect(g.permanent("Ajani, Caller of the Pride").counters).toMatchObject({ loyalty: 1 });
  });

  it("[−8]: X 2/2 white Cats, X its controller's life total as the ability resolves", () => {
    const g = duel({ life: 5, battlefield: [{ card: "Ajani, Caller of the Pride", counters: { loyalty: 8 } }] }, { life: 20 });
    g.activate("Ajani, Caller of the Pride", 2).autoPay().passAll();
    expect(g.permanents("Cat Token", "Ana")).toHaveLength(5);
    expect(g.pt("Cat Token")).toEqual([2, 2]);
  });
});
