// The lobby's page at "/": the lobby room opened, and its components mounted until the player leaves for a table.

import { createElement, render } from "preact";
import { server } from "./app.ts";
import { deckChoiceModel } from "./lobby/deck-choice.tsx";
import { LobbyPage } from "./lobby/lobby-page.tsx";

export async function showLobby(root: HTMLElement): Promise<() => void> {
  const [lobby, deck] = await Promise.all([server.lobby(), deckChoiceModel()]);
  // What the previous page left (the decks page's host, a join form left for the lobby): start from an empty element.
  root.replaceChildren();
  render(createElement(LobbyPage, { lobby, deck }), root);
  return () => {
    render(null, root);
    void lobby.leave();
  };
}
