// A refusal from the server (or the SDK) in the reader's language: the server writes its messages in English, with a
// stable code (shared/errors.ts) and the rule that decided it. An English page shows the server's own words; a French
// one a sentence by the message's English words where this page knows them, else by the code, the rule number kept.
// The lines the server lists (a deck's problems) follow the sentence, each said by its words where known.
// Free of the page's i18next instance so that a Node test can render with any `t`.

import { type KeyedWords, keyOfWords, type Translate } from "../log/describe.ts";

/** What the page needs of a refusal: a TableError or a GameError. */
export interface Refusal {
  readonly code: string;
  readonly message: string;
  readonly rule?: string | undefined;
  readonly problems?: readonly string[] | undefined;
}

/** The table's refusals, by their English words (server/rooms/table-room.ts and the engine's). */
const KNOWN: Readonly<Record<string, string>> = {
  "this table lets only seated players chat": "chatSeatedOnly",
  "a sandbox game starts from the position its host chose: it has no shuffled deal to record": "sandboxNoRecord",
  "the record is published once the game is over": "recordAfterGame",
  "the game hasn't started yet": "notStarted",
  "the game hasn't started: stand up to leave the seat": "standToLeave",
  "the game has already started": "alreadyStarted",
  "the game has started: concede to leave it": "concedeToLeave",
  "the game has started: decks can't change": "decksFixed",
  "the game has started: seats can't change": "seatsFixed",
  "the server could not handle that message": "internal",
  "a sandbox table plays the position its host set up, not decks": "sandboxNoDecks",
  "build your sealed deck from your pool before you say you're ready": "buildSealedFirst",
  "choose a deck: a starter deck's name or a decklist": "chooseDeck",
  "this table isn't a sealed table": "notSealed",
  "a spectator can't take a seat; join the table as a player": "spectatorCantSit",
  "only a seated player can do that": "seatedOnly",
  "your seat was claimed from another connection with its seat token": "seatClaimed",
  "every seat is taken": "everySeatTaken",
  "every seat is taken or about to be": "everySeatTaken",
  "every seat is taken or about to be: join as a spectator": "everySeatTakenSpectate",
  "disconnected: too many messages, or a message that could not be read": "disconnectedUnread",
  "disconnected: far too many messages, for too long": "flooding",
  "you are chatting too fast": "chattingTooFast",
  "the game has started and this table has no spectators": "noSpectatorsStarted",
  "this table has no spectators": "noSpectators",
  "this table has no room for more spectators": "spectatorsFull",
  "this seat token belongs to no seat at this table": "unknownSeatToken",
  "the game is over": "gameOver",
};

/** Refusals with values in them; the groups are passed to the sentence as they are. */
const KNOWN_PATTERNS: readonly (readonly [RegExp, string])[] = [
  [/^you already sit at seat (?<seat>\d+)$/, "alreadySeated"],
  [/^you didn't sit down within (?<seconds>\d+) seconds; join again to play$/, "sitTimeout"],
  [/^too many messages: at most (?<limit>\d+) a second$/, "tooManyMessages"],
  [/^(?<name>.+) has left the game$/, "hasLeft"],
  [/^the game is waiting for (?<name>.+?) to .+$/, "waitingFor"],
  [/^unknown card names?: (?<names>.+)$/, "unknownCards"],
  [/^the decklist has (?<count>\d+) problems?$/, "decklistProblems"],
  [/^the deck has (?<count>\d+) problems? for a sealed game$/, "sealedDeckProblems"],
  [/^there is no starter deck "(?<name>.+)": choose one of (?<names>.+)$/, "noStarterDeck"],
  [/^Commander games aren't played here yet: take the "Commander" section \((?<names>.+)\) out of the list$/, "noCommander"],
  // A table or a seat refused at the door: the problems are the protocol's own words, kept as written.
  [/^invalid (?:table|join) options: (?<problems>.+)$/, "invalidOptions"],
  [/^invalid sandbox setup: (?<problems>.+)$/, "invalidSetup"],
];

/** A deck's problems (server/decks/, the engine's deck rules), by their English words, under `problem.`. */
const PROBLEMS: Readonly<Record<string, string>> = {
  "the decklist has no cards": "noCards",
  "the decklist has a sideboard but no main deck": "sideboardOnly",
  "the count must be at least 1": "countAtLeastOne",
  "an XML decklist needs a <Deck> element, as MTGO's .dek files have": "dekNoDeck",
  "cards with two faces aren't compiled yet": "twoFaces",
  "its text compiles, but the card isn't in the pool yet": "notInPoolYet",
};

/** Problems with values in them: a line of the list, a card's name, counts. */
const PROBLEM_PATTERNS: readonly (readonly [RegExp, string])[] = [
  [/^can't read "(?<text>.*)" in the About section: expected "Name <deck name>"$/, "aboutUnreadable"],
  [/^can't read "(?<text>.*)": expected a count and a card name, like "4 Lightning Bolt"$/, "unreadable"],
  [/^can't read (?<text>.*): expected Quantity="4" and Name="Lightning Bolt"$/, "dekUnreadable"],
  [/^the count must be at most (?<max>\d+)$/, "countAtMost"],
  [/^"(?<name>.+)": the count must be a positive whole number$/, "countPositive"],
  [/^unknown card "(?<name>.+?)": did you mean (?<suggestions>.+)\?$/, "unknownCardSuggested"],
  [/^unknown card "(?<name>.+)"$/, "unknownCard"],
  [/^unknown card: (?<name>.+)$/, "unknownCard"],
  [/^"(?<face>.+)" is one face of "(?<card>.+)": a deck names the card as ".+"$/, "oneFace"],
  [/^"(?<card>.+)" isn't playable here yet: (?<reason>.+)$/, "notPlayable"],
  // Why a card isn't playable yet (server/card-pool/support.ts): its paragraph as printed, an engine detail as written.
  [/^no template reads it: "(?<paragraph>.*)"$/, "noTemplate"],
  [/^the engine can't do what its text says yet: (?<detail>.+)$/, "engineCantYet"],
  [/^(?<name>.+) isn't in your sealed pool$/, "notInSealedPool"],
  [/^your sealed pool has (?<owned>\d+) (?<name>.+), the deck (?<count>\d+)$/, "sealedPoolHas"],
  [/^a sealed deck needs at least (?<min>\d+) cards; this one has (?<total>\d+)$/, "sealedMinimum"],
  [/^a constructed deck needs at least (?<min>\d+) cards; this one has (?<total>\d+)$/, "constructedMinimum"],
  [/^at most (?<max>\d+) copies of (?<name>.+) are allowed; this deck has (?<count>\d+)$/, "maxCopies"],
];

/** A problem's key under `problem.` and the values it carries; undefined for words this page doesn't know. */
export function problemKey(problem: string): KeyedWords | undefined {
  return keyOfWords(problem, PROBLEMS, PROBLEM_PATTERNS);
}

/**
 * One problem the server listed, in the reader's language where its words are known ("line 3: unknown card …" →
 * "ligne 3 : carte inconnue …"), else as written. A card's name and the line quoted stay as the player typed them.
 */
export function describeProblem(problem: string, t: Translate, english: boolean): string {
  if (english) return problem;
  const line = /^line (?<n>\d+): (?<rest>.+)$/.exec(problem)?.groups;
  const words = line?.rest ?? problem;
  const known = problemKey(words);
  if (!known) return problem;
  const params: Record<string, unknown> = { ...known.params };
  // "did you mean "A" or "B"?": the names as written, the "or" in the reader's language.
  if (typeof params.suggestions === "string") params.suggestions = params.suggestions.replaceAll('" or "', `" ${t("problem.or")} "`);
  if (typeof params.reason === "string") params.reason = describeProblem(params.reason, t, english);
  const sentence = t(`problem.${known.key}`, { ...params, defaultValue: words });
  return line ? t("problem.atLine", { n: line.n, problem: sentence }) : sentence;
}

/** A refusal's key under `known.` and the values it carries; undefined for words this page doesn't know. */
export function refusalKey(message: string): KeyedWords | undefined {
  return keyOfWords(message, KNOWN, KNOWN_PATTERNS);
}

/** Why a connection ended, as the server or the SDK says it (no code comes with these): phrases for the banner. */
const PHRASES: Readonly<Record<string, string>> = {
  "the server is restarting: the table will be back as it is, and your seat with it": "serverRestarting",
  "the server is shutting down": "serverShuttingDown",
  "the connection closed": "connectionClosed",
};

const PHRASE_PATTERNS: readonly (readonly [RegExp, string])[] = [[/^could not (?:reconnect|come back) in (?<attempts>\d+) attempts$/, "couldNotReconnect"]];

/** A reason given without a code (the table closing, the connection lost) as a phrase in the reader's language. */
export function describePhrase(message: string, t: Translate, english: boolean): string {
  if (english) return message;
  const phrase = keyOfWords(message, PHRASES, PHRASE_PATTERNS);
  if (phrase) return t(`phrase.${phrase.key}`, { ...phrase.params, defaultValue: message });
  // A refusal that closed the connection (a seat claimed elsewhere): its sentence, as a phrase.
  const known = refusalKey(message);
  if (!known) return message;
  const sentence = t(`known.${known.key}`, { ...known.params, defaultValue: message });
  return sentence.charAt(0).toLowerCase() + sentence.slice(1).replace(/\.$/, "");
}

/** The refusal's sentence: the server's words on an English page, else the known sentence or the code's, rule cited. */
export function describeRefusal(e: Refusal, t: Translate, english: boolean): string {
  if (english) return e.message;
  const known = refusalKey(e.message);
  // A count chooses the plural form ("1 problème", "3 problèmes").
  const params = known && known.params.count !== undefined ? { ...known.params, count: Number(known.params.count) } : known?.params;
  const sentence = known ? t(`known.${known.key}`, { ...params, defaultValue: e.message }) : t(`code.${e.code}`, { defaultValue: e.message });
  if (!e.rule) return sentence;
  // The rule goes inside the sentence: "Ce choix n'est pas permis (601.2c)."
  return sentence.endsWith(".") ? `${sentence.slice(0, -1)} (${e.rule}).` : `${sentence} (${e.rule})`;
}

/** The sentence, then each problem the server listed (a decklist's lines), in the reader's language where known. */
export function refusalLines(e: Refusal, t: Translate, english: boolean): string[] {
  return [describeRefusal(e, t, english), ...(e.problems ?? []).map((p) => describeProblem(p, t, english))];
}

/** Whatever a request failed with as a Refusal, when it is one (an object with a string code and message). */
export function asRefusal(e: unknown): Refusal | undefined {
  if (typeof e !== "object" || e === null) return undefined;
  const x = e as Record<string, unknown>;
  return typeof x.code === "string" && typeof x.message === "string" ? (e as Refusal) : undefined;
}
