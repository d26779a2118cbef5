// The open tables, live from the lobby room: a row per table, to join or watch.

import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import type { Lobby, TableListing } from "../../../client-sdk/index.ts";
import { t } from "../i18n.ts";

function rules(s: TableListing["summary"]): string {
  const parts = [
    t(`lobby:format.${s.format}`),
    t(`lobby:mulligan.${s.mulligan}`),
    s.manaBurn ? t("lobby:list.manaBurn") : null,
    s.clock ? t("lobby:list.clock", { minutes: s.clock.minutes, seconds: s.clock.incrementSeconds }) : t("lobby:list.noClock"),
  ];
  return parts.filter(Boolean).join(", ");
}

function TableRow({ listing, join }: { listing: TableListing; join: (code: string, spectate: boolean) => void }) {
  const s = listing.summary;
  const open = s.status === "waiting" && s.seatsTaken < s.seats;
  return (
    <tr class="table-row" data-code={listing.code}>
      <td>
        <strong>{s.name}</strong>
        {s.sandbox ? <span class="tag">{t("lobby:list.sandbox")}</span> : null}
      </td>
      <td>{s.host}</td>
      <td>
        {s.seatsTaken}/{s.seats}
      </td>
      <td>{rules(s)}</td>
      <td>
        <span class={`status ${s.status}`}>{t(`lobby:status.${s.status}`)}</span>
      </td>
      <td class="actions">
        {open ? (
          <button type="button" class="join" onClick={() => join(listing.code, false)}>
            {t("lobby:list.join")}
          </button>
        ) : null}
        {s.spectators ? (
          <button type="button" class="watch secondary" onClick={() => join(listing.code, true)}>
            {t("lobby:list.watch")}
          </button>
        ) : null}
      </td>
    </tr>
  );
}

export function TableList({ lobby, join }: { lobby: Lobby; join: (code: string, spectate: boolean) => void }) {
  const tables = useSignal<readonly TableListing[]>(lobby.tables);
  useEffect(() => lobby.events.on("change", (list) => (tables.value = list)), [lobby]);
  return (
    <section class="tables">
      <h2>{t("lobby:list.title")}</h2>
      <table class="tables">
        <thead>
          <tr>
            <th>{t("lobby:list.table")}</th>
            <th>{t("lobby:list.host")}</th>
            <th>{t("lobby:list.seats")}</th>
            <th>{t("lobby:list.rules")}</th>
            <th>{t("lobby:list.status")}</th>
            <th>
              <span class="visually-hidden">{t("lobby:list.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {tables.value.length ? (
            tables.value.map((l) => <TableRow key={l.code} listing={l} join={join} />)
          ) : (
            <tr>
              <td class="empty" colSpan={6}>
                {t("lobby:list.empty")}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </section>
  );
}
