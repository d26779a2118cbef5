// The table's bar: its name, the invite link, whose turn and which step, day or night, who has priority, the
// players' clocks, the spectators, the language and the way out.

import type { Table } from "../../../client-sdk/index.ts";
import { inviteLink, navigate } from "../app.ts";
import { LanguageSwitch } from "../components/footer.tsx";
import { t } from "../i18n.ts";
import type { TableSignals } from "../table-signals.ts";
import { Clock } from "./clock.tsx";

/** A step's name (500.1), or the additional phase an effect added (500.8). */
export function stepText(step: string | null, additional = false): string {
  if (!step) return "";
  const name = t(`table:step.${step}`, { defaultValue: step });
  if (!additional) return name;
  return step === "postcombatMain" ? t("table:step.additionalMain") : t("table:step.additionalCombat", { step: name });
}

function Turn({ signals }: { signals: TableSignals }) {
  const s = signals.state.value;
  if (s.status !== "playing" && s.status !== "finished") return <span class="turn">{t("table:bar.waitingForPlayers")}</span>;
  const active = s.activePlayer !== null ? s.players[s.activePlayer] : undefined;
  const priority = s.priorityPlayer !== null ? s.players[s.priorityPlayer] : undefined;
  return (
    <span class="turn">
      {t("table:bar.turn", { turn: s.turn })}
      {active ? ` · ${t("table:bar.whoseTurn", { name: active.name })}` : ""} · {stepText(s.step, s.additionalPhase)}
      {/* 730.1: the game's day or night designation, once it has one. */}
      {s.dayNight ? (
        <span class={`day-night ${s.dayNight}`} title={t(`table:bar.${s.dayNight}Title`)}>
          {` · ${t(`table:bar.${s.dayNight}`)}`}
        </span>
      ) : null}
      {priority ? <span class="priority">{` · ${t("table:bar.priority", { name: priority.name })}`}</span> : null}
    </span>
  );
}

function Leave({ table }: { table: Table }) {
  return (
    <a
      class="leave"
      href="/"
      onClick={(e) => {
        e.preventDefault();
        void table.leave();
        navigate("/");
      }}
    >
      {t("table:bar.leave")}
    </a>
  );
}

export function TableBar({ signals }: { signals: TableSignals }) {
  const s = signals.state.value;
  const code = signals.table.code;
  const clocks = s.players.filter((p) => p.taken && p.clockMs !== null);
  return (
    <header class="table-bar">
      <h1 class="table-name">{s.name}</h1>
      <Turn signals={signals} />
      {clocks.length ? (
        <span class="clocks">
          {clocks.map((p) => (
            <Clock key={p.seat} player={p} signals={signals} />
          ))}
        </span>
      ) : null}
      {s.spectators ? <span class="spectators">{t("table:bar.spectators", { count: s.spectators })}</span> : null}
      <span class="invite">
        <label class="invite-label">
          {t("table:bar.invite")}{" "}
          <input class="invite-link" readOnly value={inviteLink(code)} onClick={(e) => (e.currentTarget as HTMLInputElement).select()} />
        </label>
        <span class="code">{t("table:bar.code", { code })}</span>
      </span>
      <LanguageSwitch />
      <Leave table={signals.table} />
    </header>
  );
}
