// Target and cost words in French (web/src/cards/phrases/grammar.ts), over the server's whole pool: every target
// requirement's words (TargetRequirement.text, the chooseTargets prompt's `text`), every cost part the pool's costs
// make (CostPartOption.text) and every cost the chooseCosts prompt can offer.

import { describe, expect, it } from "vitest";
import { describeCostPart } from "../../server/card-language/cost-text.ts";
import type { AlternativeCost, Cost, CostPart } from "../../server/card-language/card-definition.ts";
import { cardRegistry } from "../../server/cards/index.ts";
import { cardFace } from "../../server/http/routes.ts";
import { Phrases } from "../../web/src/cards/phrases/grammar.ts";
import en from "../../web/src/locales/en/phrases.json" with { type: "json" };
import fr from "../../web/src/locales/fr/phrases.json" with { type: "json" };

const phrases = new Phrases(en, fr);

/** Every object reachable from the pool's definitions (abilities, modes, granted costs…), once. */
function poolObjects(): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  const seen = new Set<unknown>();
  const walk = (x: unknown): void => {
    if (!x || typeof x !== "object" || seen.has(x)) return;
    seen.add(x);
    if (Array.isArray(x)) for (const y of x) walk(y);
    else {
      out.push(x as Record<string, unknown>);
      for (const v of Object.values(x)) walk(v);
    }
  };
  for (const d of cardRegistry.values()) walk(d);
  return out;
}

const objects = poolObjects();
const targetTexts = [...new Set(objects.filter((o) => "min" in o && "players" in o && typeof o.text === "string").map((o) => o.text as string))].sort();
const costs = objects.filter((o): o is Record<string, unknown> & Cost => "mana" in o && Array.isArray(o.parts) && typeof o.text === "string");
const costParts = [...new Set(costs.flatMap((c) => c.parts.map((p: CostPart) => describeCostPart(p))))].sort();

/** The costs the chooseCosts prompt can offer, as the engine words them (server/engine/stack/announcements.ts). */
function costChoices(): [string, string][] {
  const out = new Map<string, [string, string]>();
  const add = (id: string, text: string) => out.set(`${id}:${text}`, [id, text]);
  add("mana", "its mana cost");
  add("free", "without paying its mana cost");
  for (const d of cardRegistry.values()) {
    for (const a of d.costs.alternative) add(a.id, a.text);
    if (d.costs.flashback) add("flashback", `flashback ${d.costs.flashback.text}`);
    if (d.costs.kicker) add("kicker", `${d.costs.kicker.multi ? "multikicker" : "kicker"} ${d.costs.kicker.cost.text}`);
    if (d.costs.buyback) add("buyback", `buyback ${d.costs.buyback.text}`);
  }
  // Alternative costs a permanent grants (Dream Halls).
  for (const o of objects) if (o.kind === "grantAlternativeCost") add(o.id as string, (o as unknown as AlternativeCost).text);
  return [...out.values()];
}

describe("target words in French", () => {
  it("translates every target requirement of the pool, and names the few that keep English", () => {
    const fallBack = targetTexts.filter((t) => phrases.target(t) === null);
    console.info(`target texts in the pool: ${targetTexts.length}; kept in English: ${fallBack.length} (${fallBack.join("; ")})`);
    expect(targetTexts.length).toBeGreaterThan(100);
    expect(fallBack).toEqual([]);
    expect(phrases.target("target red or green spell")).toBe("un sort rouge ou vert ciblé");
    for (const t of targetTexts) {
      const french = phrases.target(t);
      if (french === null) continue;
      // No English word left over, nothing doubled, no blank.
      expect(french, t).not.toMatch(/\b(target|creature|card|you control|with|from|or|and|another)\b/);
      expect(french, t).not.toMatch(/ {2}|^ | $|undefined|null/);
    }
  });

  it("writes real French with agreement", () => {
    const cases: [string, string][] = [
      ["target creature", "une créature ciblée"],
      ["any target", "n'importe quelle cible"],
      ["target player", "un joueur ciblé"],
      ["target opponent", "un adversaire ciblé"],
      ["target creature you control", "une créature ciblée que vous contrôlez"],
      ["up to two target creatures", "jusqu'à deux créatures ciblées"],
      ["target artifact or enchantment", "un artefact ou un enchantement ciblé"],
      ["another target creature you control", "une autre créature ciblée que vous contrôlez"],
      ["target creature card from your graveyard", "une carte de créature ciblée de votre cimetière"],
      ["target nonblack creature", "une créature non-noire ciblée"],
      ["target creature with power 4 or greater", "une créature ciblée avec une force supérieure ou égale à 4"],
      ["target nonartifact, nonblack creature", "une créature non-artefact et non-noire ciblée"],
      ["target creature an opponent controls", "une créature ciblée qu'un adversaire contrôle"],
      ["target creature you don't control", "une créature ciblée que vous ne contrôlez pas"],
      ["target instant or sorcery spell", "un sort d'éphémère ou de rituel ciblé"],
      ["target artifact or creature card from a graveyard", "une carte d'artefact ou de créature ciblée d'un cimetière"],
      ["target creature or planeswalker that's black or red", "une créature ou un arpenteur ciblé qui est noir ou rouge"],
      ["target attacking or blocking creature", "une créature attaquante ou bloqueuse ciblée"],
      ["target creature with flying", "une créature ciblée avec le vol"],
      ["target attacking creature without flying", "une créature attaquante ciblée sans le vol"],
      ["target Skeleton, Vampire, or Zombie", "un Squelette, un Vampire ou un Zombie ciblé"],
      ["target Plains or Island", "une Plaine ou une Île ciblée"],
      ["target artifact creature you control", "une créature-artefact ciblée que vous contrôlez"],
      ["target nonbasic land", "un terrain non-base ciblé"],
      ["one, two, or three target creatures with flying", "une, deux ou trois créatures ciblées avec le vol"],
      ["any number of target players", "n'importe quel nombre de joueurs ciblés"],
      ["X target creature cards from your graveyard", "X cartes de créature ciblées de votre cimetière"],
      ["up to two other target creatures you control", "jusqu'à deux autres créatures ciblées que vous contrôlez"],
      ["up to that many target permanents that player controls", "jusqu'à autant de permanents ciblés que ce joueur contrôle"],
      ["a third target", "une troisième cible"],
      ["enchant creature", "une créature à enchanter"],
      ["enchant creature you control", "une créature que vous contrôlez à enchanter"],
      [
        "target creature card with mana value 3 or less from your graveyard",
        "une carte de créature ciblée avec une valeur de mana inférieure ou égale à 3 de votre cimetière",
      ],
      ["target Aura that's attached to a permanent", "une Aura ciblée qui est attachée à un permanent"],
    ];
    for (const [english, french] of cases) expect(phrases.target(english), english).toBe(french);
  });

  it("names cards inside the words in French: a blocked source (509.1h), a target chosen anew and the old one (707.10c, 115.7a)", () => {
    const name = (english: string): string =>
      ({ "Knight of Dusk": "Chevalier du crépuscule", "Grizzly Bears": "Ours gris", Twincast: "Double sort" })[english] ?? english;
    expect(phrases.target("target creature blocking Knight of Dusk", name)).toBe("une créature ciblée qui bloque Chevalier du crépuscule");
    expect(phrases.target("target attacking or blocking creature", name)).toBe(phrases.target("target attacking or blocking creature"));
    expect(phrases.target("any target (the copy's, in place of Grizzly Bears)", name)).toBe("n'importe quelle cible (pour la copie, à la place de Ours gris)");
    expect(phrases.target("target creature (Twincast's new target, in place of Grizzly Bears, Ana; 115.7a)", name)).toBe(
      "une créature ciblée (nouvelle cible de Double sort, à la place de Ours gris, Ana ; 115.7a)",
    );
  });

  it("keeps English for a shape or a word it doesn't know", () => {
    for (const t of [
      "target Dragon",
      "target creature with hexproof",
      "target creature or",
      "two target creature",
      "target creature with hexproof (the copy's, in place of Bear)",
    ])
      expect(phrases.target(t), t).toBeNull();
    // A French word missing from the file is English kept, never a blank or a half-French phrase.
    const noun = { ...(fr.noun as Record<string, unknown>) };
    delete noun.creature;
    expect(new Phrases(en, { ...fr, noun }).target("target creature you control")).toBeNull();
  });

  it("names subtypes as the pool's French type lines do", () => {
    // The locale table's French subtypes, checked against the card data: a card of that English subtype has it in its French type line.
    const faces = [...cardRegistry.values()].flatMap((d) => [d, ...(d.faces?.list ?? [])]).map((d) => cardFace(d));
    const nouns = fr.noun as Record<string, { one: string }>;
    let checked = 0;
    for (const key of Object.keys(nouns).filter((k) => /^[A-Z]/.test(k))) {
      const typed = faces.filter((f) => f.french?.typeLine && new RegExp(`\\b${key}\\b`).test(f.typeLine.split("—")[1] ?? ""));
      if (typed.length === 0) continue;
      checked++;
      for (const f of typed) expect(f.french!.typeLine!.toLowerCase(), `${f.name}: ${key}`).toContain(nouns[key]!.one.toLowerCase());
    }
    expect(checked).toBeGreaterThan(10);
  });
});

describe("cost words in French", () => {
  it("translates every cost part the pool's costs make, as an order and as an infinitive", () => {
    const fallBack = costParts.filter((p) => phrases.costPart(p, "imperative") === null || phrases.costPart(p, "infinitive") === null);
    console.info(`cost parts in the pool: ${costParts.length}; kept in English: ${fallBack.length} (${fallBack.join("; ")})`);
    expect(costParts.length).toBeGreaterThan(40);
    expect(fallBack).toEqual([]);
    for (const p of costParts) expect(phrases.costPart(p, "imperative"), p).not.toMatch(/\b(a|an|the|you|this|card|creature)\b|undefined|null/);
  });

  it("says each kind of part as a French cost does", () => {
    const cases: [string, string][] = [
      ["{T}", "{T}"],
      ["pay 1 life", "Payez 1 point de vie"],
      ["pay 2 life", "Payez 2 points de vie"],
      ["sacrifice a creature", "Sacrifiez une créature"],
      ["sacrifice another creature", "Sacrifiez une autre créature"],
      ["sacrifice all creatures you control", "Sacrifiez toutes les créatures que vous contrôlez"],
      ["sacrifice an artifact or land", "Sacrifiez un artefact ou un terrain"],
      ["discard a card", "Défaussez-vous d'une carte"],
      ["discard two cards", "Défaussez-vous de deux cartes"],
      ["exile a blue card from your hand", "Exilez une carte bleue de votre main"],
      ["tap two untapped artifacts you control", "Engagez deux artefacts dégagés que vous contrôlez"],
      ["tap three untapped white creatures you control", "Engagez trois créatures blanches dégagées que vous contrôlez"],
      ["exile the top 10 cards of your library", "Exilez les 10 cartes du dessus de votre bibliothèque"],
      ["remove a +1/+1 counter from this", "Retirez un marqueur +1/+1 d'Ajani"],
      ["put 2 loyalty counters on this", "Mettez 2 marqueurs de loyauté sur Ajani"],
      ["sacrifice this", "Sacrifiez Ajani"],
      ["return an Island you control to its owner's hand", "Renvoyez une Île que vous contrôlez dans la main de son propriétaire"],
      ["return two Islands you control to their owner's hand", "Renvoyez deux Îles que vous contrôlez dans la main de leur propriétaire"],
    ];
    for (const [english, french] of cases) expect(phrases.costPart(english, "imperative", "Ajani"), english).toBe(french);
    expect(phrases.costPart("exile this", "imperative")).toBe("Exilez ce permanent");
    expect(phrases.cost("{T}, pay 2 life, discard a card, sacrifice a creature", "imperative")).toBe(
      "{T}, Payez 2 points de vie, défaussez-vous d'une carte, sacrifiez une créature",
    );
    expect(phrases.costPart("sacrifice a Dragon", "imperative")).toBeNull();
  });

  it("translates every cost the chooseCosts prompt can offer", () => {
    const choices = costChoices();
    const fallBack = choices.filter(([id, text]) => phrases.costChoice(id, text) === null).map(([, text]) => text);
    console.info(`cost choices in the pool: ${choices.length}; kept in English: ${fallBack.length} (${fallBack.join("; ")})`);
    expect(fallBack).toEqual([]);
    expect(phrases.costChoice("mana", "its mana cost")).toBe("son coût de mana");
    expect(phrases.costChoice("free", "without paying its mana cost")).toBe("sans payer son coût de mana");
    expect(phrases.costChoice("kicker", "kicker {4}")).toBe("Kicker {4}");
    expect(phrases.costChoice("kicker", "multikicker {2}")).toBe("Multikicker {2}");
    expect(phrases.costChoice("buyback", "buyback {3}")).toBe("Rachat {3}");
    expect(phrases.costChoice("flashback", "flashback {2}{U}")).toBe("Flashback {2}{U}");
    expect(phrases.costChoice("flashback", "flashback tap three untapped white creatures you control")).toBe(
      "Flashback — Engagez trois créatures blanches dégagées que vous contrôlez",
    );
    expect(phrases.costChoice("force", "pay 1 life and exile a blue card from your hand")).toBe("payer 1 point de vie et exiler une carte bleue de votre main");
    expect(
      phrases.costChoice("dream-halls", "discard a card that shares a color with it (Dream Halls)", (n) => (n === "Dream Halls" ? "Salles oniriques" : n)),
    ).toBe("vous défausser d'une carte qui partage une couleur avec ce sort (Salles oniriques)");
  });
});

describe("payments asked in French", () => {
  it("says what an unless-payment or a cost to attack asks, the card by the name the page gives", () => {
    const name = (n: string): string => (n === "Mind Rot" ? "Pourriture mentale" : n);
    expect(phrases.payment("pay {2}")).toBe("payer {2}");
    expect(phrases.payment("pay {2} or Mind Rot is countered", name)).toBe("payer {2}, sinon Pourriture mentale est contrecarré");
    expect(phrases.payment("pay {4} to attack with this creature (Propaganda)")).toBe("payer {4} pour attaquer avec cette créature (Propaganda)");
    expect(phrases.payment("pay {6} to attack with these 3 creatures (Propaganda)")).toBe("payer {6} pour attaquer avec ces 3 créatures (Propaganda)");
    expect(phrases.payment("pay 3 life")).toBeNull();
  });
});
