// Creatures that get +1/+1 as long as their controller controls a land of one basic land type (611.3a), each with
// an activated ability: Dauntless River Marshal, Jorubai Murk Lurker, Kird Chieftain, Nightfire Giant, Sunblade Elf.

import { describe, expect, it } from "vitest";
import { keywordsOf } from "../../server/engine/layers/characteristics.ts";
import { duel } from "../support/scenario.ts";

describe("Dauntless River Marshal", () => {
  it("611.3a: +1/+1 only while you control an Island; {3}{U} taps target creature", () => {
    expect(duel({ battlefield: ["Dauntless River Marshal"] }, { battlefield: ["Island"] }).pt("Dauntless River Marshal")).toEqual([2, 1]);
    const g = duel({ battlefield: ["Dauntless River Marshal", "Island", "Island", "Island", "Island"] }, { battlefield: ["Grizzly Bears"] });
    expect(g.pt("Dauntless River Marshal")).toEqual([3, 2]);
    g.activate("Dauntless River Marshal", "p1").targets("Grizzly Bears").autoPay().passAll();
    expect(g.permanent("Grizzly Bears").tapped).toBe(true);
  });
});

describe("Jorubai Murk Lurker", () => {
  it("611.3a: +1/+1 only while you control a Swamp; {1}{B} gives target creature lifelink", () => {
    expect(duel({ battlefield: ["Jorubai Murk Lurker", "Island"] }).pt("Jorubai Murk Lurker")).toEqual([1, 3]);
    const g = duel({ battlefield: ["Jorubai Murk Lurker", "Swamp", "Swamp", "Grizzly Bears"] });
    expect(g.pt("Jorubai Murk Lurker")).toEqual([2, 4]);
    g.activate("Jorubai Murk Lurker", "p1").targets("Grizzly Bears").autoPay().passAll();
    expect([...keywordsOf(g.reader, g.permanent("Grizzly Bears"))]).toContain("Lifelink");
  });
});

describe("Kird Chieftain", () => {
  it("611.3a: +1/+1 only while you control a Forest; {4}{G} gives +2/+2 and trample", () => {
    expect(duel({ battlefield: ["Kird Chieftain"] }, { battlefield: ["Forest"] }).pt("Kird Chieftain")).toEqual([3, 3]);
    const g = duel({ battlefield: ["Kird Chieftain", "Forest", "Forest", "Forest", "Forest", "Forest", "Grizzly Bears"] });
    expect(g.pt("Kird Chieftain")).toEqual([4, 4]);
    g.activate("Kird Chieftain", "p1").targets("Grizzly Bears").autoPay().passAll();
    expect(g.pt("Grizzly Bears")).toEqual([4, 4]);
    expect([...keywordsOf(g.reader, g.permanent("Grizzly Bears"))]).toContain("Trample");
  });
});

describe("Nightfire Giant", () => {
  it("611.3a: +1/+1 only while you control a Mountain; {4}{R} deals 2 damage to any target", () => {
    expect(duel({ battlefield: ["Nightfire Giant", "Swamp"] }).pt("Nightfire Giant")).toEqual([4, 3]);
    const g = duel({ battlefield: ["Nightfire Giant", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain"] });
    expect(g.pt("Nightfire Giant")).toEqual([5, 4]);
    g.activate("Nightfire Giant", "p1").targets("Ben").autoPay().passAll();
    expect(g.life("Ben")).toBe(18);
  });
});

describe("Sunblade Elf", () => {
  it("611.3a: +1/+1 only while you control a Plains; {4}{W} pumps only your creatures", () => {
    expect(duel({ battlefield: ["Sunblade Elf"] }, { battlefield: ["Plains"] }).pt("Sunblade Elf")).toEqual([1, 1]);
    const g = duel({ battlefield: ["Sunblade Elf", "Plains", "Plains", "Plains", "Plains", "Plains", "Grizzly Bears"] }, { battlefield: ["Hill Giant"] });
    expect(g.pt("Sunblade Elf")).toEqual([2, 2]);
    g.activate("Sunblade Elf", "p1").autoPay().passAll();
    expect(g.pt("Sunblade Elf")).toEqual([3, 3]);
    expect(g.pt("Grizzly Bears")).toEqual([3, 3]);
    expect(g.pt("Hill Giant")).toEqual([3, 3]);
  });
});
