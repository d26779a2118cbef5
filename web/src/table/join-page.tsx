// Joining a table by its link (/table/CODE opened without a seat): a name and a deck to take a seat, or watching.
// The deck field and the sandbox question are the lobby's.

import { useSignal } from "@preact/signals";
import type { ComponentChildren } from "preact";
import { TableError, type Table } from "../../../client-sdk/index.ts";
import { keepToken, playerName, server, setPlayerName } from "../app.ts";
import { PageLink } from "../components/page-link.tsx";
import { errorText } from "../errors/error-text.ts";
import { t } from "../i18n.ts";
import { isConsentRequest, SandboxConsent } from "../lobby/consent.tsx";
import { DeckChoiceField, type DeckChoiceModel } from "../lobby/deck-choice.tsx";
import "./join.css";

export interface JoinPageProps {
  readonly code: string;
  readonly deck: DeckChoiceModel;
  /** The table once the server has seated (or admitted as a spectator) this player. */
  readonly joined: (table: Table) => void;
}

export function JoinPage({ code, deck, joined }: JoinPageProps) {
  const name = useSignal(playerName());
  const problem = useSignal<ComponentChildren>(null);

  const go = async (spectate: boolean, acceptSandbox = false): Promise<void> => {
    const chosen = name.value.trim();
    if (!chosen) {
      problem.value = t("table:join.enterName");
      return;
    }
    setPlayerName(chosen);
    deck.error.value = null;
    problem.value = null;
    try {
      const table = spectate ? await server.spectate(code, chosen) : await server.joinTable(code, { name: chosen, deck: deck.choice(), acceptSandbox });
      if (!spectate) keepToken(table);
      joined(table);
    } catch (e) {
      if (isConsentRequest(e)) problem.value = <SandboxConsent agree={() => void go(false, true)} />;
      else if (e instanceof TableError && e.code === "INVALID_DECK") deck.error.value = e;
      else problem.value = errorText(e);
    }
  };

  return (
    <div class="join-page">
      <h1>{t("table:join.title", { code })}</h1>
      <label>
        {t("table:join.yourName")}{" "}
        <input
          class="player-name"
          name="name"
          value={name.value}
          placeholder={t("table:join.namePlaceholder")}
          maxLength={32}
          onInput={(e) => (name.value = e.currentTarget.value)}
        />
      </label>
      <DeckChoiceField model={deck} />
      <p class="problem" role="alert">
        {problem.value}
      </p>
      <button type="button" class="take-seat" onClick={() => void go(false)}>
        {t("table:join.takeSeat")}
      </button>
      <button type="button" class="watch secondary" onClick={() => void go(true)}>
        {t("table:join.watch")}
      </button>
      <p>
        <PageLink href="/">{t("table:join.backToLobby")}</PageLink>
      </p>
    </div>
  );
}
