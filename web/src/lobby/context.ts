// What the lobby's forms share: the player's name and deck, where problems are shown, and entering a table.

import { useSignal, type Signal } from "@preact/signals";
import type { ComponentChildren } from "preact";
import { TableError, type Table } from "../../../client-sdk/index.ts";
import { joined, keepToken, navigate, playerName, setPlayerName } from "../app.ts";
import { errorText } from "../errors/error-text.ts";
import { t } from "../i18n.ts";
import type { DeckChoiceModel } from "./deck-choice.tsx";

/** What the lobby's forms share: the player's name and deck, and one place to say what went wrong. */
export interface LobbyContext {
  readonly name: Signal<string>;
  readonly deck: DeckChoiceModel;
  /** The latest problem: a message, or the sandbox consent question. */
  readonly problem: Signal<ComponentChildren>;
  /** Begins an attempt: the player's name with the earlier problems cleared, or null (and a request for it) when it is missing. */
  begin(): string | null;
  /** Shows why an attempt failed: the deck's problems next to the deck, anything else below the name. */
  failed(e: unknown): void;
  /** Opens the table's page once seated (or watching). */
  enter(table: Table, seated: boolean): void;
}

export function useLobbyContext(deck: DeckChoiceModel): LobbyContext {
  const name = useSignal(playerName());
  const problem = useSignal<ComponentChildren>(null);
  return {
    name,
    deck,
    problem,
    begin() {
      const n = name.value.trim();
      if (!n) {
        problem.value = t("lobby:problems.noName");
        document.querySelector<HTMLInputElement>("input.player-name")?.focus();
        return null;
      }
      setPlayerName(n);
      problem.value = null;
      deck.error.value = null;
      return n;
    },
    failed(e) {
      if (e instanceof TableError && e.code === "INVALID_DECK") deck.error.value = e;
      else problem.value = errorText(e);
    },
    enter(table, seated) {
      joined.set(table.code, table);
      if (seated) keepToken(table);
      navigate(`/table/${table.code}`);
    },
  };
}
