// Core Set 2019 planeswalkers whose abilities the card language says: Vivien of the Arkbow and Ajani, Wise Counselor
// (606: loyalty abilities).

import { describe, expect, it } from "vitest";
import { keywordsOf } from "../../server/engine/layers/characteristics.ts";
import { duel } from "../support/scenario.ts";

describe("Vivien of the Arkbow", () => {
  it("606.3: [+2]: two +1/+1 counters on up to one target creature", () => {
    const g = duel({ battlefield: ["Vivien of the Arkbow", "Grizzly Bears"] });
    g.activate("Vivien of the Arkbow", 0).targets("Grizzly Bears").autoPay().passAll();
    expect(g.pt("Grizzly Bears")).toEqual([4, 4]);
    expect(g.permanent("Vivien of the Arkbow").counters).toMatchObject({ loyalty: 7 });
  });

  it("[−3]: target creature its controller controls deals damage equal to its power to target creature they don't control", () => {
    const g = duel({ battlefield: ["Vivien of the Arkbow", "Hill Giant"] }, { battlefield: ["Grizzly Bears"] });
    g.activate("Vivien of the Arkbow", 1).targets("Hill Giant").targets("Grizzly Bears").autoPay().passAll();
    expect(g.permanents("Grizzly Bears")).toHaveLength(0);
    expect(g.permanent("Hill Giant").damage).toBe(0);
  });

  it("[−9]: creatures its controller controls get +4/+4 and trample until end of turn", () => {
    const g = duel({ battlefield: [{ card: "Vivien of the Arkbow", counters: { loyalty: 9 } }, "Grizzly Bears"] });
    g.activate("Vivien of the Arkbow", 2).autoPay().passAll();
    expect(g.pt("Grizzly Bears")).toEqual([6, 6]);
    expect([...keywordsOf(g.reader, g.permanent("Grizzly Bears"))]).toContain("Trample");
  });
});

describe("Ajani, Wise Counselor", () => {
  it("[+2]: its controller gains 1 life for each creature they control", () => {
    const g = duel({ battlefield: ["Ajani, Wise Counselor", "Grizzly Bears", "Hill Giant"] }, { battlefield: ["Llanowar Elves"] });
    g.activate("Ajani, Wise Counselor", 0).autoPay().passAll();
    expect(g.life("Ana")).toBe(22);
  });

  it("[−3]: creatures its controller controls get +2/+2 until end of turn", () => {
    const g = duel({ battlefield: ["Ajani, Wise Counselor", "Grizzly Bears"] }, { battlefield: ["Llanowar Elves"] });
    g.activate("Ajani, Wise Counselor", 1).autoPay().passAll();
    expect(g.pt("Grizzly Bears")).toEqual([4, 4]);
    expect(g.pt("Llanowar Elves", "Ben")).toEqual([1, 1]);
  });

  it("[−9]: X +1/+1 counters on target creature, X its controller's life total", () => {
    const g = duel({ battlefield: [{ card: "Ajani, Wise Counselor", counters: { loyalty: 9 } }, "Grizzly Bears"] });
    g.activate("Ajani, Wise Counselor", 2).targets("Grizzly Bears").autoPay().passAll();
    expect(g.pt("Grizzly Bears")).toEqual([22, 22]);
  });
});
