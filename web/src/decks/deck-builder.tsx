// The deck builder: search the server's card pool (or a sealed pool), build a deck, see its mana curve and its
// colours, save it in the browser, and write or read it as text. Used on its own page (/decks) and, at a sealed
// table, over the table page with the seat's pool.

import { useComputed, useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import type { CardFace, SealedPool } from "../../../client-sdk/index.ts";
import { SEALED_BASIC_LANDS, SEALED_MIN_CARDS } from "../../../shared/protocol.ts";
import { t } from "../i18n.ts";
import {
  cardCount,
  COLOURS,
  colourCounts,
  CURVE_MAX,
  deleteDeck,
  emptyDeck,
  EXPORT_FORMATS,
  exportDeck,
  importList,
  manaCurve,
  nameKey,
  saveDeck,
  savedDecks,
  withCount,
  type Deck,
  type ExportFormat,
} from "./deck-model.ts";
import "./decks.css";

/** A constructed deck's least number of cards (100.2a). */
const CONSTRUCTED_MIN_CARDS = 60;
/** Search results shown at once: narrowing the search shows the rest. */
const MAX_RESULTS = 60;
const TYPES = ["Creature", "Instant", "Sorcery", "Artifact", "Enchantment", "Planeswalker", "Land"] as const;

let serverPool: Promise<CardFace[]> | null = null;

/** The cards this server plays (GET /api/cards), fetched once per page. */
export function serverCards(): Promise<CardFace[]> {
  serverPool ??= fetch("/api/cards").then(async (r) => {
    if (!r.ok) throw new Error(`GET /api/cards: ${r.status}`);
    return (await r.json()) as CardFace[];
  });
  return serverPool;
}

export interface DeckBuilderProps {
  /** A sealed pool: the deck is built from its cards (as many as it has) and basic lands. */
  readonly pool?: SealedPool;
  /** Plays the deck (at a sealed table); resolves to the server's problems with it, or null when it is taken. */
  readonly onUse?: (list: string) => Promise<readonly string[] | null>;
}

interface Filters {
  name: string;
  colour: string;
  type: string;
  manaValue: string;
  text: string;
}

const NO_FILTERS: Filters = { name: "", colour: "", type: "", manaValue: "", text: "" };

function matches(f: CardFace, filters: Filters): boolean {
  if (filters.name && !nameKey(f.name).includes(nameKey(filters.name))) return false;
  if (filters.text && !f.text.toLowerCase().includes(filters.text.trim().toLowerCase())) return false;
  if (filters.type && !f.types.includes(filters.type)) return false;
  if (filters.colour === "C" && f.colors.length > 0) return false;
  if (filters.colour === "M" && f.colors.length < 2) return false;
  if (filters.colour.length === 1 && filters.colour !== "C" && filters.colour !== "M" && !f.colors.includes(filters.colour)) return false;
  if (filters.manaValue !== "") {
    const mv = Number(filters.manaValue);
    if (mv >= CURVE_MAX ? f.manaValue < CURVE_MAX : f.manaValue !== mv) return false;
  }
  return true;
}

export function DeckBuilder({ pool, onUse }: DeckBuilderProps) {
  const cards = useSignal<CardFace[] | null>(null);
  const loadError = useSignal<string | null>(null);
  const deck = useSignal<Deck>(emptyDeck(pool ? t("decks:sealed.deckName", { set: pool.set }) : ""));
  const saved = useSignal<Deck[]>(savedDecks());
  const chosenSave = useSignal("");
  const filters = useSignal<Filters>(NO_FILTERS);
  const exportFormat = useSignal<ExportFormat>("arena");
  const importText = useSignal("");
  const importProblems = useSignal<string[]>([]);
  const notice = useSignal("");
  const serverProblems = useSignal<readonly string[]>([]);
  const using = useSignal(false);

  useEffect(() => {
    serverCards().then(
      (list) => void (cards.value = list),
      (e: unknown) => void (loadError.value = e instanceof Error ? e.message : String(e)),
    );
  }, []);

  const byName = useComputed(() => new Map((cards.value ?? []).map((c) => [c.name, c])));
  const byKey = useComputed(() => new Map((cards.value ?? []).map((c) => [nameKey(c.name), c.name])));
  const face = (name: string): CardFace | undefined => byName.value.get(name);
  /** In sealed, how many of each card the pool holds (basic lands: any number). */
  const poolCounts = useComputed(() => {
    const counts = new Map<string, number>();
    for (const c of pool?.boosters.flat() ?? []) if (c.supported) counts.set(c.name, (counts.get(c.name) ?? 0) + 1);
    return counts;
  });
  const unplayable = pool?.boosters.flat().filter((c) => !c.supported) ?? [];
  const searchable = useComputed(() => {
    if (!pool) return cards.value ?? [];
    const names = [...new Set([...poolCounts.value.keys(), ...SEALED_BASIC_LANDS])];
    return names.flatMap((n) => face(n) ?? []);
  });
  const results = useComputed(() =>
    searchable.value
      .filter((f) => matches(f, filters.value))
      .sort((a, b) => a.name.localeCompare(b.name))
      .slice(0, MAX_RESULTS),
  );
  const total = useComputed(() => cardCount(deck.value.main));
  const curve = useComputed(() => manaCurve(deck.value.main, face));
  const colours = useComputed(() => colourCounts(deck.value.main, face));
  const minimum = pool ? SEALED_MIN_CARDS : CONSTRUCTED_MIN_CARDS;

  /** Copies of the card still free to add: a sealed pool holds a number of each, basic lands are unlimited. */
  const left = (name: string): number => {
    if (!pool || SEALED_BASIC_LANDS.includes(name)) return Number.POSITIVE_INFINITY;
    const d = deck.value;
    return (poolCounts.value.get(name) ?? 0) - (d.main[name] ?? 0) - (d.sideboard[name] ?? 0);
  };
  const change = (section: "main" | "sideboard", name: string, delta: number): void => {
    if (delta > 0 && left(name) <= 0) return;
    deck.value = { ...deck.value, [section]: withCount(deck.value[section], name, delta) };
    serverProblems.value = [];
  };
  const setFilter = (key: keyof Filters) => (e: Event) => {
    filters.value = { ...filters.value, [key]: (e.currentTarget as HTMLInputElement | HTMLSelectElement).value };
  };

  const save = (): void => {
    const name = deck.value.name.trim() || t("decks:untitled");
    const kept = saveDeck({ ...deck.value, name, ...(pool ? { sealed: pool.set } : {}) });
    deck.value = kept;
    saved.value = savedDecks();
    chosenSave.value = kept.id;
    notice.value = t("decks:saved", { name });
  };
  const load = (): void => {
    const found = saved.value.find((d) => d.id === chosenSave.value);
    if (!found) return;
    // In sealed, only what the pool allows is taken.
    deck.value = pool ? { ...found, main: fitPool(found.main), sideboard: fitPool(found.sideboard) } : found;
    notice.value = t("decks:loaded", { name: found.name });
  };
  const fitPool = (cards: Readonly<Record<string, number>>): Record<string, number> => {
    const fitted: Record<string, number> = {};
    for (const [name, n] of Object.entries(cards)) {
      const allowed = SEALED_BASIC_LANDS.includes(name) ? n : Math.min(n, (poolCounts.value.get(name) ?? 0) - (fitted[name] ?? 0));
      if (allowed > 0) fitted[name] = allowed;
    }
    return fitted;
  };
  const remove = (): void => {
    const found = saved.value.find((d) => d.id === chosenSave.value);
    if (!found) return;
    deleteDeck(found.id);
    saved.value = savedDecks();
    chosenSave.value = "";
    notice.value = t("decks:deleted", { name: found.name });
  };
  const importPasted = (): void => {
    const read = importList(importText.value, (n) => byKey.value.get(nameKey(n)) ?? null);
    importProblems.value = read.problems.map((p) =>
      t(p.kind === "unknown" ? "decks:import.unknown" : "decks:import.unreadable", { line: p.line, text: p.text.trim() }),
    );
    if (Object.keys(read.main).length === 0) return;
    deck.value = {
      ...emptyDeck(read.name ?? deck.value.name),
      main: pool ? fitPool(read.main) : read.main,
      sideboard: pool ? fitPool(read.sideboard) : read.sideboard,
    };
    notice.value = t("decks:import.done", { count: cardCount(read.main) });
  };
  const use = async (): Promise<void> => {
    if (!onUse) return;
    using.value = true;
    try {
      serverProblems.value = (await onUse(exportDeck(deck.value, "arena"))) ?? [];
    } finally {
      using.value = false;
    }
  };

  if (loadError.value) return <p class="deck-builder load-error">{t("decks:loadError", { error: loadError.value })}</p>;
  if (!cards.value) return <p class="deck-builder loading">{t("decks:loading")}</p>;

  const d = deck.value;
  const highest = Math.max(1, ...curve.value);
  return (
    <div class={`deck-builder${pool ? " sealed" : ""}`}>
      <section class="deck-search">
        <h2>{pool ? t("decks:sealed.poolTitle", { set: pool.setName }) : t("decks:search.title")}</h2>
        <div class="search-filters">
          <input class="search-name" type="search" placeholder={t("decks:search.name")} value={filters.value.name} onInput={setFilter("name")} />
          <select class="search-colour" value={filters.value.colour} onChange={setFilter("colour")} aria-label={t("decks:search.colour")}>
            <option value="">{t("decks:search.anyColour")}</option>
            {[...COLOURS, "C", "M"].map((c) => (
              <option key={c} value={c}>
                {t(`decks:colour.${c}`)}
              </option>
            ))}
          </select>
          <select class="search-type" value={filters.value.type} onChange={setFilter("type")} aria-label={t("decks:search.type")}>
            <option value="">{t("decks:search.anyType")}</option>
            {TYPES.map((ty) => (
              <option key={ty} value={ty}>
                {t(`decks:type.${ty}`)}
              </option>
            ))}
          </select>
          <select class="search-mv" value={filters.value.manaValue} onChange={setFilter("manaValue")} aria-label={t("decks:search.manaValue")}>
            <option value="">{t("decks:search.anyManaValue")}</option>
            {Array.from({ length: CURVE_MAX + 1 }, (_, mv) => (
              <option key={mv} value={String(mv)}>
                {mv === CURVE_MAX ? `${mv}+` : String(mv)}
              </option>
            ))}
          </select>
          <input class="search-text" type="search" placeholder={t("decks:search.text")} value={filters.value.text} onInput={setFilter("text")} />
        </div>
        <ul class="search-results">
          {results.value.map((f) => (
            <li key={f.name} class="search-result" data-name={f.name} title={`${f.typeLine}\n${f.text}`}>
              <button type="button" class="add" disabled={left(f.name) <= 0} onClick={() => change("main", f.name, 1)}>
                <span class="name">{f.name}</span> <span class="cost">{f.manaCost ?? ""}</span>
                <span class="typeline">{f.typeLine}</span>
                {pool && !SEALED_BASIC_LANDS.includes(f.name) ? <span class="left">{t("decks:sealed.left", { count: left(f.name) })}</span> : null}
              </button>
              <button
                type="button"
                class="add-side secondary"
                disabled={left(f.name) <= 0}
                title={t("decks:toSideboard")}
                onClick={() => change("sideboard", f.name, 1)}
              >
                {t("decks:sideboardShort")}
              </button>
            </li>
          ))}
        </ul>
        {results.value.length === 0 ? <p class="no-results">{t("decks:search.none")}</p> : null}
        {unplayable.length > 0 ? (
          <details class="unplayable">
            <summary>{t("decks:sealed.unplayable", { count: unplayable.length })}</summary>
            <ul>
              {unplayable.map((c, i) => (
                <li key={`${c.name}-${i}`} title={c.reason ?? ""}>
                  {c.name}
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </section>

      <section class="deck-edit">
        <div class="deck-head">
          <input
            class="deck-name"
            placeholder={t("decks:deckName")}
            value={d.name}
            onInput={(e) => (deck.value = { ...deck.value, name: (e.currentTarget as HTMLInputElement).value })}
          />
          <span class={`deck-total${total.value >= minimum ? " complete" : ""}`} data-count={total.value}>
            {t("decks:total", { count: total.value, minimum })}
          </span>
        </div>
        <div class="deck-stats">
          <div class="mana-curve" title={t("decks:curve")}>
            {curve.value.map((n, mv) => (
              <div key={mv} class="curve-bar" data-mv={mv} data-count={n} title={t("decks:curveBar", { count: n, mv: mv === CURVE_MAX ? `${mv}+` : mv })}>
                <span class="bar" style={{ height: `${(n / highest) * 100}%` }} />
                <span class="n">{n}</span>
                <span class="mv">{mv === CURVE_MAX ? `${mv}+` : mv}</span>
              </div>
            ))}
          </div>
          <ul class="colour-counts" aria-label={t("decks:colours")}>
            {Object.entries(colours.value).map(([c, n]) => (
              <li key={c} class={`colour colour-${c}`} data-colour={c} data-count={n} title={t(`decks:colour.${c}`)}>
                {c} {n}
              </li>
            ))}
          </ul>
        </div>
        {pool ? (
          <div class="basic-lands">
            {SEALED_BASIC_LANDS.map((land) => (
              <button key={land} type="button" class="basic-land secondary small" data-name={land} onClick={() => change("main", land, 1)}>
                + {t(`decks:basic.${land}`)}
              </button>
            ))}
          </div>
        ) : null}
        <DeckSection title={t("decks:main")} cards={d.main} face={face} onChange={(n, delta) => change("main", n, delta)} kind="main" />
        <DeckSection title={t("decks:sideboard")} cards={d.sideboard} face={face} onChange={(n, delta) => change("sideboard", n, delta)} kind="sideboard" />
        {onUse ? (
          <div class="use">
            <button type="button" class="use-deck" disabled={using.value || total.value < minimum} onClick={() => void use()}>
              {t("decks:sealed.use")}
            </button>
            {serverProblems.value.length > 0 ? (
              <ul class="deck-problems">
                {serverProblems.value.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </section>

      <section class="deck-files">
        <h3>{t("decks:savedTitle")}</h3>
        <div class="saved-row">
          <button type="button" class="save-deck" onClick={save}>
            {t("decks:save")}
          </button>
          <button type="button" class="new-deck secondary" onClick={() => (deck.value = emptyDeck())}>
            {t("decks:new")}
          </button>
        </div>
        <div class="saved-row">
          <select class="saved-decks" value={chosenSave.value} onChange={(e) => (chosenSave.value = (e.currentTarget as HTMLSelectElement).value)}>
            <option value="">{t("decks:choose", { count: saved.value.length })}</option>
            {saved.value.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name} ({cardCount(s.main)})
              </option>
            ))}
          </select>
          <button type="button" class="load-deck secondary" disabled={!chosenSave.value} onClick={load}>
            {t("decks:load")}
          </button>
          <button type="button" class="delete-deck secondary" disabled={!chosenSave.value} onClick={remove}>
            {t("decks:delete")}
          </button>
        </div>
        {notice.value ? <p class="deck-notice">{notice.value}</p> : null}
        <h3>{t("decks:export.title")}</h3>
        <select
          class="export-format"
          value={exportFormat.value}
          onChange={(e) => (exportFormat.value = (e.currentTarget as HTMLSelectElement).value as ExportFormat)}
        >
          {EXPORT_FORMATS.map((f) => (
            <option key={f} value={f}>
              {t(`decks:export.${f}`)}
            </option>
          ))}
        </select>
        <textarea
          class="export-text"
          readOnly
          rows={8}
          value={exportDeck(d, exportFormat.value)}
          onFocus={(e) => (e.currentTarget as HTMLTextAreaElement).select()}
        />
        <h3>{t("decks:import.title")}</h3>
        <textarea
          class="import-text"
          rows={6}
          placeholder={t("decks:import.placeholder")}
          value={importText.value}
          onInput={(e) => (importText.value = (e.currentTarget as HTMLTextAreaElement).value)}
        />
        <button type="button" class="import-deck secondary" onClick={importPasted}>
          {t("decks:import.button")}
        </button>
        {importProblems.value.length > 0 ? (
          <ul class="import-problems">
            {importProblems.value.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}

function DeckSection(props: {
  title: string;
  kind: "main" | "sideboard";
  cards: Readonly<Record<string, number>>;
  face: (name: string) => CardFace | undefined;
  onChange: (name: string, delta: number) => void;
}) {
  const entries = Object.entries(props.cards).sort(([a], [b]) => (props.face(a)?.manaValue ?? 0) - (props.face(b)?.manaValue ?? 0) || a.localeCompare(b));
  return (
    <div class={`deck-list deck-${props.kind}`}>
      <h3>
        {props.title} ({cardCount(props.cards)})
      </h3>
      {entries.length === 0 ? <p class="empty">{t("decks:emptySection")}</p> : null}
      <ul>
        {entries.map(([name, n]) => (
          <li key={name} class="deck-entry" data-name={name} data-count={n}>
            <span class="count">{n}</span> <span class="name">{name}</span> <span class="cost">{props.face(name)?.manaCost ?? ""}</span>
            <button type="button" class="more small secondary" aria-label={t("decks:more", { name })} onClick={() => props.onChange(name, 1)}>
              +
            </button>
            <button type="button" class="less small secondary" aria-label={t("decks:less", { name })} onClick={() => props.onChange(name, -1)}>
              −
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
