// The game log in the reader's language: one line per event, rendered on this side from the event's typed fields
// (the server's English `text` is the fallback for a kind this page doesn't know yet). Rule citations stay numbers.
// Kept free of the DOM and of the page's i18next instance so that a Node test can render with any `t`.

import type { ViewEvent } from "../../../shared/events.ts";
import type { PlayerId, Target, Zone } from "../../../shared/game-types.ts";
import { formatMana, type ManaAmounts } from "../../../shared/mana.ts";
import type { SeatLoss } from "../../../shared/notices.ts";
import type { LogEntry } from "../../../shared/protocol.ts";

/** i18next's `t` over the `log` namespace: keys are relative to it. */
export type Translate = (key: string, options?: Readonly<Record<string, unknown>>) => string;

export interface DescribeContext {
  /** The players' names, by seat. */
  readonly players: readonly string[];
  /** A card's name as the reader reads it (its French name where the card data has one); the English name otherwise. */
  readonly cardName: (english: string) => string;
  /** A keyword ability as the reader reads it (web/src/cards/keywords.ts); the server's English words when absent. */
  readonly keyword?: (english: string) => string;
  /** A modal spell's modes as the reader reads them (web/src/cards/modes.ts); the server's English words when absent. */
  readonly modes?: (card: string, english: readonly string[]) => readonly string[];
  /** An ability's text (its source's English name, the server's English words) as the reader reads it; as written when absent. */
  readonly abilityText?: (card: string, english: string) => string;
  /** A resolution choice's words and the option chosen (web/src/prompt/choices.ts) as the reader reads them; as written when absent. */
  readonly choice?: (english: string, option: string) => { readonly text: string; readonly option: string };
  /** A deck as the seat notices name it (a starter deck's title…) in the reader's language; as the server wrote it when absent. */
  readonly deckLabel?: (english: string) => string;
  /** What an "unless … pays" or a cost to attack asks ("pay {2}") in the reader's language; the server's words when absent. */
  readonly payment?: (english: string) => string;
  /** A target requirement's or a cost's words quoted in a reason ("target creature"); as the server wrote them when absent. */
  readonly rulesText?: (english: string) => string;
}

/** The English names, whatever the data says: what the server's own log uses. */
export const englishNames = (name: string): string => name;

const cite = (rule: string | undefined): string => (rule ? ` (${rule})` : "");

/** A word from an open set (a keyword, a type, a counter kind): translated when known, else as the server wrote it. */
function word(t: Translate, group: string, raw: string): string {
  return t(`${group}.${raw}`, { defaultValue: raw });
}

/**
 * One line for an event in the reader's language; null for events too fine-grained for the log (as on the server);
 * undefined for a kind this page doesn't know (a newer server), for which the server's text is shown.
 */
export function describeEvent(e: ViewEvent, ctx: DescribeContext, t: Translate): string | null | undefined {
  const who = (p: PlayerId): string => ctx.players[p] ?? t("playerN", { n: p + 1 });
  const card = ctx.cardName;
  const target = (x: Target, name?: string): string => (x.kind === "player" ? who(x.id) : name !== undefined ? card(name) : t("objectN", { id: x.id }));
  const and = (items: readonly string[]): string => items.join(t("and"));
  const mana = (m: ManaAmounts): string => {
    const s = formatMana(m);
    return s.startsWith("{") ? s : t("noMana");
  };
  const k = (key: string, options?: Record<string, unknown>): string => t(`event.${key}`, options);
  switch (e.type) {
    case "gameStarted":
      return k(e.sandbox ? "gameStartedSandbox" : "gameStarted", { players: e.players.join(", "), first: who(e.startingPlayer) });
    case "shuffled":
      return k("shuffled", { who: who(e.player) });
    case "drew":
      return e.name === null ? k("drewHidden", { who: who(e.player) }) : k("drew", { who: who(e.player), card: card(e.name) });
    case "drewFromEmptyLibrary":
      return k("drewFromEmptyLibrary", { who: who(e.player) });
    case "mulliganDeclared":
      return k(e.keep ? "keeps" : "mulligan", { who: who(e.player) });
    case "mulliganTaken":
      return k("mulliganTaken", { who: who(e.player), count: e.handSize });
    case "putOnBottom":
      return e.names === null
        ? k("putOnBottom", { who: who(e.player), count: e.count })
        : k("putOnBottomNamed", { who: who(e.player), count: e.count, names: e.names.map(card).join(", ") });
    case "turnBegan":
      return k("turnBegan", { turn: e.turn, who: who(e.player) });
    case "phasesAdded":
      return capitalize(
        k("phasesAdded", { count: e.phases.length, phases: e.phases.map((p) => k(p === "combat" ? "addedCombat" : "addedMain")).join(k("addedThen")) }),
      );
    case "turnEnded":
      return k("turnEnded", { by: card(e.by) });
    case "landPlayed":
      return k(e.from === "graveyard" ? "landPlayedFromGraveyard" : "landPlayed", { who: who(e.player), card: card(e.name) });
    case "manaAdded":
      return k("manaAdded", { who: who(e.player), mana: mana(e.mana), card: card(e.name) });
    case "manaEmptied":
      return k("manaEmptied", { who: who(e.player), mana: mana(e.mana) });
    case "manaBurn":
      return k("manaBurn", { who: who(e.player), count: e.amount });
    case "stackPushed":
      if (e.kind === "triggeredAbility") return null;
      return k(e.kind === "spell" ? "beginsCasting" : "beginsActivating", { who: who(e.controller), card: card(e.name) });
    case "targetsChosen":
      return k("targetsChosen", { card: card(e.name), targets: e.targetNames.map(card).join(", ") });
    case "spellCast":
      return k("spellCast", { who: who(e.player), card: card(e.name) });
    case "spellCopied":
      return k("spellCopied", { who: who(e.player), card: card(e.name) });
    case "abilityActivated":
      return k("abilityActivated", { who: who(e.player), card: card(e.name), text: ctx.abilityText?.(e.name, e.text) ?? e.text });
    case "abilityTriggered":
      return k("abilityTriggered", { card: card(e.name), text: ctx.abilityText?.(e.name, e.text) ?? e.text });
    case "modesChosen":
      return k("modesChosen", { who: who(e.chooser), card: card(e.name), modes: (ctx.modes?.(e.name, e.modes) ?? e.modes).join(" / ") });
    case "spliced":
      return k("spliced", { count: e.cards.length, cards: and(e.cards.map(card)), card: card(e.name) });
    case "costsAnnounced": {
      const parts = [
        ...(e.alternative === null
          ? []
          : [e.alternative === "without paying its mana cost" ? k("castWithoutPaying") : k("castForAlternative", { cost: e.alternative })]),
        ...(e.kicks > 0 ? [k("kicked", { count: e.kicks })] : []),
        ...(e.buyback ? [k("buyback")] : []),
        ...(e.entwined ? [k("entwined")] : []),
      ];
      return k("costsAnnounced", { card: card(e.name), parts: parts.join(", ") });
    }
    case "xAnnounced":
      return k("xAnnounced", { card: card(e.name), x: e.x });
    case "damageDivided":
      return k("damageDivided", { card: card(e.name), amounts: e.amounts.join(", ") });
    case "handLookedAt":
      return e.names === null
        ? k("handLookedAt", { viewer: who(e.viewer), who: who(e.player) })
        : k("handLookedAtNamed", { viewer: who(e.viewer), who: who(e.player), names: e.names.map(card).join(", ") || k("noCards") });
    case "revealed": {
      const names = e.names.map(card).join(", ") || k("nothing");
      if (e.from === "hand") return k("revealedHand", { who: who(e.player), names });
      if (e.from === "library") return k("revealedLibrary", { who: who(e.player), names });
      return k("revealedFrom", { who: who(e.player), zone: zone(t, e.from), names });
    }
    case "cardNamed":
      return k("cardNamed", { who: who(e.player), card: card(e.name) });
    case "extraTurnsAdded":
      return k("extraTurnsAdded", { who: who(e.player), count: e.count });
    case "optionChosen":
      return k("optionChosen", { who: who(e.player), ...(ctx.choice?.(e.text, e.option) ?? { text: e.text, option: e.option }) });
    case "coinFlipped":
      return k(e.won ? "coinWon" : "coinLost", { who: who(e.player), call: word(t, "coin", e.call), result: word(t, "coin", e.result) });
    case "playerWon":
      return k("playerWon", { who: who(e.player), reason: describeReason(e.reason, ctx, t), cite: cite(e.rule) });
    case "turnedFaceUp":
      return k("turnedFaceUp", { who: who(e.player), cost: e.cost, card: card(e.name) });
    case "faceDownRevealed":
      return k("faceDownRevealed", { who: who(e.owner), card: card(e.name), cite: cite(e.rule) });
    case "transformed":
      return k("transformed", { card: card(e.name), into: card(e.into) });
    case "flipped":
      return e.name === e.into ? k("flippedSame", { card: card(e.name) }) : k("flipped", { card: card(e.name), into: card(e.into) });
    case "dayNight":
      // 730.1a: "day becomes night", "night becomes day"; from neither, "it becomes day".
      return k(`dayNight.${e.previous ?? "none"}_${e.designation}`, { rule: e.rule });
    case "colorChanged":
      return k("colorChanged", { card: card(e.name), colors: and(e.colors.map((c) => word(t, "color", c))) });
    case "textChanged":
      return k("textChanged", { card: card(e.name), from: e.from, to: e.to });
    case "tokenCreated":
      return e.copy ? k("tokenCopy", { who: who(e.controller), card: card(e.name) }) : k("tokenCreated", { who: who(e.controller), token: e.name });
    case "counterAdded":
      return k("counterAdded", { card: card(e.name), count: e.amount, counter: word(t, "counter", e.counter) });
    case "becameRenowned":
      return k("becameRenowned", { card: card(e.name) });
    case "scried":
      return k("scried", { who: who(e.player), total: e.top + e.bottom, top: e.top, bottom: e.bottom });
    case "counterRemoved":
      return k("counterRemoved", { card: card(e.name), count: e.amount, counter: word(t, "counter", e.counter) });
    case "playerCountersChanged":
      return k("playerCountersChanged", { who: who(e.player), from: e.from, count: e.to, counter: word(t, "counter", e.counter) });
    case "protectionGained":
      return k("protectionGained", { card: card(e.name), from: word(t, "protectionFrom", e.from) });
    case "paymentOffered":
      return k(e.paid ? "pays" : "doesNotPay", { who: who(e.player), text: ctx.payment?.(e.text) ?? e.text, rule: e.rule ?? "118.12a" });
    case "libraryCardFound":
      return e.name ? k("libraryCardFound", { who: who(e.player), card: card(e.name) }) : k("libraryNothingFound", { who: who(e.player) });
    case "damagePrevented":
      return k("damagePrevented", {
        count: e.amount,
        source: card(e.sourceName),
        target: target(e.target, e.targetName),
        cite: cite(e.rule),
      });
    case "countersAnnihilated":
      return k("countersAnnihilated", { count: e.amount, card: card(e.name), cite: cite(e.rule) });
    case "unattached":
      return k("unattached", { card: card(e.name), cite: cite(e.rule) });
    case "ceasedToExist":
      return k("ceasedToExist", { card: card(e.name), cite: cite(e.rule) });
    case "castReversed": {
      // The one special action that can be reversed names itself (702.37e); see server/engine/turn/flow.ts.
      const what = e.specialAction
        ? e.name === "Turning a face-down creature face up"
          ? k("reversedTurningFaceUp")
          : e.name
        : k(e.ability ? "reversedActivating" : "reversedCasting", { card: e.name ? card(e.name) : k("theSpell") });
      return k("castReversed", { what, reason: describeReason(e.reason, ctx, t), cite: cite(e.rule) });
    }
    case "resolving":
      return k("resolving", { card: card(e.name) });
    case "countered":
      return k("countered", { card: card(e.name), reason: describeReason(e.reason, ctx, t), cite: cite(e.rule) });
    case "zoneChanged":
      if (!e.reason) return null;
      return k("zoneChanged", {
        card: e.name === null ? k("aCard") : card(e.name),
        place: t(`into.${e.to}`, { owner: who(e.owner) }),
        reason: describeReason(e.reason, ctx, t),
        cite: cite(e.rule),
      });
    case "permanentEntered":
      // Land plays and tokens have lines of their own.
      if (e.from === "stack") return k("entered", { card: card(e.name) });
      if (e.from === "library") return k("enteredFromLibrary", { card: card(e.name), who: who(e.controller) });
      // Returned or melded (701.42a): the name of what entered, the combined face for a melded permanent.
      if (e.from === "exile" || e.from === "graveyard") return k(e.from === "exile" ? "enteredFromExile" : "enteredFromGraveyard", { card: card(e.name) });
      return null;
    case "attached":
      return k("attached", { card: card(e.name), to: card(e.toName) });
    case "attachedToPlayer":
      return k("attachedToPlayer", { card: card(e.name), who: who(e.player) });
    case "damageDealt":
      return k(e.combat ? "combatDamageDealt" : "damageDealt", { source: card(e.sourceName), count: e.amount, target: target(e.target, e.targetName) });
    case "replaced":
      return k("replaced", { source: card(e.source), effect: e.effect, event: e.event, cite: cite(e.rule) });
    case "regenerated":
      return k("regenerated", { card: card(e.name) });
    case "became":
      return k(e.untilEndOfTurn ? "becameUntilEndOfTurn" : "becameInAddition", {
        card: card(e.name),
        pt: e.power === undefined ? "" : `${e.power}/${e.toughness} `,
        types: e.types.map((x) => word(t, "type", x)).join(" "),
      });
    case "becameCopy":
      return k("becameCopy", { card: card(e.name), of: card(e.of) });
    case "keywordsGained": {
      const gained = [keywords(ctx, e.keywords), ...(e.abilities ?? []).map((a) => k("quoted", { text: a }))].filter((x) => x !== "");
      return k(e.indefinite ? "keywordsGained" : "keywordsGainedUntilEndOfTurn", { card: card(e.name), what: and(gained) });
    }
    case "combatRestrictedThisTurn": {
      const key = e.restriction === "cantBlock" ? "cantBlock" : "cantBeBlocked";
      return e.exceptBy ? k(`${key}Except`, { card: card(e.name), except: e.exceptBy }) : k(key, { card: card(e.name) });
    }
    case "keywordsLost":
      return k("keywordsLost", { card: card(e.name), what: keywords(ctx, e.keywords) });
    case "controlChanged":
      return k("controlChanged", { who: who(e.to), card: card(e.name) });
    case "lifeChanged":
      return k("lifeChanged", { who: who(e.player), from: e.from, count: e.to });
    case "powerToughnessModified": {
      const pt = `${signed(e.power)}/${signed(e.toughness)}`;
      return e.untilNextTurnOf === undefined
        ? k("ptUntilEndOfTurn", { card: card(e.name), pt })
        : k("ptUntilNextTurn", { card: card(e.name), pt, who: who(e.untilNextTurnOf) });
    }
    case "discarded":
      return k("discarded", { who: who(e.player), card: card(e.name), cite: cite(e.rule) });
    case "attackersDeclared":
      if (e.attacks.length === 0) return k("noAttackers", { who: who(e.player) });
      return k("attacks", {
        who: who(e.player),
        attacks: e.attacks
          .map((a) =>
            a.planeswalkerName === undefined
              ? k("attack", { attacker: card(a.name), defender: who(a.defender) })
              : k("attackPlaneswalker", { attacker: card(a.name), planeswalker: card(a.planeswalkerName), defender: who(a.defender) }),
          )
          .join(", "),
      });
    case "blockersDeclared":
      if (e.blocks.length === 0) return k("noBlockers", { who: who(e.player) });
      return k("blocks", {
        who: who(e.player),
        blocks: e.blocks.map((b) => k("block", { blocker: card(b.name), attacker: card(b.attackerName) })).join(", "),
      });
    case "playerLost":
      return k("playerLost", { who: who(e.player), reason: describeReason(e.reason, ctx, t), cite: cite(e.rule) });
    case "playerLeft":
      return k(e.reason === "conceded" ? "conceded" : "timedOut", { who: who(e.player) });
    case "gameOver":
      return e.draw ? k("draw") : k("gameOver", { count: e.winners.length, winners: e.winners.map(who).join(", ") });
    case "stepBegan":
    case "untapped":
    case "passed":
    case "manaSpent":
    case "tapped":
    case "costPaid":
    case "stackRemoved":
    case "cleanupDone":
      return null;
    default:
      return undefined;
  }
}

/**
 * The reasons the engine gives (for moving a card, countering a spell, ending a game, reversing a cast or an
 * activation, 732.1), by their English words: the event keeps the English (stored games have it), the page keys it.
 */
const REASONS: Readonly<Record<string, string>> = {
  "life total is 0 or less": "lifeZero",
  "has ten or more poison counters": "poison",
  "attempted to draw from an empty library": "emptyLibrary",
  conceded: "conceded",
  "ran out of time": "ranOutOfTime",
  "its toughness is 0 or less": "toughnessZero",
  "it has lethal damage marked on it": "lethalDamage",
  "it was dealt damage by a source with deathtouch": "deathtouch",
  "it has 0 loyalty": "loyaltyZero",
  "of the legend rule": "legendRule",
  "it isn't attached to a legal object": "notAttached",
  "all its targets are illegal": "illegalTargets",
  'its "if" condition is no longer true': "ifCondition",
  sacrificed: "sacrificed",
  "sacrificed to pay for its mana ability": "sacrificedForMana",
  "paid as a cost": "paidAsCost",
  "exiled to pay a cost": "exiledAsCost",
  "exiled to meld": "exiledToMeld",
  milled: "milled",
  "its instructions exile it": "instructionsExile",
  "the turn ended": "turnEnded",
  "it was cast with flashback": "flashback",
  "it resolved as an Adventure": "adventure",
  "its controller left the game": "controllerLeft",
  "it can't enter the battlefield": "cantEnter",
  // 732.1: why a cast, an activation or a special action was reversed.
  "its caster left the game": "casterLeft",
  "cancelled by the player": "cancelled",
  "the card is not where it could be cast from": "notCastableFromThere",
  "only a card with morph can be cast face down": "onlyMorphFaceDown",
  "its source is no longer on the battlefield": "sourceGone",
  "its source no longer has that ability": "abilityGone",
  "too few of its modes can be chosen": "tooFewModes",
  "its mana can't be paid": "manaUnpayable",
  "its cost can't be paid": "costUnpayable",
  "it can't be paid": "unpayable",
  "it has no mana cost and no other cost was chosen, so its cost can't be paid": "noManaCost",
  "it is no face-down permanent you control": "notYourFaceDown",
  "it would have no morph cost face up": "noMorphCost",
};

/**
 * Reasons with values in them, by the groups they name: `name` a card, `player` a player, `reason` a reason within
 * the reason, `face` a card type, `text` the words of a target requirement or a cost; other groups are numbers.
 */
const REASON_PATTERNS: readonly (readonly [RegExp, string])[] = [
  [/^exiled by (?<name>.+)$/, "exiledBy"],
  [/^destroyed by (?<name>.+)$/, "destroyedBy"],
  [/^returned by (?<name>.+)$/, "returnedBy"],
  [/^shuffled by (?<name>.+)$/, "shuffledBy"],
  [/^sacrificed to (?<name>.+)$/, "sacrificedTo"],
  [/^sacrificed for (?<name>.+)$/, "sacrificedFor"],
  [/^countered by (?<name>.+), into its owner's hand$/, "counteredToHand"],
  [/^countered by (?<name>.+), onto the top of its owner's library$/, "counteredToLibrary"],
  [/^countered by (?<name>.+)$/, "counteredBy"],
  [/^put on top of its owner's library by (?<name>.+)$/, "putOnTopBy"],
  [/^put on the bottom of its owner's library by (?<name>.+)$/, "putOnBottomBy"],
  [/^(?<name>.+) says so$/, "saysSo"],
  [/^(?<player>.+) won the game$/, "wonTheGame"],
  [/^it would enter with its (?<face>\w+) face, (?<name>.+), up$/, "wouldEnterWithFace"],
  [/^it can't be cast with mana value (?<value>\d+): (?<reason>.+)$/, "cantCastWithManaValue"],
  [/^(?<name>.+) forbids it this turn$/, "forbidsThisTurn"],
  [/^(?<name>.+) forbids it$/, "forbids"],
  [/^there is no legal choice for "(?<text>.+)"$/, "noLegalChoice"],
  [/^(?<amount>\d+) can't be divided among (?<targets>\d+) targets with at least 1 each$/, "cantDivide"],
  [/^"(?<text>.+)" can't be paid$/, "partUnpayable"],
];

/** Words the server wrote in English, keyed: the key and the values its pattern's groups found. */
export interface KeyedWords {
  readonly key: string;
  readonly params: Readonly<Record<string, string>>;
}

/** The key of some English words, by their exact words or else by the first pattern they match; undefined when unknown. */
export function keyOfWords(raw: string, exact: Readonly<Record<string, string>>, patterns: readonly (readonly [RegExp, string])[]): KeyedWords | undefined {
  const id = exact[raw];
  if (id !== undefined) return { key: id, params: {} };
  for (const [pattern, key] of patterns) {
    const m = pattern.exec(raw);
    if (m) return { key, params: { ...m.groups } };
  }
  return undefined;
}

/** A reason's key under `reason.` and the words it carries, as the server wrote them; undefined for words this page doesn't know. */
export function reasonKey(raw: string): KeyedWords | undefined {
  return keyOfWords(raw, REASONS, REASON_PATTERNS);
}

/** A reason in the reader's language where its words are known, else as the server wrote it. */
export function describeReason(raw: string, ctx: DescribeContext, t: Translate): string {
  const known = reasonKey(raw);
  if (known === undefined) return raw;
  const params: Record<string, unknown> = {};
  for (const [group, value] of Object.entries(known.params)) {
    if (group === "name") params[group] = ctx.cardName(value);
    else if (group === "reason") params[group] = describeReason(value, ctx, t);
    else if (group === "face") params[group] = t(`reason.face.${value}`, { defaultValue: value });
    else if (group === "text") params[group] = ctx.rulesText?.(value) ?? value;
    else params[group] = value;
  }
  return t(`reason.${known.key}`, { ...params, defaultValue: raw });
}

function zone(t: Translate, z: Zone): string {
  return t(`zone.${z}`);
}

function keywords(ctx: DescribeContext, list: readonly string[]): string {
  // The server lowercases the keywords it lists ("flying, trample").
  return list
    .map((x) => ctx.keyword?.(x) ?? x)
    .join(", ")
    .toLowerCase();
}

function signed(n: number): string {
  return `${n >= 0 ? "+" : ""}${n}`;
}

export function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** A log entry's line in the reader's language; chat lines are the player's own words and are not translated. */
export function describeEntry(entry: LogEntry, ctx: DescribeContext, t: Translate): string | null {
  switch (entry.kind) {
    case "event": {
      const line = describeEvent(entry.event, ctx, t);
      return line === undefined ? entry.text : line;
    }
    case "table":
      return describeNotice(entry, t, ctx.deckLabel);
    case "chat":
      return entry.text;
  }
}

/** A table notice: from its key where the server gave one, else the server's English text. */
export function describeNotice(entry: Extract<LogEntry, { kind: "table" }>, t: Translate, deckLabel: (english: string) => string = (x) => x): string {
  const n = entry.notice;
  if (n === undefined) return entry.text;
  const say = (options: Record<string, unknown> = {}): string => t(`notice.${n.key}`, { ...options, defaultValue: entry.text });
  // Seats are numbered from 1 for people; durations and reasons are words in the reader's language.
  const duration = (seconds: number): string =>
    seconds % 60 !== 0 || seconds < 60 ? t("notice.seconds", { count: Math.round(seconds) }) : t("notice.minutes", { count: seconds / 60 });
  const why = (w: SeatLoss): string => t(`notice.why.${w}`);
  switch (n.key) {
    case "serverRestarted":
      return say();
    case "satDown":
      return say({ name: n.params.name, seat: n.params.seat + 1, deck: n.params.deck === null ? t("notice.sandboxPosition") : deckLabel(n.params.deck) });
    case "deckChosen":
      return say({ name: n.params.name, deck: deckLabel(n.params.deck) });
    case "stoodUp":
      return say({ name: n.params.name, seat: n.params.seat + 1 });
    case "gaveUpSeat":
      return say({ name: n.params.name, seat: n.params.seat + 1, why: why(n.params.why) });
    case "leftGame":
      return say({ name: n.params.name, why: why(n.params.why) });
    case "idleWarning":
      return say({ name: n.params.name, waited: duration(n.params.waitedSeconds), limit: duration(n.params.limitSeconds) });
    case "idleLost":
      return say({ name: n.params.name, limit: duration(n.params.limitSeconds) });
    case "timeUp":
      return say({ name: n.params.name });
    default:
      return entry.text;
  }
}
