// 709: split cards (Fire // Ice) and 702.102: fuse (Far // Away). 709.5 (Rooms, shared type lines) isn't supported.

import { describe, expect, it } from "vitest";
import { formatManaCost } from "../../shared/mana.ts";
import { cardFacts, colorsOf, spellFacts } from "../../server/engine/layers/characteristics.ts";
import type { Spell } from "../../server/engine/kernel/state.ts";
import { duel } from "../support/scenario.ts";

const FIRE_ICE = "Fire // Ice";
const FAR_AWAY = "Far // Away";

const spellOnTop = (g: ReturnType<typeof duel>): Spell => g.state.stack.at(-1) as Spell;

describe("709 split cards", () => {
  it("709.2: a split card is one card: drawn, it is one card in hand", () => {
    const g = duel({ library: [FIRE_ICE, "Plains"] }, {}, { step: "upkeep" });
    g.passUntil("precombatMain");
    expect(g.handNames("Ana")).toEqual([FIRE_ICE]);
    expect(g.eventsOf("drew")).toEqual([expect.objectContaining({ name: FIRE_ICE })]);
  });

  it("709.3, 709.3a: the player chooses which half to cast; each half is offered, evaluated on its own", () => {
    // Two Islands pay for Ice but not for Fire.
    const g = duel({ hand: [FIRE_ICE], battlefield: ["Island", "Island"] });
    const id = g.handCard(FIRE_ICE);
    const casts = g.expectPrompt("priority").actions.filter((a) => a.kind === "cast");
    expect(casts).toEqual([
      { kind: "cast", card: id, from: "hand", affordable: false, hasTargets: true, face: 0, name: "Fire" },
      { kind: "cast", card: id, from: "hand", affordable: true, hasTargets: true, face: 1, name: "Ice" },
    ]);
    // Which half must be said: without fuse, the card has no option of its own.
    const refusal = g.refuseAnswer({ kind: "cast", card: id });
    expect(refusal.message).toContain("Fire");
    expect(refusal.message).toContain("Ice");
    expect(refusal.rule).toBe("712.11b");
  });

  it("709.3b: on the stack only the half cast exists: Ice is a blue instant with mana value 2, and does what Ice says", () => {
    const g = duel({ hand: [FIRE_ICE], battlefield: ["Island", "Island", "Grizzly Bears"] });
    g.answer({ kind: "cast", card: g.handCard(FIRE_ICE), face: 1 });
    g.targets("Grizzly Bears").autoPay();
    const ice = spellOnTop(g);
    expect(ice.face).toBe(1);
    expect(spellFacts(g.reader, ice)).toMatchObject({ manaValue: 2, chars: { name: "Ice", types: ["Instant"] } });
    expect(colorsOf(g.reader, ice)).toEqual(["U"]);
    expect(g.eventsOf("spellCast")).toEqual([expect.objectContaining({ name: "Ice" })]);
    g.passAll();
    expect(g.permanent("Grizzly Bears").tapped).toBe(true);
    expect(g.handNames("Ana")).toEqual(["Plains"]);
    // 709.4: back in the graveyard it is the whole card again.
    expect(g.graveyardNames("Ana")).toEqual([FIRE_ICE]);
  });

  it("709.3b: Fire divides its 2 damage among one or two targets", () => {
    const g = duel({ hand: [FIRE_ICE], battlefield: ["Mountain", "Mountain"] }, { battlefield: ["Llanowar Elves"] });
    g.answer({ kind: "cast", card: g.handCard(FIRE_ICE), face: 0 });
    g.targets("Ben", "Llanowar Elves").divide(1, 1).autoPay().passAll();
    expect(g.life("Ben")).toBe(19);
    expect(g.graveyardNames("Ben")).toEqual(["Llanowar Elves"]);
  });

  it("709.4, 709.4b, 709.4c: in every other zone it has both halves' characteristics combined: red and blue, mana value 4, both halves' symbols", () => {
    const g = duel({ hand: [FIRE_ICE] });
    const facts = cardFacts(g.reader, g.engine.cards.get(FIRE_ICE)!, 0);
    expect(facts.manaValue).toBe(4);
    expect(facts.chars.colors).toEqual(["R", "U"]);
    expect(facts.chars.types).toEqual(["Instant"]);
    // 709.4b's example: the combined cost sees {1} twice.
    expect(formatManaCost(facts.chars.manaCost!)).toBe("{1}{R}{1}{U}");
  });

  it("709.4a: it has two names: either may be named, not both, and it has the name chosen", () => {
    const g = duel({ hand: ["Spoils of the Vault"], battlefield: ["Swamp"], library: ["Plains", FIRE_ICE, "Plains"] });
    g.castAndPay("Spoils of the Vault").passAll();
    const prompt = g.expectPrompt("nameCard");
    expect(prompt.options).toEqual(expect.arrayContaining(["Fire", "Ice", "Insectile Aberration", "Stomp"]));
    expect(prompt.options).not.toContain(FIRE_ICE);
    g.answer({ kind: "name", name: "Ice" });
    expect(g.handNames("Ana")).toEqual([FIRE_ICE]);
    expect(g.life("Ana")).toBe(19);
  });
});

describe("702.102 fuse", () => {
  it("702.102a: from a hand, either half or both halves may be cast", () => {
    const g = duel({ hand: [FAR_AWAY], battlefield: ["Island", "Swamp", "Swamp", "Swamp", "Swamp"] });
    const names = g
      .expectPrompt("priority")
      .actions.flatMap((a) => (a.kind === "cast" ? [`${a.face ?? "-"} ${a.name}`] : []))
      .sort();
    expect(names).toEqual(["- Far // Away", "0 Far", "1 Away"]);
  });

  it("702.102b, 702.102c, 702.102d, 709.4d: a fused split spell has both halves' characteristics, costs both mana costs, and does the left half, then the right", () => {
    const g = duel({ hand: [FAR_AWAY], battlefield: ["Island", "Island", "Swamp", "Swamp", "Swamp"] }, { battlefield: ["Grizzly Bears", "Llanowar Elves"] });
    g.answer({ kind: "cast", card: g.handCard(FAR_AWAY) });
    g.targets("Grizzly Bears").targets("Ben");
    const fused = spellOnTop(g);
    expect(fused.face).toBeUndefined();
    expect(spellFacts(g.reader, fused)).toMatchObject({ manaValue: 5, chars: { name: FAR_AWAY, colors: ["U", "B"] } });
    g.autoPay();
    expect(g.state.battlefield.filter((p) => p.tapped)).toHaveLength(5);
    g.passAll();
    // Far returned the Bears first; then Away made Ben sacrifice a creature: only the Elves are left to choose.
    expect(g.expectPrompt("chooseObject", "Ben").options).toEqual([g.permanent("Llanowar Elves").id]);
    g.answer({ kind: "choose", object: g.permanent("Llanowar Elves").id });
    expect(g.handNames("Ben")).toEqual(["Grizzly Bears"]);
    expect(g.graveyardNames("Ben")).toEqual(["Llanowar Elves"]);
  });
});
