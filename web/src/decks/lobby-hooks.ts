// What the lobby takes from the deck builder: the sets a sealed table may open, and saved decks for the deck picker.

import { t } from "../i18n.ts";
import { cardCount, exportDeck, savedDecks } from "./deck-model.ts";

/** The core sets sealed pools open from: GET /api/sealed without a set answers them with its refusal. */
export async function sealedSets(): Promise<string[]> {
  const answer = (await (await fetch("/api/sealed")).json()) as { sets?: string[] };
  return answer.sets ?? [];
}

/** The decks saved in this browser, as the deck picker offers them: a title and the list to sit with. */
export function savedDeckChoices(): { id: string; title: string; list: string }[] {
  return savedDecks()
    .filter((d) => cardCount(d.main) > 0)
    .map((d) => ({ id: `saved:${d.id}`, title: t("decks:picker.saved", { name: d.name }), list: exportDeck(d, "arena") }));
}
