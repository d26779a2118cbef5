// What a table's record holds: enough to rebuild the table exactly (the engine is deterministic, so the game
// is its configuration and its inputs) and nothing the room can compute again. Plain JSON values.

import { createHash } from "node:crypto";
import type { PlayerId } from "../../shared/game-types.ts";
import type { Notice } from "../../shared/notices.ts";
import type { PrioritySettings, TableOptions } from "../../shared/protocol.ts";
import type { DeckList, GameConfig, Input } from "../engine/index.ts";
import type { PassRequest } from "./auto-pass.ts";

/** A seat as the record keeps it: who sits there and what they chose (never whether they are connected). */
export interface SeatRecord {
  readonly name: string;
  readonly deck: DeckList | null;
  readonly deckLabel: string;
  readonly ready: boolean;
  readonly settings: PrioritySettings;
  readonly request: PassRequest | null;
  readonly entropy: string;
  /** SHA-256 of the seat token the player holds: the token claims the seat back after a restart or a reload. */
  readonly tokenHash: string;
  /** At a sealed table, the seed of the sitting's pool (absent in records from before sealed tables). */
  readonly poolSeed?: number | null;
}

/** The chess clock's times as of `at` (ms since the epoch): `running`'s time ran from then on. */
export interface ClockRecord {
  readonly remainingMs: readonly number[];
  readonly running: PlayerId | null;
  readonly at: number;
}

/** One step of the table's history, in order: the game and the log are rebuilt from these alone. */
export type RecordEntry =
  /** The game began: its configuration (null for a sandbox game, rebuilt from the table's options) and players. */
  | { readonly kind: "start"; readonly config: GameConfig | null; readonly names: readonly string[] }
  /** An input the engine accepted (an answer, a pass made for a player, a concession, a timeout). */
  | { readonly kind: "input"; readonly input: Input }
  | { readonly kind: "chat"; readonly from: string; readonly seat: PlayerId | null; readonly text: string }
  /** `notice`: its key and parameters (absent in records made before notices had keys). */
  | { readonly kind: "notice"; readonly text: string; readonly notice?: Notice };

export type TableStatus = "waiting" | "playing" | "finished";

/** What a table is created with. */
export interface TableOpening {
  readonly code: string;
  readonly options: TableOptions;
  /** The server's secret part of the seed (revealed when the game ends), and its commitment ("" for none). */
  readonly serverSeed: string;
  readonly commitment: string;
  /** Tests only: the fixed seed every game of the server starts from. */
  readonly fixedSeed: number | null;
  readonly createdAt: number;
}

/** A table's whole record, as read back. */
export interface StoredTable extends TableOpening {
  readonly status: TableStatus;
  readonly seats: readonly (SeatRecord | null)[];
  readonly clock: ClockRecord | null;
  readonly entries: readonly RecordEntry[];
  readonly updatedAt: number;
  readonly finishedAt: number | null;
}

/** What changed at a table since its record was last written: appended and updated in one transaction. */
export interface TableChanges {
  readonly entries: readonly RecordEntry[];
  /** The seats, when they changed. */
  readonly seats?: readonly (SeatRecord | null)[];
  readonly clock?: ClockRecord | null;
  readonly status?: TableStatus;
}

/** Where table records live. One implementation today (table-store.ts); the room knows only this. */
export interface TableStore {
  /** `kind` and `path` for /health. */
  readonly description: { readonly kind: string; readonly path: string };
  /** The records outlive the process (a file, not memory): a table closed by a shutdown comes back. */
  readonly durable: boolean;
  open(table: TableOpening, seats: readonly (SeatRecord | null)[]): void;
  /** Appends entries and updates the rest, at `now`. */
  write(code: string, changes: TableChanges, now: number): void;
  /** A table that closed before its game began leaves nothing worth keeping. */
  remove(code: string): void;
  read(code: string): StoredTable | null;
  /** The codes of tables whose game hasn't ended, oldest first: a restarted server rebuilds them. */
  unfinished(): string[];
  /** Deletes finished records older than `before` (ms since the epoch); the number deleted. */
  expire(before: number): number;
  close(): void;
}

/** What the record keeps of a seat token: its SHA-256, so that the database alone can't claim a seat. */
export function seatTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
