// Magic 2012's Empires cycle (each stronger while its controller has the other two: "artifacts named …", 201.2) and
// Master Thief (control for as long as its controller controls it, 611.2b).

import { describe, expect, it } from "vitest";
import { controllerOf } from "../../server/engine/layers/characteristics.ts";
import { duel } from "../support/scenario.ts";

describe("Scepter of Empires", () => {
  it("201.2: 1 damage alone, 3 damage with Crown of Empires and Throne of Empires", () => {
    const g = duel({ battlefield: ["Scepter of Empires", "Crown of Empires"] });
    g.activate("Scepter of Empires").targets("Ben").autoPay().passAll();
    expect(g.life("Ben")).toBe(19);
    const h = duel({ battlefield: ["Scepter of Empires", "Crown of Empires", "Throne of Empires"] });
    h.activate("Scepter of Empires").targets("Ben").autoPay().passAll();
    expect(h.life("Ben")).toBe(17);
  });
});

describe("Throne of Empires", () => {
  it("201.2: one Soldier alone, five with Crown of Empires and Scepter of Empires", () => {
    const g = duel({ battlefield: ["Throne of Empires", "Scepter of Empires", "Plains"] }, { battlefield: ["Crown of Empires"] });
    g.activate("Throne of Empires").autoPay().passAll();
    expect(g.permanents("Soldier Token")).toHaveLength(1);
    const h = duel({ battlefield: ["Throne of Empires", "Scepter of Empires", "Crown of Empires", "Plains"] });
    h.activate("Throne of Empires").autoPay().passAll();
    expect(h.permanents("Soldier Token")).toHaveLength(5);
  });
});

describe("Crown of Empires", () => {
  it("201.2: taps the creature alone; gains control of it with Scepter of Empires and Throne of Empires", () => {
    const g = duel({ battlefield: ["Crown of Empires", "Plains", "Plains", "Plains"] }, { battlefield: ["Hill Giant"] });
    g.activate("Crown of Empires").targets("Hill Giant").autoPay().passAll();
    expect(g.permanent("Hill Giant").tapped).toBe(true);
    expect(controllerOf(g.reader, g.permanent("Hill Giant"))).toBe(1);
    const h = duel(
      { battlefield: ["Crown of Empires", "Scepter of Empires", "Throne of Empires", "Plains", "Plains", "Plains"] },
      { battlefield: ["Hill Giant"] },
    );
    h.activate("Crown of Empires").targets("Hill Giant").autoPay().passAll();
    expect(h.permanent("Hill Giant").tapped).toBe(false);
    expect(controllerOf(h.reader, h.permanent("Hill Giant"))).toBe(0);
  });
});

describe("Master Thief", () => {
  it("611.2b: Ana controls the artifact for as long as she controls Master Thief", () => {
    const g = duel(
      { hand: ["Master Thief", "Lightning Bolt"], battlefield: ["Island", "Island", "Island", "Island", "Mountain"] },
      { battlefield: ["Throne of Empires"] },
    );
    g.castAndPay("Master Thief").passAll();
    g.targets("Throne of Empires").passAll();
    expect(controllerOf(g.reader, g.permanent("Throne of Empires"))).toBe(0);
    g.castAndPay("Lightning Bolt", "Master Thief").passAll();
    expect(controllerOf(g.reader, g.permanent("Throne of Empires"))).toBe(1);
  });
});
