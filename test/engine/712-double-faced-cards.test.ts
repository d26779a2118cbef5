// 712: double-faced cards; 701.27: transform. Delver of Secrets // Insectile Aberration and Village Ironsmith // Ironfang
// (nonmodal), Bala Ged Recovery // Bala Ged Sanctuary and Kazandu Mammoth // Kazandu Valley (modal), and test-only
// cards for what the real ones can't reach (an activated "transform", a face that is a sorcery, a transform spell).
// 712.9's examples: Clone copying Wildblood Pack (Instigator Gang's back face); Cytoshape making Kruin Outlaw a copy of
// Elite Vanguard before Moonmist. 712.13a's is in 730-day-and-night.test.ts, with daybound.

import { describe, expect, it } from "vitest";
import { HAND_WRITTEN_CARDS, buildRegistry, TOKENS } from "../../server/cards/index.ts";
import { ability, cost, effect, modalDoubleFaced, transforming } from "../../server/card-language/card-dsl.ts";
import { createEngine } from "../../server/engine/engine.ts";
import { cardFacts, characteristics, colorsOf, keywordsOf, permanentFacts, spellFacts } from "../../server/engine/layers/characteristics.ts";
import type { Spell } from "../../server/engine/kernel/state.ts";
import { duel, type Side } from "../support/scenario.ts";
import { transformSpell as moonmist } from "../support/test-cards.ts";
import { castCopying, chooseToCopy } from "../support/copies.ts";

const DELVER = "Delver of Secrets // Insectile Aberration";
const IRONSMITH = "Village Ironsmith // Ironfang";
const BALA_GED = "Bala Ged Recovery // Bala Ged Sanctuary";
const MAMMOTH = "Kazandu Mammoth // Kazandu Valley";
const GANG = "Instigator Gang // Wildblood Pack";
const OUTLAW = "Kruin Outlaw // Terror of Kruin Pass";

/** "{0}: Transform this." on both faces: two activations can be on the stack at once (701.27f). */
const flipper = transforming(
  {
    name: "Test Flipper",
    cost: "{0}",
    types: ["Artifact"],
    text: "{0}: Transform Test Flipper.",
    abilities: [ability.activated(cost(null), "Transform Test Flipper.", { effects: [effect.transform()] })],
  },
  {
    name: "Test Flipped",
    colorIndicator: ["U"],
    types: ["Artifact"],
    text: "{0}: Transform Test Flipped.",
    abilities: [ability.activated(cost(null), "Transform Test Flipped.", { effects: [effect.transform()] })],
  },
);
/** A modal double-faced card whose back face is a sorcery (701.27d, 712.10). */
const sorceryBacked = modalDoubleFaced(
  { name: "Test Bear Front", cost: "{1}{G}", types: ["Creature"], subtypes: ["Bear"], pt: [2, 2] },
  { name: "Test Sorcery Back", cost: "{G}", types: ["Sorcery"], text: "Draw a card.", spell: { effects: [effect.drawCards(1)] } },
);
const engine = createEngine(buildRegistry([...HAND_WRITTEN_CARDS, ...TOKENS, flipper, sorceryBacked, moonmist]));
const testDuel = (ana: Side, ben: Side = {}) => duel(ana, ben, {}, engine);

describe("712 double-faced cards", () => {
  it("712.8a: in a hand a double-faced card has only its front face's characteristics", () => {
    const g = duel({ hand: [DELVER, BALA_GED] });
    const facts = (name: string) => cardFacts(g.reader, g.engine.cards.get(name)!, 0);
    expect(facts(DELVER).chars).toMatchObject({ name: "Delver of Secrets", types: ["Creature"], power: 1, toughness: 1 });
    expect(facts(BALA_GED).chars).toMatchObject({ name: "Bala Ged Recovery", types: ["Sorcery"] });
    expect(facts(BALA_GED).manaValue).toBe(3);
  });

  it("712.11, 712.11c: a nonmodal double-faced card is cast with its front face up; its back face is never offered", () => {
    const g = duel({ hand: [DELVER], battlefield: ["Island"] });
    const casts = g.expectPrompt("priority").actions.filter((a) => a.kind === "cast");
    expect(casts).toEqual([expect.objectContaining({ card: g.handCard(DELVER), name: "Delver of Secrets" })]);
    expect(casts[0]).not.toHaveProperty("face");
    expect(g.refuseAnswer({ kind: "cast", card: g.handCard(DELVER), face: 1 }).message).toContain("Delver of Secrets");
  });

  it("712.13, 712.8d: it resolves with the face it had on the stack up: Delver of Secrets, a 1/1", () => {
    const g = duel({ hand: [DELVER], battlefield: ["Island"] });
    g.castAndPay(DELVER).passAll();
    const perm = g.permanent(DELVER);
    expect(perm.face).toBeUndefined();
    expect(characteristics(g.reader, perm)).toMatchObject({ name: "Delver of Secrets", subtypes: ["Human", "Wizard"] });
    expect(g.pt(DELVER)).toEqual([1, 1]);
    expect(g.eventsOf("permanentEntered").at(-1)).toMatchObject({ name: "Delver of Secrets" });
  });

  it("701.27a, 712.8e, 202.3b: Delver reveals an instant and transforms: only Insectile Aberration's characteristics, its front face's mana value", () => {
    const g = duel({ battlefield: [DELVER], library: ["Lightning Bolt", "Plains"] });
    g.passUntil("upkeep", 5);
    expect(g.stackNames()).toEqual([DELVER]);
    g.passAll();
    const prompt = g.expectPrompt("chooseOption", "Ana");
    expect(prompt.text).toContain("Lightning Bolt");
    g.answer({ kind: "option", option: "reveal" });
    const perm = g.permanent(DELVER);
    expect(perm.face).toBe(1);
    expect(characteristics(g.reader, perm)).toMatchObject({ name: "Insectile Aberration", subtypes: ["Human", "Insect"], manaCost: null });
    expect(colorsOf(g.reader, perm)).toEqual(["U"]);
    expect(g.pt(DELVER)).toEqual([3, 2]);
    expect(keywordsOf(g.reader, perm)).toEqual(["Flying"]);
    expect(permanentFacts(g.reader, perm).manaValue).toBe(1);
    expect(g.log()).toContain("Delver of Secrets transforms into Insectile Aberration (701.27a).");
  });

  it("701.27a: a card not revealed, or revealed but not an instant or sorcery, doesn't transform Delver", () => {
    const g = duel({ battlefield: [DELVER], library: ["Lightning Bolt", "Forest", "Forest"] });
    g.passUntil("upkeep", 5).passAll();
    g.answer({ kind: "option", option: "don't reveal" });
    expect(g.eventsOf("revealed")).toEqual([]);
    g.passUntil("upkeep", 7).passAll();
    // Forest is on top now (Lightning Bolt was drawn).
    expect(g.expectPrompt("chooseOption").text).toContain("Forest");
    g.answer({ kind: "option", option: "reveal" });
    expect(g.eventsOf("revealed")).toEqual([expect.objectContaining({ names: ["Forest"] })]);
    expect(g.permanent(DELVER).face).toBeUndefined();
  });

  it("712.18, 613.7g: transformed, it is the same object: counters, Aura and effects stay (712.18's example, with Giant Growth)", () => {
    const g = duel(
      {
        battlefield: [{ card: IRONSMITH, label: "smith", counters: { "+1/+1": 1 } }, { card: "Rancor", attachedTo: "smith" }, "Forest"],
        hand: ["Giant Growth"],
      },
      {},
      { turn: 3 },
    );
    const before = g.permanent(IRONSMITH);
    // No spell is cast in turn 3: at the beginning of Ben's upkeep, Village Ironsmith's ability triggers (603.4).
    g.passUntil("upkeep", 4);
    expect(g.stackNames()).toEqual([IRONSMITH]);
    g.pass(); // Ben
    g.castAndPay("Giant Growth", IRONSMITH).passAll();
    expect(g.pt(IRONSMITH)).toEqual([1 + 1 + 2 + 3, 1 + 1 + 3]);
    g.passAll();
    const after = g.permanent(IRONSMITH);
    expect(after.id).toBe(before.id);
    expect(characteristics(g.reader, after).name).toBe("Ironfang");
    expect(after.counters).toEqual({ "+1/+1": 1 });
    expect(g.permanent("Rancor").attachedTo).toBe(after.id);
    // Ironfang 3/1, +1/+1 counter, Rancor's +2/+0 and Giant Growth's +3/+3, which keeps applying.
    expect(g.pt(IRONSMITH)).toEqual([3 + 1 + 2 + 3, 1 + 1 + 3]);
    expect(keywordsOf(g.reader, after)).toEqual(expect.arrayContaining(["First strike", "Trample"]));
    expect(after.timestamp).toBeGreaterThan(before.timestamp);
  });

  it("603.4: Village Ironsmith doesn't transform if a spell was cast last turn; Ironfang transforms back after a player cast two", () => {
    const g = duel({ battlefield: [IRONSMITH, "Mountain", "Mountain"], hand: ["Lightning Bolt", "Lightning Bolt"] });
    g.castAndPay("Lightning Bolt", "Ben").passAll();
    g.passUntil("upkeep", 4);
    expect(g.stackNames()).toEqual([]);
    // Nothing is cast in turn 4: it transforms at the beginning of turn 5's upkeep.
    g.passUntil("upkeep", 5).passAll();
    expect(characteristics(g.reader, g.permanent(IRONSMITH)).name).toBe("Ironfang");
    // One spell in turn 5 isn't enough for Ironfang; two in turn 6 are.
    g.passUntil("precombatMain", 5);
    g.castAndPay("Lightning Bolt", "Ben").passAll();
    g.passUntil("upkeep", 6);
    expect(g.stackNames()).toEqual([]);
    expect(g.state.spellsCastLastTurn).toEqual([0]);
  });

  it("603.4: Ironfang transforms when a player cast two or more spells last turn, not when two players cast one each", () => {
    const twoByAna = duel({ battlefield: [{ card: IRONSMITH, face: 1 }, "Mountain", "Mountain"], hand: ["Lightning Bolt", "Lightning Bolt"] });
    twoByAna.castAndPay("Lightning Bolt", "Ben").passAll();
    twoByAna.castAndPay("Lightning Bolt", "Ben").passAll();
    twoByAna.passUntil("upkeep", 4).passAll();
    expect(twoByAna.permanent(IRONSMITH).face).toBeUndefined();
    expect(characteristics(twoByAna.reader, twoByAna.permanent(IRONSMITH)).name).toBe("Village Ironsmith");

    const oneEach = duel({ battlefield: [{ card: IRONSMITH, face: 1 }, "Mountain"], hand: ["Lightning Bolt"] }, { battlefield: ["Mountain"], hand: ["Shock"] });
    oneEach.castAndPay("Lightning Bolt", "Ben");
    oneEach.pass();
    oneEach.castAndPay("Shock", "Ana").passAll();
    oneEach.passAll();
    oneEach.passUntil("upkeep", 4);
    expect(oneEach.state.spellsCastLastTurn).toEqual([0, 1]);
    expect(oneEach.stackNames()).toEqual([]);
  });

  it("701.27f: an ability of a permanent doesn't transform it if it has transformed since the ability was put on the stack", () => {
    const g = testDuel({ battlefield: ["Test Flipper // Test Flipped"] });
    g.activate("Test Flipper // Test Flipped", "p0");
    g.activate("Test Flipper // Test Flipped", "p0");
    g.passAll();
    expect(g.permanent("Test Flipper // Test Flipped").face).toBe(1);
    g.passAll();
    // The first activation was on the stack before the permanent transformed: its instruction is ignored.
    expect(g.permanent("Test Flipper // Test Flipped").face).toBe(1);
    expect(g.eventsOf("transformed")).toHaveLength(1);
    // Activated after it transformed, the back face's ability transforms it back.
    g.activate("Test Flipper // Test Flipped", "p0").passAll();
    expect(g.permanent("Test Flipper // Test Flipped").face).toBeUndefined();
  });

  it("701.27c, 712.9: an instruction to transform a permanent that isn't a double-faced card does nothing", () => {
    const g = testDuel({ hand: ["Test Transform Spell"], battlefield: ["Grizzly Bears"] });
    g.castAndPay("Test Transform Spell", "Grizzly Bears").passAll();
    expect(g.permanent("Grizzly Bears").face).toBeUndefined();
    expect(g.eventsOf("transformed")).toEqual([]);
  });

  it("712.9 (example), 712.8e: a Clone that enters as a copy of Wildblood Pack is a copy of it (mana value 0), and can't transform", () => {
    const g = duel(
      { hand: ["Clone", "Lightning Bolt"], battlefield: ["Island", "Island", "Island", "Island", "Mountain"] },
      { battlefield: [{ card: GANG, face: 1 }] },
    );
    castCopying(g, "Clone", GANG);
    const clone = g.permanent("Clone");
    expect(characteristics(g.reader, clone)).toMatchObject({ name: "Wildblood Pack", subtypes: ["Werewolf"], keywords: ["Trample"] });
    expect(g.pt("Clone")).toEqual([5, 5]);
    expect(permanentFacts(g.reader, clone).manaValue).toBe(0);
    expect(permanentFacts(g.reader, g.permanent(GANG)).manaValue).toBe(4);
    // Two spells this turn: at the next upkeep both Wildblood Packs' abilities trigger; only the double-faced card transforms.
    g.castAndPay("Lightning Bolt", "Ben").passAll();
    g.passUntil("upkeep", 4);
    expect(g.stackNames().sort()).toEqual(["Clone", GANG]);
    g.passAll().passAll();
    expect(g.stackNames()).toEqual([]);
    expect(g.eventsOf("transformed")).toEqual([expect.objectContaining({ name: "Wildblood Pack", into: "Instigator Gang" })]);
    expect(g.permanent("Clone").face).toBeUndefined();
    expect(characteristics(g.reader, g.permanent("Clone")).name).toBe("Wildblood Pack");
  });

  it("712.9 (example): Cytoshape makes Kruin Outlaw a copy of Elite Vanguard; Moonmist transforms it, a double-faced card, still a copy of Elite Vanguard that turn", () => {
    const g = duel({
      hand: ["Cytoshape", "Moonmist"],
      battlefield: [OUTLAW, "Elite Vanguard", "Forest", "Forest", "Forest", "Forest", "Island"],
    });
    g.castAndPay("Cytoshape", OUTLAW).passAll();
    // 608.2d: the creature to copy is chosen as Cytoshape resolves.
    chooseToCopy(g, "Elite Vanguard");
    const outlaw = () => g.permanent(OUTLAW);
    expect(characteristics(g.reader, outlaw())).toMatchObject({ name: "Elite Vanguard", subtypes: ["Human", "Soldier"], keywords: [] });
    g.castAndPay("Moonmist").passAll();
    // Both are Humans; only the double-faced card transforms.
    expect(g.eventsOf("transformed")).toEqual([expect.objectContaining({ object: outlaw().id })]);
    expect(outlaw().face).toBe(1);
    expect(g.permanent("Elite Vanguard").face).toBeUndefined();
    expect(characteristics(g.reader, outlaw())).toMatchObject({ name: "Elite Vanguard", subtypes: ["Human", "Soldier"], keywords: [] });
    expect(g.pt(OUTLAW)).toEqual([2, 1]);
    expect(permanentFacts(g.reader, outlaw()).manaValue).toBe(1);
    // The copy effect ends with the turn: it is Terror of Kruin Pass, back face up (until its own ability sees two spells).
    g.passUntil("upkeep", 4);
    expect(characteristics(g.reader, outlaw())).toMatchObject({ name: "Terror of Kruin Pass", keywords: ["Double strike", "Menace"] });
    expect(g.pt(OUTLAW)).toEqual([3, 3]);
    expect(g.stackNames()).toEqual([OUTLAW]);
  });

  it("701.27d, 712.10: a permanent doesn't transform into an instant or sorcery face", () => {
    const g = testDuel({ hand: ["Test Transform Spell"], battlefield: ["Test Bear Front // Test Sorcery Back"] });
    g.castAndPay("Test Transform Spell", "Test Bear Front // Test Sorcery Back").passAll();
    expect(g.permanent("Test Bear Front // Test Sorcery Back").face).toBeUndefined();
    expect(g.eventsOf("transformed")).toEqual([]);
  });

  it("712.11b, 712.12: a modal double-faced card offers each face: the creature to cast, the land to play", () => {
    const g = duel({ hand: [MAMMOTH], battlefield: ["Forest", "Forest", "Forest"] });
    const id = g.handCard(MAMMOTH);
    const options = g.expectPrompt("priority").actions.filter((a) => (a.kind === "cast" || a.kind === "playLand") && a.card === id);
    expect(options).toEqual([
      expect.objectContaining({ kind: "cast", name: "Kazandu Mammoth", affordable: true }),
      { kind: "playLand", card: id, face: 1, name: "Kazandu Valley" },
    ]);
    // An answer with no face is the front face, as before faces existed (712.11).
    g.answer({ kind: "cast", card: id }).autoPay().passAll();
    expect(characteristics(g.reader, g.permanent(MAMMOTH))).toMatchObject({ name: "Kazandu Mammoth", types: ["Creature"] });
  });

  it("712.12, 305.2: played as its land face, it enters with that face up as the turn's land play (and its own 'enters tapped' applies)", () => {
    const g = duel({ hand: [BALA_GED, "Forest"] });
    expect(g.refuseAnswer({ kind: "playLand", card: g.handCard(BALA_GED) }).message).toContain("Bala Ged Sanctuary");
    g.answer({ kind: "playLand", card: g.handCard(BALA_GED), face: 1 });
    const land = g.permanent(BALA_GED);
    expect(land.face).toBe(1);
    expect(land.tapped).toBe(true);
    expect(characteristics(g.reader, land)).toMatchObject({ name: "Bala Ged Sanctuary", types: ["Land"], colors: [] });
    expect(g.eventsOf("landPlayed")).toEqual([expect.objectContaining({ name: "Bala Ged Sanctuary" })]);
    expect(g.eventsOf("replaced")).toEqual([expect.objectContaining({ source: "Bala Ged Sanctuary" })]);
    expect(g.state.players[0]!.landsPlayed).toBe(1);
    expect(g.expectPrompt("priority").actions.some((a) => a.kind === "playLand")).toBe(false);
  });

  it("712.8f, 712.11c: cast as its sorcery face, only that face is evaluated and exists on the stack", () => {
    const empty = duel({ hand: [BALA_GED], battlefield: ["Forest", "Forest", "Forest"] });
    // Nothing to target in an empty graveyard: the sorcery is hinted so; the land face is still playable.
    const options = empty.expectPrompt("priority").actions.filter((a) => "card" in a && a.card === empty.handCard(BALA_GED));
    expect(options).toEqual([expect.objectContaining({ kind: "cast", hasTargets: false }), expect.objectContaining({ kind: "playLand", face: 1 })]);

    const g = duel({ hand: [BALA_GED], graveyard: ["Grizzly Bears"], battlefield: ["Forest", "Forest", "Forest"] });
    g.cast(BALA_GED);
    const spell = g.state.stack[0] as Spell;
    expect(spellFacts(g.reader, spell).chars).toMatchObject({ name: "Bala Ged Recovery", types: ["Sorcery"] });
    g.answer({ kind: "targets", targets: [{ kind: "object", id: g.state.players[0]!.graveyard[0]!.id }] }).autoPay();
    g.passAll();
    expect(g.handNames("Ana")).toEqual(["Grizzly Bears"]);
    expect(g.graveyardNames("Ana")).toEqual([BALA_GED]);
  });
});
