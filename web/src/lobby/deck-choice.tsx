// Choosing a deck: one of the starter decks, or a pasted decklist (plain text, MTG Arena, .dec). The choice is
// remembered in the browser. The server checks the deck; its problems are shown line by line.

import { signal, type Signal } from "@preact/signals";
import type { DeckChoice, StarterDeckInfo, TableError } from "../../../client-sdk/index.ts";
import { savedDeckChoices } from "../decks/lobby-hooks.ts";
import { errorLines } from "../errors/error-text.ts";
import { t } from "../i18n.ts";
import { starterDeckTitle } from "./starter-decks.ts";

let starters: Promise<StarterDeckInfo[]> | null = null;

/** The server's starter decks (GET /api/decks), fetched once per page. */
export function starterDecks(): Promise<StarterDeckInfo[]> {
  starters ??= fetch("/api/decks").then((r) => r.json() as Promise<StarterDeckInfo[]>);
  return starters;
}

const PASTE = "paste";

/** The picker's state, kept outside the component so that the page that sends the deck can read it. */
export interface DeckChoiceModel {
  readonly decks: readonly StarterDeckInfo[];
  /** Decks saved in this browser by the deck builder. */
  readonly saved: readonly { readonly id: string; readonly title: string; readonly list: string }[];
  /** A starter deck's id, or "paste". */
  readonly selected: Signal<string>;
  readonly list: Signal<string>;
  /** The server's refusal of the deck, shown until the next attempt. */
  readonly error: Signal<TableError | null>;
  choice(): DeckChoice;
}

export async function deckChoiceModel(): Promise<DeckChoiceModel> {
  const decks = await starterDecks();
  const selected = signal(localStorage.getItem("mtg-table:deck") ?? decks[0]!.id);
  const list = signal(localStorage.getItem("mtg-table:decklist") ?? "");
  const saved = savedDeckChoices();
  return {
    decks,
    saved,
    selected,
    list,
    error: signal(null),
    choice: () => {
      const built = saved.find((d) => d.id === selected.value);
      if (built) return { list: built.list };
      return selected.value === PASTE ? { list: list.value } : { starter: selected.value };
    },
  };
}

export function DeckChoiceField({ model }: { model: DeckChoiceModel }) {
  const error = model.error.value;
  return (
    <div class="deck-picker">
      <label>
        {t("lobby:deck.label")}{" "}
        <select
          class="starter"
          name="starter"
          value={model.selected.value}
          onChange={(e) => {
            model.selected.value = e.currentTarget.value;
            localStorage.setItem("mtg-table:deck", e.currentTarget.value);
          }}
        >
          {[...model.decks, ...model.saved].map((d) => (
            <option key={d.id} value={d.id}>
              {starterDeckTitle(d.id, d.title)}
            </option>
          ))}
          <option value={PASTE}>{t("lobby:deck.paste")}</option>
        </select>
      </label>
      <textarea
        class="decklist"
        name="decklist"
        rows={8}
        hidden={model.selected.value !== PASTE}
        placeholder={t("lobby:deck.placeholder")}
        aria-label={t("lobby:deck.listLabel")}
        value={model.list.value}
        onInput={(e) => {
          model.list.value = e.currentTarget.value;
          localStorage.setItem("mtg-table:decklist", e.currentTarget.value);
        }}
      />
      <ul class="deck-errors" aria-live="polite">
        {error
          ? errorLines(error).map((line, i) => (
              <li key={`${i}:${line}`} class={i === 0 ? "headline" : undefined}>
                {line}
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}
