// A table's page (/table/CODE, the invite link): joining it (or coming back to it after a reload), the
// seats before the game, then the game itself in the shell of web/src/table/.

import { signal } from "@preact/signals";
import { createElement, render } from "preact";
import type { StackItemMirror, Table } from "../../client-sdk/index.ts";
import { forgetToken, joined, keepToken, playerName, server, tokensFor } from "./app.ts";
import { PromptController } from "./prompt/controller.ts";
import { deckChoiceModel } from "./lobby/deck-choice.tsx";
import { connectionSignal } from "./table/banner.tsx";
import { JoinPage } from "./table/join-page.tsx";
import { TableShell, toastSignal } from "./table/shell.tsx";
import { tableSignals } from "./table-signals.ts";

/** Joins the table by its link: a name and a deck, or watching. */
async function joinForm(root: HTMLElement, code: string): Promise<Table> {
  const deck = await deckChoiceModel();
  root.replaceChildren();
  const table = await new Promise<Table>((joined) => render(createElement(JoinPage, { code, deck, joined }), root));
  render(null, root);
  return table;
}

/** The table this page shows: already joined from the lobby, come back to with a stored token, or joined now. */
async function tableFor(root: HTMLElement, code: string, known: Table | null): Promise<Table> {
  if (known) return known;
  // A seat token claims the seat whatever became of the old connection (even across a server restart); a
  // spectator comes back on the reconnection token while the server holds it.
  const tokens = tokensFor(code);
  try {
    if (tokens.seat) return await server.claimSeat(code, tokens.seat, playerName() || "Player");
    if (tokens.reconnection) return await server.rejoin(tokens.reconnection);
  } catch {
    forgetToken(code);
  }
  return joinForm(root, code);
}

export async function showTable(root: HTMLElement, code: string, known: Table | null): Promise<() => void> {
  const table = await tableFor(root, code, known);
  joined.set(table.code, table);
  if (location.pathname !== `/table/${table.code}`) history.replaceState(null, "", `/table/${table.code}`);

  const signals = tableSignals(table);
  const { toast, report } = toastSignal();
  const { connection, dispose: stopConnection } = connectionSignal(table, () => keepToken(table));
  const promptVersion = signal(0);
  const hovered = signal<StackItemMirror | null>(null);
  const ui = new PromptController(
    signals,
    () => {
      promptVersion.value++;
    },
    report,
  );

  root.replaceChildren();
  render(createElement(TableShell, { shell: { signals, prompt: ui, promptVersion, hovered, report }, connection, toast, ui }), root);

  const onKey = (e: KeyboardEvent): void => {
    // Keys meant for a field, or for the button, link or control that has the focus, are theirs.
    const target = e.target instanceof Element ? e.target : null;
    if (target?.closest("input, textarea, select, [contenteditable]")) return;
    if ((e.key === " " || e.key === "Enter") && !target?.closest("button, a, summary") && ui.passByKey()) e.preventDefault();
    else if (e.key === "Escape" && ui.cancelByKey()) e.preventDefault();
  };
  document.addEventListener("keydown", onKey);
  return () => {
    stopConnection();
    signals.dispose();
    document.removeEventListener("keydown", onKey);
    render(null, root);
  };
}
