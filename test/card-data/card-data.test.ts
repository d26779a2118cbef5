// The card data in the project (server/card-data): every card's printed facts by name or face name, the sets,
// the core sets' boosters; and the build script's trimming.

import { describe, expect, it } from "vitest";
import { cardNames, coreBoosters, findCard, findFace, isCardName, sets } from "../../server/card-data/card-data.ts";
import { cardsFile, trimCard } from "../../scripts/build-card-data.ts";

describe("the card data", () => {
  it("holds every card of the extract, by name, in alphabetical order", () => {
    const names = cardNames();
    expect(names).toHaveLength(23113);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain("Lightning Bolt");
    expect(isCardName("Lightning Bolt")).toBe(true);
    expect(isCardName("Lightning Boltt")).toBe(false);
  });

  it("a one-faced card: its printed facts, French wording, image and rarity in each set", () => {
    const angel = findCard("Serra Angel")!;
    expect(angel).toMatchObject({ name: "Serra Angel", layout: "normal", colorIdentity: ["W"] });
    expect(angel.rarity["10E"]).toBe("rare");
    expect(angel.faces).toEqual([
      expect.objectContaining({
        name: "Serra Angel",
        manaCost: "{3}{W}{W}",
        type: "Creature — Angel",
        supertypes: [],
        types: ["Creature"],
        subtypes: ["Angel"],
        colors: ["W"],
        power: "4",
        toughness: "4",
        loyalty: null,
        keywords: ["Flying", "Vigilance"],
        imageSide: "front",
        fr: expect.objectContaining({ name: "Ange de Serra" }),
      }),
    ]);
    expect(findFace("Serra Angel")!.face).toBe(angel.faces[0]);
  });

  it("a card with two faces is found by its full name and by each face's; a face by its own name only", () => {
    const byFull = findCard("Delver of Secrets // Insectile Aberration")!;
    expect(byFull.layout).toBe("transform");
    expect(findCard("Insectile Aberration")).toBe(byFull);
    expect(findFace("Insectile Aberration")!.face).toMatchObject({ manaCost: null, colors: ["U"], power: "3", imageSide: "back" });
    expect(findFace("Delver of Secrets // Insectile Aberration")).toBeUndefined();
    expect(findCard("Fire")!.name).toBe("Fire // Ice");
    // Colors in W, U, B, R, G order, as the rest of the project lists them.
    expect(findCard("Fire // Ice")!.colorIdentity).toEqual(["U", "R"]);
  });

  it("the sets, and the boosters of the core sets 10E and M10–M21 with their sheets", () => {
    expect(sets()).toHaveLength(579);
    expect(sets().find((s) => s.code === "M10")).toMatchObject({ name: "Magic 2010", type: "core" });
    const boosters = coreBoosters();
    expect(Object.keys(boosters)).toEqual(["10E", "M10", "M11", "M12", "M13", "M14", "M15", "ORI", "M19", "M20", "M21"]);
    expect(Object.keys(boosters.M10!.sheets).sort()).toEqual(["basic", "common", "foil", "rareMythic", "uncommon"]);
    // Lightning Bolt was a common of Magic 2010.
    expect(boosters.M10!.sheets.common!.cards["Lightning Bolt"]).toBeGreaterThan(0);
    expect(boosters.M10!.sheets.rareMythic!.cards["Lightning Bolt"]).toBeUndefined();
  });
});

describe("npm run cards -- build-data", () => {
  it("trims a card: colors in W, U, B, R, G order, absent fields as null or empty, faces kept in order", () => {
    const card = trimCard({
      name: "Test Split // Card",
      layout: "split",
      faces: [
        { name: "Test Split", manaCost: "{G}{W}", type: "Instant", types: ["Instant"], colors: ["G", "W"], text: "Draw a card." },
        { name: "Card", type: "Sorcery", types: ["Sorcery"], fr: { name: "Carte" } },
      ],
      colorIdentity: ["G", "W"],
      rarity: { M10: "rare" },
    });
    expect(card.colorIdentity).toEqual(["W", "G"]);
    expect(card.faces[0]).toMatchObject({ colors: ["W", "G"], supertypes: [], power: null, keywords: [], scryfallId: null });
    expect(card.faces[1]).toMatchObject({ name: "Card", manaCost: null, text: "", fr: { name: "Carte", type: null, text: null } });
  });

  it("fills known gaps of the extract: Goblin Piker's text, Chittering Host's black color indicator", () => {
    expect(findFace("Goblin Piker")!.face.text).toBe("Goblin Piker can't block.");
    expect(findFace("Chittering Host")!.face.colors).toEqual(["B"]);
  });

  it("712.4: a meld card, which the extract gives as its front face alone, has its own front face and the combined face", () => {
    const combined = { name: "Test Host", layout: "meld", type: "Creature — Horror", types: ["Creature"], power: "5", toughness: "6", rarity: {} };
    const front = {
      name: "Test Rats // Test Host",
      layout: "meld",
      manaCost: "{1}{B}",
      type: "Creature — Rat",
      types: ["Creature"],
      rarity: { EMN: "common" as const },
    };
    const card = trimCard(front, new Map([[combined.name, combined]]));
    expect(card.faces.map((f) => [f.name, f.manaCost, f.power])).toEqual([
      ["Test Rats", "{1}{B}", null],
      ["Test Host", null, "5"],
    ]);
    expect(findFace("Graf Rats")!.card.name).toBe("Graf Rats // Chittering Host");
  });

  it("writes a first line of names (with faces for a card with several), then one record per line without empty fields (null, an empty text or list)", () => {
    const cards = [
      trimCard({ name: "A", layout: "normal", type: "Artifact", types: ["Artifact"], rarity: { M10: "common" } }),
      trimCard({
        name: "B // C",
        layout: "split",
        faces: [
          { name: "B", type: "Instant", types: ["Instant"] },
          { name: "C", type: "Instant", types: ["Instant"] },
        ],
        rarity: { M10: "rare" },
      }),
    ];
    const lines = cardsFile(cards).split("\n");
    expect(JSON.parse(lines[0]!)).toEqual(["A", ["B // C", "B", "C"]]);
    expect(JSON.parse(lines[1]!)).toEqual({
      name: "A",
      layout: "normal",
      faces: [{ name: "A", type: "Artifact", types: ["Artifact"] }],
      rarity: { M10: "common" },
    });
    expect(lines).toHaveLength(3);
  });
});
