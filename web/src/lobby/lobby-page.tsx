// The lobby: your name (remembered), your deck, the live list of tables, creating a table, joining one by its row,
// by its invite code or link, and starting a table from a puzzle or a pasted sandbox setup.

import { useSignal, type Signal } from "@preact/signals";
import type { ComponentChildren } from "preact";
import type { Lobby } from "../../../client-sdk/index.ts";
import { navigate, server, setPlayerName } from "../app.ts";
import { t } from "../i18n.ts";
import { isConsentRequest, SandboxConsent } from "./consent.tsx";
import { useLobbyContext } from "./context.ts";
import { CreateTableForm } from "./create-table.tsx";
import { DeckChoiceField, type DeckChoiceModel } from "./deck-choice.tsx";
import { PuzzleForm } from "./puzzle-form.tsx";
import { TableList } from "./table-list.tsx";
import "./lobby.css";

export function LobbyPage({ lobby, deck }: { lobby: Lobby; deck: DeckChoiceModel }) {
  const ctx = useLobbyContext(deck);

  const join = async (code: string, spectate: boolean, acceptSandbox = false): Promise<void> => {
    const n = ctx.begin();
    if (!n) return;
    try {
      const table = spectate ? await server.spectate(code, n) : await server.joinTable(code, { name: n, deck: deck.choice(), acceptSandbox });
      ctx.enter(table, !spectate);
    } catch (e) {
      if (isConsentRequest(e)) ctx.problem.value = <SandboxConsent agree={() => void join(code, false, true)} />;
      else ctx.failed(e);
    }
  };

  return (
    <div class="lobby">
      <header>
        <h1>mtg-table</h1>
        <p class="tagline">{t("lobby:tagline")}</p>
        <a
          class="deck-builder-link"
          href="/decks"
          onClick={(e) => {
            e.preventDefault();
            navigate("/decks");
          }}
        >
          {t("decks:page.link")}
        </a>
      </header>
      <section class="you">
        <label>
          {t("lobby:name.label")}{" "}
          <input
            class="player-name"
            name="name"
            value={ctx.name.value}
            placeholder={t("lobby:name.placeholder")}
            maxLength={32}
            required
            onInput={(e) => (ctx.name.value = e.currentTarget.value)}
            onChange={(e) => setPlayerName(e.currentTarget.value)}
          />
        </label>
        <DeckChoiceField model={deck} />
        <p class="problem" role="alert">
          {ctx.problem.value}
        </p>
      </section>
      <CreateTableForm ctx={ctx} />
      <JoinByCode join={(code) => void join(code, false)} problem={ctx.problem} />
      <TableList lobby={lobby} join={(code, spectate) => void join(code, spectate)} />
      <PuzzleForm ctx={ctx} />
    </div>
  );
}

function JoinByCode({ join, problem }: { join: (code: string) => void; problem: Signal<ComponentChildren> }) {
  const typed = useSignal("");
  const submit = (e: Event): void => {
    e.preventDefault();
    // A code, or an invite link that ends with one.
    const found = /([A-Za-z0-9]{6})\/?$/.exec(typed.value.trim());
    if (found) join(found[1]!.toUpperCase());
    else problem.value = t("lobby:problems.badCode");
  };
  return (
    <section class="by-code">
      <h2>{t("lobby:byCode.title")}</h2>
      <form onSubmit={submit}>
        <input
          class="invite-code"
          name="code"
          placeholder={t("lobby:byCode.placeholder")}
          aria-label={t("lobby:byCode.placeholder")}
          maxLength={200}
          value={typed.value}
          onInput={(e) => (typed.value = e.currentTarget.value)}
        />{" "}
        <button type="submit" class="join-code">
          {t("lobby:byCode.join")}
        </button>
      </form>
    </section>
  );
}
