// Choosing a deck on a page still built by hand (the table's join form): the lobby's deck field, mounted into an
// element of its own.

import { createElement, render } from "preact";
import type { DeckChoice, TableError } from "../../client-sdk/index.ts";
import { DeckChoiceField, deckChoiceModel } from "./lobby/deck-choice.tsx";

export interface DeckPicker {
  readonly element: HTMLElement;
  /** The chosen deck. */
  choice(): DeckChoice;
  /** Shows a refusal from the server: every problem, by line. */
  showError(error: TableError): void;
  clearError(): void;
}

export async function deckPicker(): Promise<DeckPicker> {
  const model = await deckChoiceModel();
  const element = document.createElement("div");
  render(createElement(DeckChoiceField, { model }), element);
  return {
    element,
    choice: () => model.choice(),
    showError: (error) => (model.error.value = error),
    clearError: () => (model.error.value = null),
  };
}
