// A player's clock. The one component that reads `now`: a tick re-renders the clocks and nothing else, so the
// board and a half-made choice in the prompt stay as they are while a clock runs.

import type { PlayerMirror } from "../../../client-sdk/index.ts";
import { t } from "../i18n.ts";
import type { TableSignals } from "../table-signals.ts";

/** Milliseconds as m:ss, rounded up (a clock showing 0:00 has run out). */
export function clockText(ms: number): string {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

export function Clock({ player, signals }: { player: PlayerMirror; signals: TableSignals }) {
  if (player.clockMs === null) return null;
  // A running clock counts down from the moment its state arrived.
  const left = player.clockRunning ? player.clockMs - Math.max(0, signals.now.value - signals.receivedAt.value) : player.clockMs;
  const text = clockText(left);
  return (
    <span
      class={`clock${player.clockRunning ? " running" : ""}`}
      data-seat={player.seat}
      role="timer"
      aria-label={t("table:clock.label", { name: player.name, time: text })}
    >
      <span class="clock-name">{player.name}</span> ⏱ {text}
    </span>
  );
}
