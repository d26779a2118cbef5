// Before the game: the seats, who has taken them with which deck, who is ready, and one's own "Ready".

import { SealedPanel } from "../decks/sealed-panel.tsx";
import { t } from "../i18n.ts";
import { deckLabel } from "../lobby/starter-decks.ts";
import type { TableSignals } from "../table-signals.ts";
import { messageOf } from "./context.ts";

export function WaitingRoom({ signals, report }: { signals: TableSignals; report: (message: string) => void }) {
  const s = signals.state.value;
  const me = s.you === null ? null : s.players[s.you];
  return (
    <section class="waiting-room" aria-labelledby="seats-heading">
      <h2 id="seats-heading">{t("table:waiting.seats")}</h2>
      <ul class="seats">
        {s.players.map((p) => (
          <li key={p.seat}>
            {p.taken ? `${p.name} — ${deckLabel(p.deck)}${p.ready ? ` — ${t("table:waiting.ready")}` : ""}` : t("table:waiting.free", { seat: p.seat + 1 })}
          </li>
        ))}
      </ul>
      <SealedPanel signals={signals} />
      {me ? (
        <button
          type="button"
          class={me.ready ? "ready secondary" : "ready"}
          onClick={() => void signals.table.ready(!me.ready).catch((e: unknown) => report(messageOf(e)))}
        >
          {me.ready ? t("table:waiting.notReadyButton") : t("table:waiting.readyButton")}
        </button>
      ) : (
        <p>{t("table:waiting.watching")}</p>
      )}
    </section>
  );
}
