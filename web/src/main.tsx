// The browser table: the lobby at "/", a table at "/table/CODE" (the invite link), a finished game's replay at
// "/replay/CODE". Built with Vite and served by the table server; it talks to the server only through the client SDK
// (and replays a finished game with the engine's own code).

import { render } from "preact";
import { joined } from "./app.ts";
import { Footer } from "./components/footer.tsx";
import { showDecks } from "./decks/decks-page.tsx";
import { loadCards } from "./cards.ts";
import { t } from "./i18n.ts";
import { showLobby } from "./lobby.ts";
import { showReplay } from "./replay/show-replay.ts";
import { showTable } from "./table-page.ts";

const root = document.getElementById("app")!;
render(<Footer />, document.getElementById("footer")!);
/** Leaves whatever the current page holds open (a lobby subscription) before the next one shows. */
let leavePage: (() => void) | null = null;

async function route(): Promise<void> {
  leavePage?.();
  leavePage = null;
  const match = /^\/table\/([A-Za-z0-9]+)\/?$/.exec(location.pathname);
  const replay = /^\/replay\/([A-Za-z0-9]+)\/?$/.exec(location.pathname);
  if (/^\/decks\/?$/.test(location.pathname)) leavePage = showDecks(root);
  else if (replay) leavePage = showReplay(root, replay[1]!.toUpperCase());
  else if (match) {
    const code = match[1]!.toUpperCase();
    leavePage = await showTable(root, code, joined.get(code) ?? null);
  } else leavePage = await showLobby(root);
}

window.addEventListener("popstate", () => void route());

try {
  await loadCards();
  await route();
} catch (e) {
  render(<div class="fatal">{t("unreachable", { reason: e instanceof Error ? e.message : String(e) })}</div>, root);
}
