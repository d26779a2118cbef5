// The game log rendered in the browser's language: the page's describer (web/src/log/describe.ts) must say in English
// exactly what the server's describeEvent says, for every event kind and for the events of random games (so the two
// can't drift apart), and must render every kind in French from its own strings, with the rule numbers kept.

import { readFileSync } from "node:fs";
import i18next, { type i18n } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import type { GameEventType, ViewEvent } from "../../shared/events.ts";
import { describeEvent as serverDescribe, redactEvent } from "../../server/engine/index.ts";
import { engine } from "../../server/game.ts";
import { playRandomGame } from "../../server/sim/play.ts";
import { type Notice, noticeText } from "../../shared/notices.ts";
import { describeEntry, describeEvent, describeNotice, englishNames, type Translate } from "../../web/src/log/describe.ts";
import en from "../../web/src/locales/en/log.json" with { type: "json" };
import fr from "../../web/src/locales/fr/log.json" with { type: "json" };

const PLAYERS = ["Ana", "Ben", "Cleo"];
const ctx = { players: PLAYERS, cardName: englishNames };
const serverCtx = { players: PLAYERS.map((name) => ({ name })) };
const m = (x: Partial<Record<"W" | "U" | "B" | "R" | "G" | "C", number>>) => ({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 0, ...x });

/** Every kind at least once, with the variants its line has (hidden names, plurals, rules cited or not). */
const SAMPLES: { readonly [K in GameEventType]: readonly Extract<ViewEvent, { type: K }>[] } = {
  gameStarted: [
    { type: "gameStarted", players: ["Ana", "Ben"], startingPlayer: 1, sandbox: false },
    { type: "gameStarted", players: ["Ana", "Ben"], startingPlayer: 0, sandbox: true },
  ],
  shuffled: [{ type: "shuffled", player: 0 }],
  drew: [
    { type: "drew", player: 0, card: 5, name: "Lightning Bolt" },
    { type: "drew", player: 1, card: null, name: null },
  ],
  drewFromEmptyLibrary: [{ type: "drewFromEmptyLibrary", player: 1 }],
  mulliganDeclared: [
    { type: "mulliganDeclared", player: 0, keep: true },
    { type: "mulliganDeclared", player: 1, keep: false },
  ],
  mulliganTaken: [{ type: "mulliganTaken", player: 0, handSize: 7 }],
  putOnBottom: [
    { type: "putOnBottom", player: 1, count: 2, cards: [3, 4], names: ["Island", "Counterspell"] },
    { type: "putOnBottom", player: 1, count: 1, cards: null, names: null },
  ],
  turnBegan: [{ type: "turnBegan", turn: 3, player: 0 }],
  phasesAdded: [
    { type: "phasesAdded", phases: ["combat"] },
    { type: "phasesAdded", phases: ["combat", "postcombatMain"] },
  ],
  turnEnded: [{ type: "turnEnded", player: 0, by: "Time Stop" }],
  stepBegan: [{ type: "stepBegan", step: "upkeep", phase: "beginning" }],
  untapped: [{ type: "untapped", objects: [1, 2] }],
  passed: [{ type: "passed", player: 0 }],
  landPlayed: [
    { type: "landPlayed", player: 0, fromHand: 4, permanent: 9, name: "Mountain" },
    { type: "landPlayed", player: 0, fromHand: null, permanent: 9, name: "Mountain", from: "graveyard" },
  ],
  extraTurnsAdded: [
    { type: "extraTurnsAdded", player: 0, count: 1 },
    { type: "extraTurnsAdded", player: 1, count: 2 },
  ],
  manaAdded: [{ type: "manaAdded", player: 0, source: 9, name: "Mountain", mana: m({ R: 1 }), tapped: true }],
  manaSpent: [{ type: "manaSpent", player: 0, mana: m({ R: 1 }), for: 10 }],
  manaEmptied: [
    { type: "manaEmptied", player: 0, mana: m({ G: 2 }) },
    { type: "manaEmptied", player: 0, mana: m({}) },
  ],
  manaBurn: [{ type: "manaBurn", player: 0, amount: 2 }],
  tapped: [{ type: "tapped", object: 9, name: "Mountain" }],
  stackPushed: [
    { type: "stackPushed", object: 10, name: "Shock", controller: 0, kind: "spell", from: "hand", fromId: 4 },
    { type: "stackPushed", object: 11, name: "Prodigal Sorcerer", controller: 1, kind: "activatedAbility", from: null, fromId: null },
    { type: "stackPushed", object: 12, name: "Soul Warden", controller: 1, kind: "triggeredAbility", from: null, fromId: null },
  ],
  targetsChosen: [{ type: "targetsChosen", object: 10, name: "Shock", targets: [{ kind: "player", id: 1 }], targetNames: ["Ben"] }],
  spellCast: [{ type: "spellCast", player: 0, object: 10, name: "Shock" }],
  spellCopied: [{ type: "spellCopied", player: 0, object: 13, original: 10, name: "Shock" }],
  abilityActivated: [{ type: "abilityActivated", player: 1, object: 11, source: 7, name: "Prodigal Sorcerer", text: "{T}: deals 1 damage to any target." }],
  abilityTriggered: [{ type: "abilityTriggered", player: 1, object: 12, source: 8, name: "Soul Warden", text: "you gain 1 life." }],
  modesChosen: [{ type: "modesChosen", object: 10, name: "Charm", chooser: 0, modes: ["Destroy target artifact.", "Draw a card."] }],
  spliced: [
    { type: "spliced", object: 10, name: "Glacial Ray", cards: ["Desperate Ritual"] },
    { type: "spliced", object: 10, name: "Glacial Ray", cards: ["Desperate Ritual", "Glacial Ray"] },
  ],
  costsAnnounced: [
    { type: "costsAnnounced", object: 10, name: "Force of Will", alternative: "without paying its mana cost", kicks: 0, buyback: false, entwined: false },
    { type: "costsAnnounced", object: 10, name: "Force of Will", alternative: "exile a blue card", kicks: 1, buyback: true, entwined: true },
    { type: "costsAnnounced", object: 10, name: "Everflowing Chalice", alternative: null, kicks: 3, buyback: false, entwined: false },
  ],
  xAnnounced: [{ type: "xAnnounced", object: 10, name: "Fireball", x: 4 }],
  damageDivided: [{ type: "damageDivided", object: 10, name: "Fireball", amounts: [2, 2] }],
  costPaid: [{ type: "costPaid", player: 0, object: 10, text: "{R}" }],
  handLookedAt: [
    { type: "handLookedAt", viewer: 0, player: 1, names: ["Shock"] },
    { type: "handLookedAt", viewer: 0, player: 1, names: [] },
    { type: "handLookedAt", viewer: 0, player: 1, names: null },
  ],
  revealed: [
    { type: "revealed", player: 0, from: "hand", names: ["Shock", "Island"] },
    { type: "revealed", player: 0, from: "library", names: [] },
    { type: "revealed", player: 0, from: "graveyard", names: ["Shock"] },
  ],
  cardNamed: [{ type: "cardNamed", player: 0, name: "Lightning Bolt" }],
  optionChosen: [{ type: "optionChosen", player: 0, text: "Choose a color", option: "red" }],
  coinFlipped: [
    { type: "coinFlipped", player: 0, call: "heads", result: "heads", won: true },
    { type: "coinFlipped", player: 0, call: "heads", result: "tails", won: false },
  ],
  playerWon: [{ type: "playerWon", player: 0, reason: "Ben won the game", rule: "104.2b" }],
  turnedFaceUp: [{ type: "turnedFaceUp", player: 0, object: 14, name: "Exalted Angel", cost: "{2}{W}{W}" }],
  faceDownRevealed: [{ type: "faceDownRevealed", object: 14, name: "Exalted Angel", owner: 0, rule: "708.9" }],
  transformed: [{ type: "transformed", object: 15, name: "Delver of Secrets", into: "Insectile Aberration" }],
  flipped: [
    { type: "flipped", object: 16, name: "Bushi Tenderfoot", into: "Kenzo the Hardhearted" },
    { type: "flipped", object: 16, name: "Bushi Tenderfoot", into: "Bushi Tenderfoot" },
  ],
  dayNight: [
    { type: "dayNight", designation: "day", previous: null, rule: "730.2a" },
    { type: "dayNight", designation: "night", previous: "day", rule: "730.2a" },
    { type: "dayNight", designation: "day", previous: "night", rule: "730.2b" },
  ],
  colorChanged: [{ type: "colorChanged", object: 17, name: "Grizzly Bears", colors: ["U", "B"] }],
  textChanged: [{ type: "textChanged", object: 17, name: "Swamp", from: "Swamp", to: "Forest" }],
  tokenCreated: [
    { type: "tokenCreated", name: "Goblin", controller: 0 },
    { type: "tokenCreated", name: "Grizzly Bears", controller: 0, copy: true },
  ],
  counterAdded: [
    { type: "counterAdded", object: 17, name: "Grizzly Bears", counter: "+1/+1", amount: 1 },
    { type: "counterAdded", object: 18, name: "Ajani", counter: "loyalty", amount: 2 },
  ],
  becameRenowned: [{ type: "becameRenowned", object: 17, name: "Topan Freeblade" }],
  scried: [{ type: "scried", player: 0, top: 1, bottom: 1 }],
  counterRemoved: [
    { type: "counterRemoved", object: 18, name: "Ajani", counter: "loyalty", amount: 1 },
    { type: "counterRemoved", object: 18, name: "Ajani", counter: "loyalty", amount: 3 },
  ],
  playerCountersChanged: [
    { type: "playerCountersChanged", player: 1, counter: "poison", from: 0, to: 1 },
    { type: "playerCountersChanged", player: 1, counter: "poison", from: 1, to: 3 },
  ],
  protectionGained: [
    { type: "protectionGained", object: 17, name: "Grizzly Bears", from: "R" },
    { type: "protectionGained", object: 17, name: "Grizzly Bears", from: "artifacts" },
  ],
  paymentOffered: [
    { type: "paymentOffered", player: 1, object: 10, text: "{3}", paid: true },
    { type: "paymentOffered", player: 0, object: 10, text: "{2} to attack", paid: false, rule: "508.1h" },
  ],
  libraryCardFound: [
    { type: "libraryCardFound", player: 0, name: "Forest" },
    { type: "libraryCardFound", player: 0, name: null },
  ],
  castReversed: [
    { type: "castReversed", player: 0, name: "Giant Growth", ability: false, reason: 'there is no legal choice for "target creature"', rule: "601.2c" },
    { type: "castReversed", player: 0, name: "", ability: false, reason: "it can't be paid", rule: "601.2h" },
    { type: "castReversed", player: 0, name: "Prodigal Sorcerer", ability: true, reason: "it can't be paid", rule: "602.2b" },
    {
      type: "castReversed",
      player: 0,
      name: "Turning Exalted Angel face up",
      ability: false,
      specialAction: true,
      reason: "it can't be paid",
      rule: "702.37e",
    },
  ],
  stackRemoved: [{ type: "stackRemoved", object: 10, name: "Shock", reason: "resolved" }],
  resolving: [{ type: "resolving", object: 10, name: "Shock" }],
  countered: [{ type: "countered", object: 10, name: "Shock", reason: "all its targets are illegal", rule: "608.2b" }],
  zoneChanged: [
    {
      type: "zoneChanged",
      name: "Coral Eel",
      owner: 1,
      from: "battlefield",
      to: "graveyard",
      oldId: 17,
      newId: 19,
      reason: "it has lethal damage marked on it",
      rule: "704.5g",
    },
    { type: "zoneChanged", name: null, owner: 1, from: "hand", to: "exile", oldId: null, newId: 20, reason: "exiled by Duress" },
    { type: "zoneChanged", name: "Shock", owner: 0, from: "stack", to: "graveyard", oldId: 10, newId: 21 },
  ],
  permanentEntered: [
    { type: "permanentEntered", object: 17, name: "Grizzly Bears", controller: 0, from: "stack" },
    { type: "permanentEntered", object: 17, name: "Grizzly Bears", controller: 0, from: "library" },
    { type: "permanentEntered", object: 17, name: "Grizzly Bears", controller: 0, from: "exile" },
    { type: "permanentEntered", object: 17, name: "Grizzly Bears", controller: 0, from: "graveyard" },
    { type: "permanentEntered", object: 17, name: "Goblin", controller: 0, from: null },
  ],
  countersAnnihilated: [
    { type: "countersAnnihilated", object: 17, name: "Grizzly Bears", amount: 1, rule: "704.5q" },
    { type: "countersAnnihilated", object: 17, name: "Grizzly Bears", amount: 2, rule: "704.5q" },
  ],
  unattached: [{ type: "unattached", object: 22, name: "Holy Strength", rule: "704.5m" }],
  ceasedToExist: [{ type: "ceasedToExist", object: null, name: "Goblin", owner: 0, zone: "library", rule: "704.5d" }],
  attached: [{ type: "attached", object: 22, name: "Holy Strength", to: 17, toName: "Grizzly Bears" }],
  attachedToPlayer: [{ type: "attachedToPlayer", object: 23, name: "Curse of Death's Hold", player: 1 }],
  damageDealt: [
    { type: "damageDealt", source: 10, sourceName: "Shock", target: { kind: "player", id: 1 }, targetName: "Ben", amount: 2, combat: false },
    { type: "damageDealt", source: 17, sourceName: "Grizzly Bears", target: { kind: "object", id: 24 }, targetName: "Coral Eel", amount: 1, combat: true },
  ],
  damagePrevented: [
    { type: "damagePrevented", source: 10, sourceName: "Shock", target: { kind: "object", id: 17 }, targetName: "Grizzly Bears", amount: 2, rule: "615.1" },
  ],
  replaced: [{ type: "replaced", source: "Furnace of Rath", effect: "damage doubled", event: "Shock deals 4 damage", rule: "614.1a" }],
  regenerated: [{ type: "regenerated", object: 17, name: "River Boa" }],
  became: [
    { type: "became", object: 9, name: "Mishra's Factory", types: ["Artifact", "Creature", "Assembly-Worker"], power: 2, toughness: 2, untilEndOfTurn: true },
    { type: "became", object: 9, name: "Forest", types: ["Creature"], untilEndOfTurn: false },
  ],
  becameCopy: [{ type: "becameCopy", object: 25, name: "Clone", of: "Grizzly Bears" }],
  keywordsGained: [
    { type: "keywordsGained", object: 17, name: "Grizzly Bears", keywords: ["Flying", "First strike"] },
    { type: "keywordsGained", object: 17, name: "Grizzly Bears", keywords: [], abilities: ["When this creature dies, draw a card."], indefinite: true },
  ],
  combatRestrictedThisTurn: [
    { type: "combatRestrictedThisTurn", object: 17, name: "Grizzly Bears", restriction: "cantBlock" },
    { type: "combatRestrictedThisTurn", object: 17, name: "Grizzly Bears", restriction: "cantBeBlocked", exceptBy: "Spirits" },
  ],
  keywordsLost: [{ type: "keywordsLost", object: 17, name: "Serra Angel", keywords: ["Flying"] }],
  controlChanged: [{ type: "controlChanged", object: 17, name: "Grizzly Bears", from: 0, to: 1 }],
  lifeChanged: [{ type: "lifeChanged", player: 1, from: 20, to: 17 }],
  powerToughnessModified: [
    { type: "powerToughnessModified", object: 17, name: "Grizzly Bears", power: 3, toughness: 3 },
    { type: "powerToughnessModified", object: 17, name: "Grizzly Bears", power: -1, toughness: 0, untilNextTurnOf: 0 },
  ],
  discarded: [
    { type: "discarded", player: 0, card: null, name: "Shock", rule: "514.1" },
    { type: "discarded", player: 0, card: 4, name: "Shock" },
  ],
  attackersDeclared: [
    { type: "attackersDeclared", player: 0, attacks: [] },
    {
      type: "attackersDeclared",
      player: 0,
      attacks: [
        { attacker: 17, name: "Grizzly Bears", defender: 1 },
        { attacker: 26, name: "Raging Goblin", defender: 1, planeswalker: 18, planeswalkerName: "Ajani" },
      ],
    },
  ],
  blockersDeclared: [
    { type: "blockersDeclared", player: 1, blocks: [] },
    { type: "blockersDeclared", player: 1, blocks: [{ blocker: 24, name: "Coral Eel", attacker: 17, attackerName: "Grizzly Bears" }] },
  ],
  cleanupDone: [{ type: "cleanupDone", damageRemoved: 1, effectsEnded: 0 }],
  playerLost: [{ type: "playerLost", player: 1, reason: "life total is 0 or less", rule: "704.5a" }],
  playerLeft: [
    { type: "playerLeft", player: 1, reason: "conceded" },
    { type: "playerLeft", player: 1, reason: "timeout" },
  ],
  gameOver: [
    { type: "gameOver", winners: [0], draw: false },
    { type: "gameOver", winners: [0, 2], draw: false },
    { type: "gameOver", winners: [], draw: true },
  ],
};

/** Every table notice, with the variants of its words. */
const NOTICES: { readonly [K in Notice["key"]]: readonly Extract<Notice, { key: K }>[] } = {
  serverRestarted: [{ key: "serverRestarted" }],
  satDown: [
    { key: "satDown", params: { name: "Ana", seat: 0, deck: "Green creatures" } },
    { key: "satDown", params: { name: "Ben", seat: 1, deck: null } },
  ],
  deckChosen: [{ key: "deckChosen", params: { name: "Ana", deck: "Red burn and goblins" } }],
  stoodUp: [{ key: "stoodUp", params: { name: "Ben", seat: 1 } }],
  gaveUpSeat: [
    { key: "gaveUpSeat", params: { name: "Ben", seat: 1, why: "left" } },
    { key: "gaveUpSeat", params: { name: "Ben", seat: 1, why: "awayAfterRestart" } },
  ],
  leftGame: [{ key: "leftGame", params: { name: "Ben", why: "away" } }],
  idleWarning: [
    { key: "idleWarning", params: { name: "Ana", waitedSeconds: 240, limitSeconds: 300 } },
    { key: "idleWarning", params: { name: "Ana", waitedSeconds: 1, limitSeconds: 60 } },
    { key: "idleWarning", params: { name: "Ana", waitedSeconds: 45, limitSeconds: 90 } },
  ],
  idleLost: [{ key: "idleLost", params: { name: "Ana", limitSeconds: 300 } }],
  timeUp: [{ key: "timeUp", params: { name: "Ben" } }],
};

/** The kinds of the GameEvent union, read from its source: a kind added there without a sample fails below. */
function unionKinds(): string[] {
  const source = readFileSync(new URL("../../shared/events.ts", import.meta.url), "utf8");
  const union = source.slice(source.indexOf("export type GameEvent ="), source.indexOf("export type GameEventType"));
  return [...union.matchAll(/readonly type: "(\w+)"/g)].map((x) => x[1]!);
}

async function translator(lng: "en" | "fr"): Promise<{ t: Translate; missing: string[]; i18n: i18n }> {
  const missing: string[] = [];
  const instance = i18next.createInstance();
  await instance.init({
    lng,
    // No fallback: a key French lacks must show up as missing, not as English.
    fallbackLng: false,
    resources: { en: { log: en }, fr: { log: fr } },
    ns: ["log"],
    defaultNS: "log",
    interpolation: { escapeValue: false },
    saveMissing: true,
    missingKeyHandler: (_lngs, _ns, key) => {
      if (!openSet) missing.push(key);
    },
  });
  let openSet = false;
  const t: Translate = (key, options) => {
    // Open sets (keywords, counter kinds, types) fall back to the server's word by design.
    openSet = options !== undefined && "defaultValue" in options;
    return instance.t(key, options as Record<string, unknown>) as string;
  };
  return { t, missing, i18n: instance };
}

/** The events of 30 random games, as a player and a spectator see them. */
function randomGameEvents(): ViewEvent[] {
  const events: ViewEvent[] = [];
  for (let seed = 1; seed <= 30; seed++) {
    const game = playRandomGame(engine, { seed, players: 2 + (seed % 2), turnCap: 12 });
    for (const e of game.events) events.push(redactEvent(e, 0), redactEvent(e, null));
  }
  return events;
}

const samples = Object.values(SAMPLES).flat() as ViewEvent[];
let enT: Awaited<ReturnType<typeof translator>>;
let frT: Awaited<ReturnType<typeof translator>>;
let played: ViewEvent[];

beforeAll(async () => {
  enT = await translator("en");
  frT = await translator("fr");
  played = randomGameEvents();
}, 120_000);

describe("the game log in the page's language", () => {
  it("has a sample of every kind of the GameEvent union", () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...new Set(unionKinds())].sort());
  });

  it("in English, says what the server says, for every kind and for every event of 30 random games", () => {
    const seen = new Set<string>();
    for (const e of [...samples, ...played]) {
      seen.add(e.type);
      expect({ type: e.type, line: describeEvent(e, ctx, enT.t) }).toEqual({ type: e.type, line: serverDescribe(e, serverCtx) });
    }
    expect(enT.missing).toEqual([]);
    // The random games do exercise the log: their events are many kinds, not a handful.
    expect(seen.size).toBeGreaterThan(30);
  });

  it("in French, renders every kind from its own strings, rule numbers kept", () => {
    for (const e of [...samples, ...played]) {
      const english = serverDescribe(e, serverCtx);
      const french = describeEvent(e, ctx, frT.t);
      if (english === null) {
        expect(french).toBeNull();
        continue;
      }
      expect(french, e.type).toBeTypeOf("string");
      expect(french, e.type).not.toBe(english);
      expect(french, e.type).not.toMatch(/\{\{|\}\}|^event\./);
      // Every rule the English line cites, the French line cites too.
      for (const rule of english.match(/\b\d{3}\.\d+[a-z]?\b/g) ?? []) expect(french, e.type).toContain(rule);
    }
    expect(frT.missing).toEqual([]);
  });

  it("names cards as the reader's card data names them", () => {
    const french = { ...ctx, cardName: (n: string) => (n === "Lightning Bolt" ? "Foudre" : n) };
    expect(describeEvent({ type: "spellCast", player: 0, object: 3, name: "Lightning Bolt" }, french, frT.t)).toBe("Ana lance Foudre.");
    expect(describeEvent({ type: "lifeChanged", player: 1, from: 20, to: 17 }, french, frT.t)).toBe("Ben : 20 → 17 points de vie.");
    // The engine's reasons, where their words are known, with the cards they name.
    expect(describeEvent(SAMPLES.zoneChanged[0]!, french, frT.t)).toBe("Coral Eel va au cimetière de Ben : il a subi des blessures mortelles (704.5g).");
    expect(describeEvent({ ...SAMPLES.countered[0]!, reason: "countered by Lightning Bolt" }, french, frT.t)).toBe(
      "Shock ne fait rien et est retiré de la pile : contrecarré par Foudre (608.2b).",
    );
    expect(
      describeEvent(
        { type: "damageDealt", source: 3, sourceName: "Lightning Bolt", target: { kind: "player", id: 1 }, targetName: "Ben", amount: 1, combat: false },
        french,
        frT.t,
      ),
    ).toBe("Foudre inflige 1 blessure à Ben.");
  });

  it("says every table notice in English as the server does, and in French from its own strings", () => {
    for (const notice of Object.values(NOTICES).flat() as Notice[]) {
      const entry = { seq: 0, kind: "table", text: noticeText(notice), notice } as const;
      expect(describeNotice(entry, enT.t)).toBe(entry.text);
      const french = describeNotice(entry, frT.t);
      expect(french, notice.key).not.toBe(entry.text);
      expect(french).not.toMatch(/\{\{|\}\}|notice\./);
    }
    expect(describeNotice({ seq: 0, kind: "table", text: "Something the server says." }, frT.t)).toBe("Something the server says.");
    // A record from before the deck notice had a key keeps its English line; a keyed one names the deck as the page does.
    expect(describeNotice({ seq: 0, kind: "table", text: "Ana plays Green creatures." }, frT.t)).toBe("Ana plays Green creatures.");
    const chosen: Notice = { key: "deckChosen", params: { name: "Ana", deck: "Green creatures" } };
    expect(describeNotice({ seq: 0, kind: "table", text: noticeText(chosen), notice: chosen }, frT.t, () => "Créatures vertes")).toBe(
      "Ana joue avec Créatures vertes.",
    );
    expect(enT.missing).toEqual([]);
    expect(frT.missing).toEqual([]);
  });

  it("falls back to the server's text for a kind it doesn't know, and keeps chat as written", () => {
    const unknown = { seq: 4, kind: "event", event: { type: "somethingNew" } as unknown as ViewEvent, text: "Something new happens." } as const;
    expect(describeEntry(unknown, ctx, frT.t)).toBe("Something new happens.");
    expect(describeEntry({ seq: 5, kind: "chat", from: "Ana", seat: 0, text: "gg" }, ctx, frT.t)).toBe("gg");
  });
});
