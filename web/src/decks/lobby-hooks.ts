// What the lobby takes from the deck builder: the sealed option of a new table, saved decks for the deck picker,
// and a link to the builder's page.

import { h } from "../dom.ts";
import { t } from "../i18n.ts";
import { cardCount, exportDeck, savedDecks } from "./deck-model.ts";

/** The core sets sealed pools open from: GET /api/sealed without a set answers them with its refusal. */
async function sealedSets(): Promise<string[]> {
  const answer = (await (await fetch("/api/sealed")).json()) as { sets?: string[] };
  return answer.sets ?? [];
}

/** A select of the sealed sets, "" for a table without sealed; its value is the table option's set. */
export async function sealedSetSelect(): Promise<HTMLSelectElement> {
  const sets = await sealedSets().catch(() => []);
  return h(
    "select.sealed-set",
    { name: "sealed" },
    h("option", { value: "" }, t("decks:sealed.none")),
    sets.map((s) => h("option", { value: s }, s)),
  );
}

/** The decks saved in this browser, as the deck picker offers them: a title and the list to sit with. */
export function savedDeckChoices(): { id: string; title: string; list: string }[] {
  return savedDecks()
    .filter((d) => cardCount(d.main) > 0)
    .map((d) => ({ id: `saved:${d.id}`, title: t("decks:picker.saved", { name: d.name }), list: exportDeck(d, "arena") }));
}

export function deckBuilderLink(onOpen: () => void): HTMLElement {
  return h(
    "a.deck-builder-link",
    {
      href: "/decks",
      onclick: (e: Event) => {
        e.preventDefault();
        onOpen();
      },
    },
    t("decks:page.link"),
  );
}
