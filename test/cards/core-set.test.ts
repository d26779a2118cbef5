// What makes each card of the first set special, one describe per card name.

import { describe, expect, it } from "vitest";
import { cardRegistry } from "../../server/cards/index.ts";
import { duel } from "../support/scenario.ts";

describe.each([
  ["Plains", "W"],
  ["Island", "U"],
  ["Swamp", "B"],
  ["Mountain", "R"],
  ["Forest", "G"],
] as const)("%s", (land, color) => {
  it(`305.6: a basic ${land} taps for {${color}} without using the stack`, () => {
    const g = duel({ battlefield: [land] });
    g.answer({ kind: "activateMana", source: g.permanent(land).id, ability: 0 });
    expect(g.state.players[0]!.manaPool[color]).toBe(1);
    expect(g.permanent(land).tapped).toBe(true);
    expect(g.eventsOf("stackPushed")).toHaveLength(0);
  });
});

describe.each([
  ["Grizzly Bears", "{1}{G}", ["Forest", "Forest"], [2, 2]],
  ["Hill Giant", "{3}{R}", ["Mountain", "Mountain", "Mountain", "Mountain"], [3, 3]],
  ["Savannah Lions", "{W}", ["Plains"], [2, 1]],
  ["Walking Corpse", "{1}{B}", ["Swamp", "Swamp"], [2, 2]],
  ["Coral Eel", "{1}{U}", ["Island", "Island"], [2, 1]],
] as const)("%s", (name, cost, lands, [power, toughness]) => {
  it(`208.1: a vanilla ${power}/${toughness} for ${cost} — it has exactly its printed power and toughness on the battlefield`, () => {
    const g = duel({ hand: [name], battlefield: [...lands] });
    g.castAndPay(name).passAll();
    expect(g.pt(name)).toEqual([power, toughness]);
    expect(g.state.battlefield.filter((p) => !p.tapped).map((p) => p.card)).toEqual([name]);
  });
});

describe("Isamaru, Hound of Konda", () => {
  it("205.4d: it is legendary, so the legend rule keeps only one under a player's control (704.5j)", () => {
    const g = duel({ hand: ["Isamaru, Hound of Konda"], battlefield: ["Plains", "Isamaru, Hound of Konda"] });
    g.castAndPay("Isamaru, Hound of Konda").passAll();
    const prompt = g.expectPrompt("legendRule", "Ana");
    g.answer({ kind: "choose", object: prompt.options[1]! });
    expect(g.permanents("Isamaru, Hound of Konda").map((p) => p.id)).toEqual([prompt.options[1]]);
  });
});

describe("Bronze Sable", () => {
  it("202.1: a colorless artifact creature with a generic cost, payable with colorless mana from Sol Ring", () => {
    const g = duel({ hand: ["Bronze Sable"], battlefield: ["Sol Ring"] });
    expect(cardRegistry.get("Bronze Sable")!.colors).toEqual([]);
    g.castAndPay("Bronze Sable").passAll();
    expect(g.pt("Bronze Sable")).toEqual([2, 1]);
    expect(g.permanent("Sol Ring").tapped).toBe(true);
  });
});

describe("Sol Ring", () => {
  it("106.1b: one activation adds two colorless mana", () => {
    const g = duel({ battlefield: ["Sol Ring"] });
    g.answer({ kind: "activateMana", source: g.permanent("Sol Ring").id, ability: 0 });
    expect(g.state.players[0]!.manaPool).toEqual({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 2 });
  });

  it("107.4c: colorless mana can't pay a colored symbol", () => {
    const g = duel({ hand: ["Grizzly Bears"], battlefield: ["Sol Ring"] });
    const cast = g.expectPrompt("priority").actions.find((a) => a.kind === "cast");
    expect(cast).toMatchObject({ affordable: false });
  });
});

describe("Lightning Bolt", () => {
  it("115.4: 'any target' — it can hit a player or a creature", () => {
    const g = duel({ hand: ["Lightning Bolt", "Lightning Bolt"], battlefield: ["Mountain", "Mountain"] }, { battlefield: ["Hill Giant"] });
    g.cast("Lightning Bolt");
    const options = g.expectPrompt("chooseTargets").options;
    expect(options).toEqual(expect.arrayContaining([g.target("Ana"), g.target("Ben"), g.target("Hill Giant")]));
    g.targets("Ben").autoPay().passAll();
    g.castAndPay("Lightning Bolt", "Hill Giant").passAll();
    expect(g.life("Ben")).toBe(17);
    expect(g.graveyardNames("Ben")).toEqual(["Hill Giant"]);
  });
});

describe("Giant Growth", () => {
  it("611.2a: +3/+3 lasts until end of turn and ends in the cleanup step (514.2)", () => {
    const g = duel({ hand: ["Giant Growth"], battlefield: ["Forest", "Grizzly Bears"] });
    g.castAndPay("Giant Growth", "Grizzly Bears").passAll();
    expect(g.pt("Grizzly Bears")).toEqual([5, 5]);
    g.passUntil("upkeep", 4);
    expect(g.pt("Grizzly Bears")).toEqual([2, 2]);
    expect(g.state.effects).toEqual([]);
  });
});

describe("Divination", () => {
  it("121.2: its controller draws two cards, one at a time from the top", () => {
    const g = duel({ hand: ["Divination"], battlefield: ["Island", "Island", "Island"], library: ["Hill Giant", "Coral Eel", "Forest"] });
    g.castAndPay("Divination").passAll();
    expect(g.handNames("Ana")).toEqual(["Hill Giant", "Coral Eel"]);
    expect(g.state.players[0]!.library).toEqual(["Forest"]);
    expect(g.graveyardNames("Ana")).toEqual(["Divination"]);
  });

  it("307.1: it is a sorcery — it can't be cast in an opponent's turn", () => {
    const g = duel({}, { hand: ["Divination"], battlefield: ["Island", "Island", "Island"] });
    g.pass();
    expect(g.refuseAnswer({ kind: "cast", card: g.handCard("Divination") }).rule).toBe("117.1a");
  });
});

describe("Holy Strength", () => {
  it("303.4a, 604: it targets a creature as it is cast and the enchanted creature gets +1/+2 while it is attached", () => {
    const g = duel({ hand: ["Holy Strength"], battlefield: ["Plains", "Savannah Lions"] });
    g.cast("Holy Strength");
    expect(g.expectPrompt("chooseTargets").text).toBe("enchant creature");
    g.targets("Savannah Lions").autoPay().passAll();
    expect(g.pt("Savannah Lions")).toEqual([3, 3]);
  });
});
