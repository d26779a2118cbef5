// The SDK's table as signals, for components: the SDK's mirror stays the one source of the game's state; these
// signals only say when it changed. A component that reads `state.value` renders again on a patch; one that reads
// `now.value` (a running clock) on each tick — and nothing else does, so a half-made choice in the prompt survives
// both.

import { signal, type ReadonlySignal } from "@preact/signals";
import type { LogEntry, Prompt, Table, TableMirror } from "../../client-sdk/index.ts";

export interface TableSignals {
  readonly table: Table;
  readonly state: ReadonlySignal<TableMirror>;
  readonly prompt: ReadonlySignal<Prompt | null>;
  readonly log: ReadonlySignal<readonly LogEntry[]>;
  /** The time, ticking once a second while a clock runs (clocks count down between patches). */
  readonly now: ReadonlySignal<number>;
  /** When the latest state arrived (a running clock counts down from then). */
  readonly receivedAt: ReadonlySignal<number>;
  readonly dispose: () => void;
}

export function tableSignals(table: Table): TableSignals {
  const state = signal(table.state);
  const prompt = signal(table.prompt);
  const log = signal<readonly LogEntry[]>([...table.log]);
  const now = signal(Date.now());
  const receivedAt = signal(Date.now());
  const offs = [
    table.events.on("state", (s) => {
      receivedAt.value = Date.now();
      state.value = s;
    }),
    table.events.on("prompt", (p) => {
      prompt.value = p;
    }),
    table.events.on("log", () => {
      log.value = [...table.log];
    }),
  ];
  const ticker = setInterval(() => {
    if (state.value.players.some((p) => p.clockRunning)) now.value = Date.now();
  }, 1000);
  return {
    table,
    state,
    prompt,
    log,
    now,
    receivedAt,
    dispose: () => {
      for (const off of offs) off();
      clearInterval(ticker);
    },
  };
}
