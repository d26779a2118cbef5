// 701.42 and 712.4–712.21: meld. Midnight Scavengers and Graf Rats meld into Chittering Host (712.5a), one permanent
// represented by two cards; and the examples of 712.21 with the cards they name.

import { describe, expect, it } from "vitest";
import { characteristics, keywordsOf, permanentFacts } from "../../server/engine/layers/characteristics.ts";
import type { Permanent } from "../../server/engine/kernel/state.ts";
import { redactEvent } from "../../server/engine/objects/visibility.ts";
import { duel, type Scenario, type Side } from "../support/scenario.ts";
import { testDuel } from "../support/test-cards.ts";

const RATS = "Graf Rats // Chittering Host";
const SCAVENGERS = "Midnight Scavengers // Chittering Host";
/** Chittering Host, melded, as a sandbox permanent. */
const HOST = { card: RATS, melded: SCAVENGERS, label: "host" };

function host(g: Scenario): Permanent {
  const found = g.state.battlefield.find((p) => p.melded !== undefined);
  if (!found) throw new Error("no melded permanent on the battlefield");
  return found;
}

/** Answers a chooseOption prompt with the option named. */
function choose(g: Scenario, option: string): Scenario {
  expect(g.expectPrompt("chooseOption").options).toContain(option);
  return g.answer({ kind: "option", option });
}

/** Ben casts Diabolic Edict targeting Ana in her main phase; Ana sacrifices her only creature. */
function benEdictsAna(g: Scenario): Scenario {
  g.pass();
  g.castAndPay("Diabolic Edict", "Ana");
  g.passAll();
  if (g.prompt.kind === "chooseObject") g.answer({ kind: "choose", object: g.prompt.options[0]! });
  return g;
}

const edictBen: Side = { hand: ["Diabolic Edict"], battlefield: ["Swamp", "Swamp"] };

describe("701.42, 712.4: meld", () => {
  it("701.42a, 712.4a, 712.5a, 712.14c: at the beginning of combat Graf Rats exiles itself and Midnight Scavengers and melds them into Chittering Host: one permanent, two cards, back faces up", () => {
    const g = duel({ battlefield: [RATS, SCAVENGERS, "Grizzly Bears"] });
    g.passUntil("beginningOfCombat");
    expect(g.stackNames()).toEqual([RATS]);
    g.passAll();
    expect(g.state.battlefield).toHaveLength(2);
    const melded = host(g);
    expect(melded).toMatchObject({ card: RATS, melded: SCAVENGERS, face: 1, owner: 0 });
    expect(g.state.exile).toEqual([]);
    expect(characteristics(g.reader, melded)).toMatchObject({ name: "Chittering Host", types: ["Creature"], subtypes: ["Eldrazi", "Horror"], colors: ["B"] });
    expect(keywordsOf(g.reader, melded)).toEqual(["Haste", "Menace"]);
    expect(g.eventsOf("permanentEntered").at(-1)).toMatchObject({ object: melded.id, name: "Chittering Host", from: "exile" });
    expect(g.log()).toContain("Chittering Host is put onto the battlefield from exile.");
    // Its own ability: other creatures Ana controls get +1/+0 and menace.
    g.passAll();
    expect(g.pt("Grizzly Bears")).toEqual([3, 2]);
    expect(keywordsOf(g.reader, g.permanent("Grizzly Bears"))).toContain("Menace");
    expect([characteristics(g.reader, melded).power, characteristics(g.reader, melded).toughness]).toEqual([5, 6]);
  });

  it("603.4, 701.42: it triggers only if Ana both owns and controls Graf Rats and a creature named Midnight Scavengers", () => {
    const g = duel({ battlefield: [RATS] }, { battlefield: [{ card: SCAVENGERS, controller: "Ana" }] });
    g.passUntil("beginningOfCombat");
    expect(g.stackNames()).toEqual([]);
    expect(g.state.battlefield).toHaveLength(2);
  });

  it("603.4: the 'if' is checked again as it resolves: with Midnight Scavengers gone, nothing is exiled or melded", () => {
    const g = duel({ battlefield: [RATS, SCAVENGERS, "Mountain"], hand: ["Lightning Bolt"] });
    g.passUntil("beginningOfCombat");
    g.castAndPay("Lightning Bolt", SCAVENGERS).passAll();
    expect(g.graveyardNames("Ana")).toContain(SCAVENGERS);
    g.passAll();
    expect(g.stackNames()).toEqual([]);
    expect(g.permanent(RATS).melded).toBeUndefined();
    expect(g.state.exile).toEqual([]);
  });

  it("712.8g, 202.3c: a melded permanent's mana value is its front faces' together (5 + 2); a copy of it has mana value 0", () => {
    const g = duel({ battlefield: [HOST, "Island", "Island", "Island", "Island"], hand: ["Clone"] });
    expect(permanentFacts(g.reader, host(g)).manaValue).toBe(7);
    g.castAndPay("Clone").passAll();
    g.answer({ kind: "choose", object: host(g).id });
    const clone = g.permanent("Clone");
    expect(characteristics(g.reader, clone)).toMatchObject({ name: "Chittering Host", power: 5, toughness: 6 });
    expect(permanentFacts(g.reader, clone).manaValue).toBe(0);
    expect(clone.melded).toBeUndefined();
  });

  it("712.8a, 712.8b, 712.11: in a hand and on the stack a meld card has only its front face's characteristics; its combined face is never offered", () => {
    const g = duel({ hand: [RATS], battlefield: ["Swamp", "Swamp"] });
    const casts = g.expectPrompt("priority").actions.filter((a) => a.kind === "cast");
    expect(casts).toEqual([expect.objectContaining({ card: g.handCard(RATS), name: "Graf Rats" })]);
    expect(casts[0]).not.toHaveProperty("face");
    expect(g.refuseAnswer({ kind: "cast", card: g.handCard(RATS), face: 1 }).message).toContain("Graf Rats");
    g.castAndPay(RATS);
    const spell = g.state.stack[0]!;
    expect(spell.kind === "spell" && spell.face).toBeFalsy();
    g.passAll();
    expect(characteristics(g.reader, g.permanent(RATS))).toMatchObject({ name: "Graf Rats", power: 2, toughness: 1 });
    expect(permanentFacts(g.reader, g.permanent(RATS)).manaValue).toBe(2);
  });

  it("712.4b, 701.42b: the combined face is a permanent only as a melded pair: a sandbox refuses a meld card with its back face up alone, and two cards that aren't a meld pair", () => {
    const alone = duel.bind(null, { battlefield: [{ card: RATS, face: 1 }] });
    expect(alone).toThrow(/no back face/);
    const notAPair = duel.bind(null, { battlefield: [{ card: RATS, melded: "Grizzly Bears" }] });
    expect(notAPair).toThrow(/not a meld pair/);
    const twice = duel.bind(null, { battlefield: [{ card: RATS, melded: RATS }] });
    expect(twice).toThrow(/not a meld pair/);
  });

  it("712.4c: a melded permanent can't transform: the instruction is ignored", () => {
    const g = testDuel({ battlefield: [HOST], hand: ["Test Transform Spell"] });
    g.castAndPay("Test Transform Spell", RATS).passAll();
    expect(host(g)).toMatchObject({ face: 1, melded: SCAVENGERS });
    expect(g.eventsOf("transformed")).toEqual([]);
  });
});

describe("712.21: a melded permanent leaving the battlefield", () => {
  it("712.21, 712.21a: sacrificed, one permanent leaves and both cards go to its owner's graveyard, in the order the owner chooses", () => {
    const g = duel({ battlefield: [HOST] }, edictBen);
    const id = host(g).id;
    g.pass();
    g.castAndPay("Diabolic Edict", "Ana").passAll();
    if (g.prompt.kind === "chooseObject") g.answer({ kind: "choose", object: id });
    const order = g.expectPrompt("chooseOption", "Ana");
    expect(order.options).toEqual(["Graf Rats", "Midnight Scavengers"]);
    expect(order.text).toContain("712.21a");
    choose(g, "Midnight Scavengers");
    expect(g.state.battlefield).toEqual([expect.objectContaining({ card: "Swamp" }), expect.objectContaining({ card: "Swamp" })]);
    // The last card is on top: Graf Rats, put there second.
    expect(g.graveyardNames("Ana")).toEqual([SCAVENGERS, RATS]);
    const moved = g.eventsOf("zoneChanged").filter((e) => e.oldId === id);
    expect(moved.map((e) => [e.name, e.to, e.meldedCard])).toEqual([
      [SCAVENGERS, "graveyard", 1],
      [RATS, "graveyard", 2],
    ]);
  });

  it("712.21 (example): Chittering Host dies: 'whenever a creature dies' triggers once, 'whenever a card is put into a graveyard from anywhere' twice", () => {
    const g = duel({ battlefield: [HOST] }, { ...edictBen, battlefield: [...edictBen.battlefield!, "Moonlit Wake", "Vulturous Zombie"] });
    benEdictsAna(g);
    choose(g, "Graf Rats");
    g.answer({ kind: "order", order: [0, 1, 2] });
    expect(g.stackNames().sort()).toEqual(["Moonlit Wake", "Vulturous Zombie", "Vulturous Zombie"]);
    g.passAll().passAll().passAll();
    expect(g.life("Ben")).toBe(21);
    expect(g.permanent("Vulturous Zombie").counters).toEqual({ "+1/+1": 2 });
  });

  it("712.21e: a melded permanent that leaves counts as one object and two cards", () => {
    const g = duel({ battlefield: [HOST] }, edictBen);
    const id = host(g).id;
    benEdictsAna(g);
    choose(g, "Graf Rats");
    const moved = g.eventsOf("zoneChanged").filter((e) => e.oldId === id);
    // Two cards moved; one object left the battlefield (the second card's event says it is the same one).
    expect(moved).toHaveLength(2);
    expect(moved.map((e) => e.meldedCard)).toEqual([1, 2]);
    expect(g.graveyardNames("Ana")).toHaveLength(2);
  });

  it("712.21b: exiled, the player who exiles it chooses the order of the two cards in exile (their timestamps)", () => {
    const g = duel({ battlefield: [HOST] }, { hand: ["Otherworldly Journey"], battlefield: ["Plains", "Plains"] });
    g.pass();
    g.castAndPay("Otherworldly Journey", RATS).passAll();
    const order = g.expectPrompt("chooseOption", "Ben");
    expect(order.text).toContain("712.21b");
    choose(g, "Midnight Scavengers");
    expect(g.state.exile.map((c) => c.card)).toEqual([SCAVENGERS, RATS]);
    // 712.21c: each of them is the card the melded permanent became.
    const [first, second] = g.state.exile;
    expect(first!.melded).toBe(second!.id);
    expect(second!.melded).toBe(first!.id);
  });

  it("712.21b (example): as Duplicant's first ability exiles Chittering Host, Duplicant's controller chooses whether the last creature card exiled is Midnight Scavengers or Graf Rats", () => {
    for (const [first, last, pt, subtypes] of [
      ["Graf Rats", "Midnight Scavengers", [3, 3], ["Shapeshifter", "Human", "Rogue"]],
      ["Midnight Scavengers", "Graf Rats", [2, 1], ["Shapeshifter", "Rat"]],
    ] as const) {
      const g = duel({ hand: ["Duplicant"], battlefield: Array(6).fill("Plains") }, { battlefield: [HOST] });
      g.castAndPay("Duplicant").passAll();
      g.targets(RATS);
      g.passAll();
      choose(g, "yes");
      const order = g.expectPrompt("chooseOption", "Ana");
      expect(order.text).toContain("712.21b");
      choose(g, first);
      expect(g.state.exile.map((c) => c.card.split(" // ")[0])).toEqual([first, last]);
      expect(g.state.exile.every((c) => c.exiledWith === g.permanent("Duplicant").id)).toBe(true);
      expect(g.pt("Duplicant")).toEqual(pt);
      expect(characteristics(g.reader, g.permanent("Duplicant")).subtypes).toEqual(subtypes);
    }
  });

  it("712.21c (example): Otherworldly Journey exiles Chittering Host; at the beginning of the next end step Midnight Scavengers and Graf Rats both return, each with a +1/+1 counter", () => {
    const g = duel({ battlefield: [HOST, "Plains", "Plains"], hand: ["Otherworldly Journey"] });
    g.castAndPay("Otherworldly Journey", RATS).passAll();
    choose(g, "Graf Rats");
    expect(g.state.battlefield.filter((p) => p.card !== "Plains")).toEqual([]);
    g.passUntil("end");
    expect(g.stackNames()).toEqual(["Otherworldly Journey"]);
    g.passAll();
    expect(g.state.exile).toEqual([]);
    const back = g.state.battlefield.filter((p) => p.card !== "Plains");
    expect(back.map((p) => [p.card, p.melded, p.face, p.counters])).toEqual([
      [RATS, undefined, undefined, { "+1/+1": 1 }],
      [SCAVENGERS, undefined, undefined, { "+1/+1": 1 }],
    ]);
    expect(g.pt(RATS)).toEqual([3, 2]);
    expect(g.pt(SCAVENGERS)).toEqual([4, 4]);
  });

  it("712.21c (example): a Chittering Host enchanted by False Demise dies; the triggered ability returns both Midnight Scavengers and Graf Rats to the battlefield", () => {
    const g = duel({ battlefield: [HOST, { card: "False Demise", attachedTo: "host" }] }, edictBen);
    benEdictsAna(g);
    choose(g, "Graf Rats");
    expect(g.stackNames()).toEqual(["False Demise"]);
    g.passAll();
    const back = g.state.battlefield.filter((p) => p.card === RATS || p.card === SCAVENGERS);
    expect(back.map((p) => [p.card, p.melded, p.owner])).toEqual([
      [RATS, undefined, 0],
      [SCAVENGERS, undefined, 0],
    ]);
    expect(g.graveyardNames("Ana")).toEqual(["False Demise"]);
  });

  it("712.21d (example): with Leyline of the Void and Wheel of Sun and Moon, Chittering Host's controller chooses one effect for the event, and Midnight Scavengers and Graf Rats both go to that zone", () => {
    for (const [effect, zone] of [
      ["Leyline of the Void", "exile"],
      ["Wheel of Sun and Moon", "library"],
    ] as const) {
      const g = duel(
        { battlefield: [HOST], library: ["Plains"] },
        { ...edictBen, battlefield: [...edictBen.battlefield!, "Leyline of the Void", { card: "Wheel of Sun and Moon", attachedToPlayer: "Ana" }] },
      );
      benEdictsAna(g);
      const replacement = g.expectPrompt("chooseOption", "Ana");
      expect(replacement.text).toContain("616.1");
      g.answer({ kind: "option", option: replacement.options.find((o) => o.startsWith(effect))! });
      // 712.21a, 712.21b: the order of the two cards is chosen, then both are where the effect sent them.
      choose(g, "Midnight Scavengers");
      expect(g.graveyardNames("Ana")).toEqual([]);
      if (zone === "exile") expect(g.state.exile.map((c) => c.card)).toEqual([SCAVENGERS, RATS]);
      else {
        expect(g.state.exile).toEqual([]);
        expect(g.state.players[0]!.library).toEqual(["Plains", SCAVENGERS, RATS]);
        // Both revealed at once: the owner doesn't reveal their order (712.21a).
        expect(g.eventsOf("revealed").map((e) => e.names)).toEqual([[RATS, SCAVENGERS]]);
        const intoLibrary = g.eventsOf("zoneChanged").filter((e) => e.to === "library");
        expect(intoLibrary.map((e) => redactEvent(e, 1))).toEqual(intoLibrary.map((e) => ({ ...e, name: null, newId: null })));
        expect(intoLibrary.map((e) => redactEvent(e, 0))).toEqual(intoLibrary);
      }
      expect(g.eventsOf("replaced")).toHaveLength(1);
    }
  });

  it("712.21c (example): as Mimic Vat's triggered ability resolves, its controller makes a single choice and both cards that represented Chittering Host are exiled, or neither is", () => {
    for (const answer of ["yes", "no"]) {
      const g = duel(
        { battlefield: [HOST, "Grizzly Bears", "Swamp", "Swamp"], hand: ["Innocent Blood", "Innocent Blood"] },
        { battlefield: ["Mimic Vat", "Island", "Island", "Island"] },
      );
      // First a Grizzly Bears, exiled with the Vat.
      g.castAndPay("Innocent Blood").passAll();
      g.answer({ kind: "choose", object: g.permanent("Grizzly Bears").id });
      g.passAll();
      choose(g, "yes");
      expect(g.state.exile.map((c) => c.card)).toEqual(["Grizzly Bears"]);
      // Then Chittering Host: the Vat triggers once.
      g.castAndPay("Innocent Blood").passAll();
      g.answer({ kind: "choose", object: host(g).id });
      choose(g, "Graf Rats");
      expect(g.stackNames()).toEqual(["Mimic Vat"]);
      g.passAll();
      choose(g, answer);
      expect(g.prompt.kind).toBe("priority");
      if (answer === "yes") {
        expect(g.state.exile.map((c) => c.card)).toEqual([RATS, SCAVENGERS]);
        // "If you do": each other card exiled with it goes back to its owner's graveyard.
        expect(g.graveyardNames("Ana")).toEqual(["Innocent Blood", "Innocent Blood", "Grizzly Bears"]);
        // Both are cards exiled with Mimic Vat: its second ability copies one of them, of Ben's choice.
        g.pass().activate("Mimic Vat", 1).autoPay().passAll();
        const prompt = g.expectPrompt("chooseObject", "Ben");
        const exiled = (id: number) => g.state.exile.find((c) => c.id === id)?.card;
        expect(prompt.options.map(exiled)).toEqual([RATS, SCAVENGERS]);
        g.answer({ kind: "choose", object: prompt.options.find((id) => exiled(id) === RATS)! });
        expect(characteristics(g.reader, g.permanent("Token")).name).toBe("Graf Rats");
      } else {
        expect(g.state.exile.map((c) => c.card)).toEqual(["Grizzly Bears"]);
        expect(g.graveyardNames("Ana")).toEqual(["Innocent Blood", RATS, SCAVENGERS, "Innocent Blood"]);
      }
    }
  });
});
