// Abilities' texts in French (web/src/cards/abilities.ts), over the server's pool as GET /api/cards serves it: every
// ability of every card, with the English words the server sends for it, is found in its face's French text — all of
// them where the French text has as many paragraphs as the English — and the rest keep English.

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cardRegistry } from "../../server/cards/index.ts";
import { cardFace } from "../../server/http/routes.ts";
import { abilityText, frenchAbilityText } from "../../web/src/cards/abilities.ts";
import { choiceText, OPTIONS, optionText } from "../../web/src/prompt/choice-words.ts";
import { localeT } from "../support/locales.ts";

/** Every face of the pool as the page receives it, with the texts of its abilities as the server writes them. */
const faces = [...cardRegistry.values()]
  .flatMap((d) => [d, ...(d.faces?.list ?? [])])
  .map((d) => ({ face: cardFace(d), abilities: d.abilities.map((a) => a.text) }));
const byName = (name: string) => faces.find((x) => x.face.name === name)!;
const french = (name: string, i = 0): string | null => {
  const x = byName(name);
  return frenchAbilityText(x.abilities[i]!, x.face);
};

const { fr: tFr, en: tEn } = (await localeT("resolution")).resolution;

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

/**
 * The phrases the engine asks resolution choices with: literals after `text:`, `const text =`, `chooseOrder(…, "…")`,
 * and a chooseOpponent prompt's `purpose:` (601.6a).
 */
function engineChoiceWords(): { readonly file: string; readonly words: string }[] {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : []));
  const asks = /kind: "(?:chooseOption|chooseObject|chooseNumber|chooseColor|nameCard|chooseOpponent)"|chooseOrder\(/;
  const statement = /(?:const (?:text|prompt) =|text: |purpose: |chooseOrder\([^"`]*?)([\s\S]*?)(?:;|\n\s*\n|, options|\)\)|,\s*\n)/g;
  const literal = /"((?:[^"\\]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g;
  const out: { file: string; words: string }[] = [];
  for (const file of files("server/engine")) {
    const source = readFileSync(file, "utf8");
    if (!asks.test(source)) continue;
    for (const m of source.matchAll(statement))
      for (const l of m[1]!.matchAll(literal)) {
        const words = l[1] ?? l[2]!;
        // Identifiers and keys ("yes", "sacrificeSelf", `${perm.id}/${key}`) are no phrases.
        if (/^[a-zA-Z']*$/.test(words) || !/ /.test(words)) continue;
        out.push({ file, words });
      }
  }
  return out;
}

/**
 * Engine words that hold card words or other words of their own (shown by what is resolving, or by another prompt's
 * component): they have no key.
 */
const CARD_WORDS = [
  /\$\{effect\.text\}|\$\{except\.text\}|\$\{text\}|\$\{s\.text\}|requirement\.text/,
  /^This creature can't be blocked this turn\.$/,
  /^sacrifice \$\{e\.sourceName\}$/,
  /^pay \$\{describeMana/,
  /^\$\{describe\(d, event\)\}: choose the effect/,
  /^\$\{event\.card\} enters as a copy of$/,
  /^\} \(\$\{shownName\(source\)\}\)$/,
  /^entering:/,
  // The chooseCosts prompt's choices (601.2b), said by the phrase grammar (web/src/cards/phrases/).
  /^(?:its mana cost|without paying its mana cost)$|def\.costs\.(?:flashback|kicker|buyback)/,
];

describe("the words of a resolution choice in French", () => {
  it("has a key for every phrase the engine asks a resolution choice with", () => {
    const found = engineChoiceWords();
    // A name or a number where the engine interpolates one; a place (`where`) as each caller words it.
    const places = ["top", "bottom", "on top (the first chosen is the top card)", "on the bottom (the first chosen is the bottom card)"];
    const samples = (words: string): string[] =>
      places.map((place) =>
        words.replace(/\$\{[^}]*\}/g, (x) => (/^\$\{where\}$/.test(x) ? place : /length|amount|i \+ 1|maxManaValue/.test(x) ? "2" : "Grizzly Bears")),
      );
    const known = (words: string): boolean => samples(words).some((w) => choiceText(tFr, w, { cardName: (n) => n }) !== null);
    const missing = found.filter((x) => !CARD_WORDS.some((p) => p.test(x.words)) && !known(x.words));
    console.info(`engine phrases asked with: ${found.length}; with card words: ${found.filter((x) => CARD_WORDS.some((p) => p.test(x.words))).length}`);
    expect(found.length).toBeGreaterThan(30);
    expect(missing.map((x) => `${x.file}: ${x.words}`)).toEqual([]);
  });

  it("says the fixed phrases and options in French, card names by their French names, and keeps English as written", () => {
    const ctx = { cardName: (n: string) => (n === "Grizzly Bears" ? "Ours gris" : n) };
    expect(choiceText(tFr, "Reveal your hand?", ctx)).toBe("Révéler votre main ?");
    expect(choiceText(tFr, "draw up to 3 cards", ctx)).toBe("Piochez jusqu'à 3 cartes.");
    expect(choiceText(tFr, "tap or untap Grizzly Bears", ctx)).toBe("Engager ou dégager Ours gris ?");
    expect(choiceText(tFr, "the card to put on the bottom of your library", ctx)).toBe("La carte à mettre au-dessous de votre bibliothèque.");
    expect(choiceText(tFr, "You may draw a card.", ctx)).toBeNull();
    expect(choiceText(tEn, "tap or untap Grizzly Bears", { cardName: (n) => n })).toBe("tap or untap Grizzly Bears");
    for (const o of Object.keys(OPTIONS)) {
      expect(optionText(tFr, o, ctx), o).not.toBe(o);
      expect(optionText(tEn, o, ctx)).toBe(o);
    }
    expect(optionText(tFr, "don't reveal", ctx)).toBe("ne pas révéler");
    expect(optionText(tFr, "Grizzly Bears", ctx)).toBe("Ours gris");
    // A replacement's "may": the card's ability in French.
    const gravedigger = byName("Gravedigger");
    const abilities = { cardName: () => "Fossoyeur", abilityText: (_: string, english: string) => abilityText(tFr, "fr", english, [gravedigger.face]) };
    expect(choiceText(tFr, `Gravedigger: ${gravedigger.abilities[0]}`, abilities)).toMatch(/^Fossoyeur : Quand le Fossoyeur arrive/);
  });
});
