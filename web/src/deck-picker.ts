// Choosing a deck: one of the starter decks, or a pasted decklist (plain text, MTG Arena, .dec). The
// server checks it; its problems are shown line by line.

import type { DeckChoice, StarterDeckInfo, TableError } from "../../client-sdk/index.ts";
import { h, fill } from "./dom.ts";
import { savedDeckChoices } from "./decks/lobby-hooks.ts";

let starters: StarterDeckInfo[] | null = null;

async function starterDecks(): Promise<StarterDeckInfo[]> {
  starters ??= (await (await fetch("/api/decks")).json()) as StarterDeckInfo[];
  return starters;
}

export interface DeckPicker {
  readonly element: HTMLElement;
  /** The chosen deck. */
  choice(): DeckChoice;
  /** Shows a refusal from the server: every problem, by line. */
  showError(error: TableError): void;
  clearError(): void;
}

export async function deckPicker(): Promise<DeckPicker> {
  const decks = await starterDecks();
  const saved = localStorage.getItem("mtg-table:deck") ?? decks[0]!.id;
  const builtDecks = savedDeckChoices();
  const select = h("select.starter", { name: "starter" }, [
    ...decks.map((d) => h("option", { value: d.id, selected: d.id === saved }, d.title)),
    ...builtDecks.map((d) => h("option", { value: d.id, selected: d.id === saved }, d.title)),
    h("option", { value: "paste", selected: saved === "paste" }, "Paste a decklist…"),
  ]);
  const list = h("textarea.decklist", {
    name: "decklist",
    rows: 8,
    placeholder: "4 Lightning Bolt\n20 Mountain\n…\n\nSideboard\n2 Shock",
    value: localStorage.getItem("mtg-table:decklist") ?? "",
  });
  const errors = h("ul.deck-errors");
  const sync = (): void => {
    list.hidden = select.value !== "paste";
    localStorage.setItem("mtg-table:deck", select.value);
  };
  select.addEventListener("change", sync);
  list.addEventListener("input", () => localStorage.setItem("mtg-table:decklist", list.value));
  sync();
  return {
    element: h("div.deck-picker", null, h("label", null, "Deck ", select), list, errors),
    choice: () => {
      const built = builtDecks.find((d) => d.id === select.value);
      if (built) return { list: built.list };
      return select.value === "paste" ? { list: list.value } : { starter: select.value };
    },
    showError: (error) =>
      fill(
        errors,
        h("li.headline", null, error.message),
        error.problems.map((p) => h("li", null, p)),
      ),
    clearError: () => fill(errors),
  };
}
