// Abilities' texts in French (web/src/cards/abilities.ts), over the server's pool as GET /api/cards serves it: every
// ability of every card, with the English words the server sends for it, is found in its face's French text — all of
// them where the French text has as many paragraphs as the English — and the rest keep English.

import { describe, expect, it } from "vitest";
import { cardRegistry } from "../../server/cards/index.ts";
import { cardFace } from "../../server/http/routes.ts";
import { abilityText, frenchAbilityText } from "../../web/src/cards/abilities.ts";
import enResolution from "../../web/src/locales/en/resolution.json" with { type: "json" };
import frResolution from "../../web/src/locales/fr/resolution.json" with { type: "json" };

/** Every face of the pool as the page receives it, with the texts of its abilities as the server writes them. */
const faces = [...cardRegistry.values()]
  .flatMap((d) => [d, ...(d.faces?.list ?? [])])
  .map((d) => ({ face: cardFace(d), abilities: d.abilities.map((a) => a.text) }));
const byName = (name: string) => faces.find((x) => x.face.name === name)!;
const french = (name: string, i = 0): string | null => {
  const x = byName(name);
  return frenchAbilityText(x.abilities[i]!, x.face);
};

/** A `t` over the resolution namespace's files, as the page's i18next reads them. */
function fixedT(strings: Record<string, unknown>) {
  return (key: string, options?: Readonly<Record<string, unknown>>): string => {
    const template = key.split(".").reduce<unknown>((at, k) => (at as Record<string, unknown> | undefined)?.[k], strings);
    if (typeof template !== "string") return String(options?.defaultValue ?? key);
    return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options?.[name] ?? ""));
  };
}
const tFr = fixedT(frResolution);
const tEn = fixedT(enResolution);

describe("abilities' texts in French", () => {
  it("finds every ability of the pool in its face's French text where the paragraphs match, and says how many fall back", () => {
    const all = faces.flatMap((x) => x.abilities.map((text) => ({ ...x, text })));
    const withFrench = all.filter((x) => x.face.french?.text);
    const found = withFrench.filter((x) => frenchAbilityText(x.text, x.face) !== null);
    const sameCount = withFrench.filter((x) => x.face.text.split("\n").length === x.face.french!.text!.split("\n").length);
    const sameFound = sameCount.filter((x) => frenchAbilityText(x.text, x.face) !== null);
    const fallBack = withFrench.filter((x) => frenchAbilityText(x.text, x.face) === null);
    const shownInFrench = all.filter((x) => abilityText(tFr, "fr", x.text, [x.face]) !== x.text);
    console.info(
      `abilities: ${all.length}; with a French text: ${withFrench.length}; found in it: ${found.length}; ` +
        `same paragraph count: ${sameCount.length}, found: ${sameFound.length}; shown in French (basic lands' words included): ${shownInFrench.length}; ` +
        `falling back to English (${fallBack.length}): ${fallBack.map((x) => `${x.face.name}: ${x.text}`).join(" | ")}`,
    );
    expect(found.length / withFrench.length).toBeGreaterThan(0.9);
    // Same paragraph count: only abilities that aren't on their card (a delayed trigger's words, a granted ability) fall back.
    for (const x of sameCount.filter((y) => frenchAbilityText(y.text, y.face) === null))
      expect(x.face.text.split("\n").includes(x.text), `${x.face.name}: ${x.text}`).toBe(false);
    expect(sameFound.length / sameCount.length).toBeGreaterThan(0.97);
    // English stays English.
    for (const x of all) expect(abilityText(tEn, "en", x.text, [x.face])).toBe(x.text);
  });

  it("says a basic land's, a mana creature's, a loyalty ability and an enters trigger in French", () => {
    const forest = byName("Forest");
    expect(forest.abilities).toEqual(["{T}: Add {G}."]);
    expect(frenchAbilityText("{T}: Add {G}.", forest.face)).toBeNull();
    expect(abilityText(tFr, "fr", "{T}: Add {G}.", [forest.face])).toBe("{T} : Ajoutez {G}.");
    expect(abilityText(tEn, "en", "{T}: Add {G}.", [forest.face])).toBe("{T}: Add {G}.");
    expect(french("Llanowar Elves")).toBe("{T} : Ajoutez {G}.");
    expect(byName("Ajani Goldmane").abilities[1]).toMatch(/^\[−1\]: Put a \+1\/\+1 counter/);
    expect(french("Ajani Goldmane", 1)).toBe(
      "-1 : Mettez un marqueur +1/+1 sur chaque créature que vous contrôlez. Ces créatures acquièrent la vigilance jusqu'à la fin du tour.",
    );
    expect(french("Gravedigger")).toBe(
      "Quand le Fossoyeur arrive sur le champ de bataille, vous pouvez renvoyer une carte de créature ciblée depuis votre cimetière dans votre main.",
    );
    expect(french("Prodigal Pyromancer")).toBe("{T} : Le Pyromancien sybarite inflige 1 blessure à n'importe quelle cible.");
  });

  it("drops reminder text the server leaves out, and reads keyword lines and joined paragraphs", () => {
    expect(french("Crystal Ball")).toMatch(/^\{1\}, \{T\} : Regard 2\.$/);
    // "Equip {2} (…)" is the ability "Equip {2}".
    expect(french("Leonin Scimitar", 1)).toBe("Équipement {1}");
    // "VolÀ chaque fois…": two paragraphs printed as one.
    expect(french("Blessed Spirits")).toMatch(/^À chaque fois que vous lancez un sort d'enchantement/);
    // Keywords on fewer French lines: the ability is counted from the end.
    expect(french("Archangel of Thune")).toMatch(/^À chaque fois que vous gagnez des points de vie/);
  });

  it("keeps English for an ability granted by another card, and finds one the source's own text quotes", () => {
    // Trollhide grants "{1}{G}: Regenerate this creature." to the creature it enchants: not on that creature's face.
    const bears = byName("Grizzly Bears");
    expect(frenchAbilityText("{1}{G}: Regenerate this creature.", bears.face)).toBeNull();
    expect(abilityText(tFr, "fr", "{1}{G}: Regenerate this creature.", [bears.face])).toBe("{1}{G}: Regenerate this creature.");
    // Spawning Pool becomes a creature with "{B}: Regenerate this creature".
    const pool = byName("Spawning Pool");
    expect(frenchAbilityText("{B}: Regenerate this creature.", pool.face)).toMatch(/^\{B\} : Régénérez cette créature\.$/);
    // A delayed trigger's words aren't a paragraph of its card; the last sentence of one is found.
    expect(frenchAbilityText("At end of combat, sacrifice Crumbling Colossus.", byName("Crumbling Colossus").face)).toBeNull();
    expect(frenchAbilityText("Exile it at the beginning of the next end step.", byName("Mimic Vat").face)).toMatch(
      /^Exilez-la au début de la prochaine étape de fin\.$/,
    );
  });
});
