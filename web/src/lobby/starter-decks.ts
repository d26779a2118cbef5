// The starter decks' titles (GET /api/decks sends them in English) in the page's language, by deck id; and a deck as
// the seat notices name it ("… sits down with Red burn and goblins"), where it is a starter deck's title or one of
// the server's other deck labels.

import i18next from "i18next";
import { t } from "../i18n.ts";

/** A starter deck's title in the page's language; the server's title for a deck this page doesn't know. */
export function starterDeckTitle(id: string, title: string): string {
  return t(`starter-decks:titles.${id}`, { defaultValue: title });
}

/** The server's deck labels for a pasted decklist with no name, and for a deck built from a sealed pool. */
const SEALED_DECK = /^a sealed deck \((.+)\)$/;

/** A deck label from the server (English) in the page's language; a decklist's own name stays as written. */
export function deckLabel(label: string): string {
  const titles = (i18next.getResourceBundle("en", "starter-decks") as { titles?: Record<string, string> } | undefined)?.titles ?? {};
  const id = Object.keys(titles).find((key) => titles[key] === label);
  if (id !== undefined) return starterDeckTitle(id, label);
  if (label === "a decklist") return t("starter-decks:labels.decklist");
  // A seat at a sealed table before its deck is built from the pool (server/rooms/table-room.ts).
  if (label === "a sealed pool") return t("starter-decks:labels.sealedPool");
  if (label === "the sandbox position") return t("log:notice.sandboxPosition");
  const sealed = SEALED_DECK.exec(label);
  return sealed ? t("starter-decks:labels.sealedDeck", { set: sealed[1] }) : label;
}
