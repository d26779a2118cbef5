import { describe, expect, it } from "vitest";
import { characteristics } from "../../server/engine/layers/characteristics.ts";
import { duel } from "../support/scenario.ts";

describe("Sculpting Steel", () => {
  it("707.5, 614.1c: it may enter as a copy of an artifact (creatures aren't offered), or as itself", () => {
    const g = duel({ hand: ["Sculpting Steel"], battlefield: ["Island", "Island", "Island", "Island", "Chimeric Staff", "Grizzly Bears"] });
    g.castAndPay("Sculpting Steel").passAll();
    const prompt = g.prompt;
    expect(prompt.kind).toBe("chooseObject");
    if (prompt.kind === "chooseObject") expect(prompt.options.map((id) => g.nameOfObject(id))).toEqual(["Chimeric Staff"]);
    g.answer({ kind: "choose", object: g.permanent("Chimeric Staff").id });
    expect(characteristics(g.reader, g.permanent("Sculpting Steel")).name).toBe("Chimeric Staff");
  });
});
