// The deck builder's own page (/decks): build, save and trade decklists; a saved deck is then chosen in the
// lobby's deck picker.

import { render } from "preact";
import { navigate } from "../app.ts";
import { t } from "../i18n.ts";
import { DeckBuilder } from "./deck-builder.tsx";

function DecksPage() {
  return (
    <div class="decks-page">
      <header class="decks-header">
        <h1>{t("decks:page.title")}</h1>
        <a
          class="back-to-lobby"
          href="/"
          onClick={(e) => {
            e.preventDefault();
            navigate("/");
          }}
        >
          {t("decks:page.back")}
        </a>
      </header>
      <DeckBuilder />
    </div>
  );
}

/** Shows the page in `root`; the function returned takes it down. */
export function showDecks(root: HTMLElement): () => void {
  const host = document.createElement("div");
  root.replaceChildren(host);
  render(<DecksPage />, host);
  return () => render(null, host);
}
