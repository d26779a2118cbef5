// 710: flip cards — Nezumi Shortfang // Stabwhisker the Odious, Jushi Apprentice // Tomoya the Revealer and 710.2's
// Akki Lavarunner // Tok-Tok, Volcano Born — and 707.3's example of a flipped permanent copying an unflipped flip card.

import { describe, expect, it } from "vitest";
import { cardFacts } from "../../server/engine/layers/characteristics.ts";
import { nameableNames } from "../../server/engine/layers/definition-facts.ts";
import { castCopying, chooseToCopy } from "../support/copies.ts";
import { duel } from "../support/scenario.ts";
import { chars } from "../support/characteristics.ts";

const NEZUMI = "Nezumi Shortfang // Stabwhisker the Odious";
const JUSHI = "Jushi Apprentice // Tomoya the Revealer";
const AKKI = "Akki Lavarunner // Tok-Tok, Volcano Born";

describe("710.2: a flip card's characteristics", () => {
  it("710.2: unflipped, on the battlefield and elsewhere, it has only its normal characteristics", () => {
    const g = duel({ hand: [NEZUMI], battlefield: [NEZUMI] });
    expect(chars(g, NEZUMI)).toMatchObject({ name: "Nezumi Shortfang", supertypes: [], subtypes: ["Rat", "Rogue"], power: 1, toughness: 1 });
    expect(cardFacts(g.reader, g.engine.cards.get(NEZUMI)!, 0).chars).toMatchObject({ name: "Nezumi Shortfang", supertypes: [] });
  });

  it("710.2: from a hand, a flip card is cast only as itself — its alternative name and characteristics aren't an option; 710.5: both names may be named", () => {
    const g = duel({ hand: [NEZUMI], battlefield: ["Swamp", "Swamp"] });
    const casts = g.expectPrompt("priority").actions.filter((a) => a.kind === "cast");
    expect(casts.map((a) => a.name)).toEqual(["Nezumi Shortfang"]);
    expect(nameableNames(g.engine.cards.get(NEZUMI)!)).toEqual(["Nezumi Shortfang", "Stabwhisker the Odious"]);
    g.castAndPay(NEZUMI).passAll();
    expect(chars(g, NEZUMI).name).toBe("Nezumi Shortfang");
  });

  it("710.2, 710.1c: flipped, its alternative name, text, type line, power and toughness apply; its mana cost and color don't change", () => {
    const g = duel({ battlefield: [{ card: NEZUMI, flipped: true }] });
    const flipped = chars(g, NEZUMI);
    expect(flipped).toMatchObject({ name: "Stabwhisker the Odious", supertypes: ["Legendary"], subtypes: ["Rat", "Shaman"], power: 3, toughness: 3 });
    expect(flipped).toMatchObject({ colors: ["B"], manaCost: g.engine.cards.get(NEZUMI)!.manaCost });
    expect(flipped.abilities.map((k) => k.ability.text)).toEqual([
      "At the beginning of each opponent's upkeep, that player loses 1 life for each card fewer than three in their hand.",
    ]);
  });

  it("710.2 (example): Akki Lavarunner is nonlegendary in the library and on the battlefield; flipped, it is Tok-Tok, Volcano Born, legendary — two Tok-Toks meet the legend rule, two Lavarunners don't", () => {
    const g = duel({ battlefield: [AKKI, AKKI], library: [AKKI] });
    expect(g.prompt.kind).toBe("priority");
    expect(chars(g, AKKI)).toMatchObject({ name: "Akki Lavarunner", supertypes: [] });
    expect(cardFacts(g.reader, g.engine.cards.get(AKKI)!, 0).chars).toMatchObject({ name: "Akki Lavarunner", supertypes: [] });
    const h = duel({
      battlefield: [
        { card: AKKI, flipped: true },
        { card: AKKI, flipped: true },
      ],
    });
    expect(chars(h, AKKI)).toMatchObject({ name: "Tok-Tok, Volcano Born", supertypes: ["Legendary"], subtypes: ["Goblin", "Shaman"], power: 2, toughness: 2 });
    expect(h.expectPrompt("legendRule").name).toBe("Tok-Tok, Volcano Born");
  });
});

describe("710.4: flipping", () => {
  it("710.1a: Nezumi Shortfang's ability flips it once the opponent has no cards in hand; Stabwhisker then drains at each opponent's upkeep", () => {
    const g = duel({ battlefield: [NEZUMI, "Swamp", "Swamp"] }, { hand: ["Forest", "Island"] });
    g.activate(NEZUMI).targets("Ben").autoPay().passAll();
    g.answer({ kind: "cards", cards: [g.handCard("Forest", "Ben")] }, "Ben");
    expect(chars(g, NEZUMI).name).toBe("Nezumi Shortfang");
    const h = duel({ battlefield: [NEZUMI, "Swamp", "Swamp"] }, { hand: ["Island"] });
    h.activate(NEZUMI).targets("Ben").autoPay().passAll();
    if (h.prompt.kind === "discard") h.answer({ kind: "cards", cards: [h.handCard("Island", "Ben")] }, "Ben");
    expect(h.handNames("Ben")).toEqual([]);
    expect(chars(h, NEZUMI)).toMatchObject({ name: "Stabwhisker the Odious", power: 3, toughness: 3 });
    expect(h.log()).toContain("Nezumi Shortfang flips: it is Stabwhisker the Odious now (710.2).");
    // Ben's upkeep: no cards in hand, three fewer than three; Ana's own upkeep doesn't trigger it.
    h.passUntil("draw", 4);
    expect(h.life("Ben")).toBe(17);
    h.passUntil("draw", 5);
    expect(h.life("Ana")).toBe(20);
  });

  it("710.4: a flipped permanent that leaves the battlefield keeps no memory of it: returned and cast again, it is Nezumi Shortfang", () => {
    const g = duel({ hand: ["Man-o'-War"], battlefield: [{ card: NEZUMI, flipped: true }, "Island", "Island", "Island", "Swamp", "Swamp"] });
    g.castAndPay("Man-o'-War").passAll();
    g.targets(NEZUMI).passAll();
    expect(g.handNames("Ana")).toEqual([NEZUMI]);
    g.castAndPay(NEZUMI).passAll();
    expect(chars(g, NEZUMI).name).toBe("Nezumi Shortfang");
  });

  it("710.1a: Jushi Apprentice flips if its controller has nine or more cards in hand after it draws", () => {
    const forests = (n: number) => Array<string>(n).fill("Forest");
    const islands = ["Island", "Island", "Island"];
    const g = duel({ hand: forests(7), battlefield: [JUSHI, ...islands], library: ["Plains", "Plains"] });
    g.activate(JUSHI).autoPay().passAll();
    expect(g.handNames("Ana")).toHaveLength(8);
    expect(chars(g, JUSHI).name).toBe("Jushi Apprentice");
    const h = duel({ hand: forests(8), battlefield: [JUSHI, ...islands], library: ["Plains", "Plains"] });
    h.activate(JUSHI).autoPay().passAll();
    expect(chars(h, JUSHI)).toMatchObject({ name: "Tomoya the Revealer", supertypes: ["Legendary"], power: 2, toughness: 3 });
  });

  it("Tomoya the Revealer: target player draws X cards, X the number of cards in its controller's hand", () => {
    const islands = ["Island", "Island", "Island", "Island", "Island"];
    const g = duel(
      { hand: ["Forest", "Forest", "Forest"], battlefield: [{ card: JUSHI, flipped: true }, ...islands] },
      { library: Array<string>(10).fill("Swamp") },
    );
    g.activate(JUSHI).targets("Ben").autoPay().passAll();
    expect(g.handNames("Ben")).toEqual(["Swamp", "Swamp", "Swamp"]);
  });
});

describe("707.3: copies and the flipped status", () => {
  it("707.3 (example): Tomoya the Revealer (flipped) that Cytoshape makes a copy of an unflipped Nezumi Shortfang has Stabwhisker the Odious's characteristics", () => {
    const g = duel({ hand: ["Cytoshape"], battlefield: [{ card: JUSHI, flipped: true }, NEZUMI, "Forest", "Island", "Island"] });
    expect(chars(g, JUSHI).name).toBe("Tomoya the Revealer");
    g.castAndPay("Cytoshape", JUSHI).passAll();
    chooseToCopy(g, NEZUMI);
    expect(chars(g, NEZUMI).name).toBe("Nezumi Shortfang");
    const tomoya = chars(g, JUSHI);
    expect(tomoya).toMatchObject({
      name: "Stabwhisker the Odious",
      supertypes: ["Legendary"],
      subtypes: ["Rat", "Shaman"],
      colors: ["B"],
      power: 3,
      toughness: 3,
    });
    expect(tomoya.abilities.map((k) => k.ability.text)).toEqual([
      "At the beginning of each opponent's upkeep, that player loses 1 life for each card fewer than three in their hand.",
    ]);
    // Cytoshape's copy effect lasts until end of turn: then it is Tomoya again, still flipped.
    g.passUntil("upkeep", 4);
    expect(chars(g, JUSHI).name).toBe("Tomoya the Revealer");
  });

  it("707.3, 110.5: an unflipped Clone copying a flipped Stabwhisker the Odious is a Nezumi Shortfang — the status isn't copied", () => {
    const g = duel({ hand: ["Clone"], battlefield: [{ card: NEZUMI, flipped: true }, "Island", "Island", "Island", "Island"] });
    castCopying(g, "Clone", NEZUMI);
    expect(chars(g, "Clone")).toMatchObject({ name: "Nezumi Shortfang", power: 1, toughness: 1 });
  });
});
