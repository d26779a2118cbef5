// The banner over the table: the connection lost and coming back, the table closing, or the game's result with
// the shuffles to verify and the record to download.

import { signal, useSignal, type Signal } from "@preact/signals";
import type { Table } from "../../../client-sdk/index.ts";
import { downloadRecord } from "../app.ts";
import { phraseText } from "../errors/error-text.ts";
import { ReplayLink } from "../replay/replay-link.tsx";
import { t } from "../i18n.ts";
import type { TableSignals } from "../table-signals.ts";
import { messageOf } from "./context.ts";

/** The connection as the page last heard of it. */
export type Connection = { readonly kind: "connected" } | { readonly kind: "reconnecting" | "closing" | "failed"; readonly reason: string };

/** A signal of the table's connection, from the SDK's events; `onBack` runs when it comes back. */
export function connectionSignal(table: Table, onBack: () => void): { connection: Signal<Connection>; dispose: () => void } {
  const connection = signal<Connection>({ kind: "connected" });
  const offs = [
    table.events.on("closing", ({ reason }) => {
      connection.value = { kind: "closing", reason };
    }),
    table.events.on("disconnected", () => {
      connection.value = { kind: "reconnecting", reason: "" };
    }),
    table.events.on("reconnected", () => {
      connection.value = { kind: "connected" };
      onBack();
    }),
    table.events.on("failed", ({ reason }) => {
      connection.value = { kind: "failed", reason: reason ?? "" };
    }),
  ];
  return {
    connection,
    dispose: () => {
      for (const off of offs) off();
    },
  };
}

/** The shuffles checked in this browser, with its own copy of the engine, never on the server's word. */
async function verify(table: Table): Promise<string> {
  try {
    const { engine } = await import("../../../server/game.ts");
    const report = await table.verify(engine);
    if (report.ok) return t("table:banner.verified");
    const failed = report.checks
      .filter((c) => !c.ok)
      .map((c) => `${c.name} — ${c.detail}`)
      .join("; ");
    return t("table:banner.verifyFailed", { failed });
  } catch (e) {
    return t("table:banner.couldNotVerify", { reason: messageOf(e) });
  }
}

function Result({ signals, report }: { signals: TableSignals; report: (message: string) => void }) {
  const s = signals.state.value;
  const table = signals.table;
  const verification = useSignal<string | null>(null);
  const canVerify = s.seedReveal !== "" && s.you !== null;
  const winners = s.winners.map((w) => s.players[w]?.name ?? "").join(", ");
  return (
    <div class="banner result" role="status">
      {s.draw ? t("table:banner.draw") : t("table:banner.won", { winners, count: s.winners.length })}
      {canVerify && verification.value === null ? (
        <button
          type="button"
          class="verify-shuffles secondary"
          onClick={async () => {
            verification.value = t("table:banner.checking");
            verification.value = await verify(table);
          }}
        >
          {t("table:banner.verify")}
        </button>
      ) : null}
      {table.seatToken ? (
        <button
          type="button"
          class="download-record secondary"
          onClick={() => void downloadRecord(table).catch((e: unknown) => report(t("table:banner.couldNotDownload", { reason: messageOf(e) })))}
        >
          {t("table:banner.download")}
        </button>
      ) : null}
      {table.seatToken ? <ReplayLink code={table.code} /> : null}
      {verification.value ? <span class="verification"> {verification.value}</span> : null}
    </div>
  );
}

export function Banner({ signals, connection, report }: { signals: TableSignals; connection: Signal<Connection>; report: (message: string) => void }) {
  const c = connection.value;
  if (c.kind === "reconnecting")
    return (
      <div class="banner reconnecting" role="status">
        {t("table:banner.reconnecting")}
      </div>
    );
  if (c.kind === "closing")
    return (
      <div class="banner reconnecting" role="alert">
        {t("table:banner.closing", { reason: phraseText(c.reason) })}
      </div>
    );
  if (c.kind === "failed")
    return (
      <div class="banner failed" role="alert">
        {c.reason ? t("table:banner.failedBecause", { reason: phraseText(c.reason) }) : t("table:banner.failed")}
      </div>
    );
  if (signals.state.value.status === "finished") return <Result signals={signals} report={report} />;
  return null;
}
