// A table's history: the game, the inputs it took and the log, all moved on by record entries (table-record.ts)
// and by nothing else. The live table applies each entry as it happens; a restarted server, or a request for a
// finished game's record, applies the stored entries in order and arrives at the same game and the same log
// (the engine is deterministic).

import { gameError, isGameError, type GameError } from "../../shared/errors.ts";
import type { GameEvent } from "../../shared/events.ts";
import type { PublishedGame } from "../../shared/fairness.ts";
import type { TableOptions } from "../../shared/protocol.ts";
import type { GameConfig, GameState, Input, SandboxSetup } from "../engine/index.ts";
import { engine } from "../game.ts";
import type { RecordEntry } from "./table-record.ts";
import { TableLog } from "./table-log.ts";

export class TableHistory {
  game: GameState | null = null;
  /** The game's configuration (none for a sandbox game). */
  config: GameConfig | null = null;
  /** Every input the game accepted, for a replay of the game. */
  readonly inputs: Input[] = [];
  /** For each of `inputs`, the log's length when it was applied: its own lines begin there (a replay's log follows its steps by it). */
  readonly inputLogStarts: number[] = [];
  readonly log = new TableLog();
  private readonly options: TableOptions;

  constructor(options: TableOptions) {
    this.options = options;
  }

  /** The history as its entries leave it; an entry the engine refuses means the record is not this server's. */
  static rebuild(options: TableOptions, entries: readonly RecordEntry[]): TableHistory | GameError {
    const history = new TableHistory(options);
    for (const [i, entry] of entries.entries()) {
      const applied = history.apply(entry);
      if (isGameError(applied)) return gameError("INTERNAL_ERROR", `entry ${i} of the record (${entry.kind}) is refused: ${applied.message}`);
    }
    return history;
  }

  /** Applies one entry: the events it caused (none for chat and notices), or the engine's refusal, which changes nothing. */
  apply(entry: RecordEntry): GameError | readonly GameEvent[] {
    switch (entry.kind) {
      case "notice":
        this.log.addNotice(entry.text, entry.notice);
        return [];
      case "chat":
        this.log.addChat(entry.from, entry.seat, entry.text);
        return [];
      case "start": {
        const o = this.options;
        const started = entry.config ? engine.newGame(entry.config) : engine.newSandboxGame(sandboxFor(o.sandbox ?? {}, entry.names, { manaBurn: o.manaBurn }));
        if (!started.ok) return started.error;
        this.config = entry.config;
        this.game = started.state;
        this.log.setPlayers(entry.names);
        this.log.addEvents(started.events);
        return started.events;
      }
      case "input": {
        if (!this.game) return gameError("GAME_NOT_STARTED", "the game hasn't started yet");
        const result = engine.apply(this.game, entry.input);
        if (!result.ok) return result.error;
        this.inputs.push(entry.input);
        this.inputLogStarts.push(this.log.length);
        this.game = result.state;
        this.log.addEvents(result.events);
        return result.events;
      }
    }
  }

  /**
   * The finished game's record, for its players to replay and check (client-sdk/verify.ts): the deal, every
   * input, and the seeds that made the shuffles. Null while the game goes on, and for a sandbox game.
   */
  published(fairness: { readonly commitment: string; readonly serverSeed: string; readonly entropy: readonly string[] }): PublishedGame | null {
    if (!this.game?.result || !this.config) return null;
    return {
      config: this.config,
      inputs: this.inputs,
      fairness: {
        commitment: fairness.commitment,
        serverSeed: fairness.commitment ? fairness.serverSeed : "",
        entropy: fairness.entropy,
        seed: String(this.config.seed),
      },
      result: { winners: this.game.result.winners, draw: this.game.result.draw },
    };
  }
}

/**
 * The sandbox position with the seated players' names (and table options) in it. A permanent's `controller` names
 * a player of the description: it is renamed with them.
 */
export function sandboxFor(setup: Record<string, unknown>, names: readonly string[], options: Partial<SandboxSetup["options"]> = {}): SandboxSetup {
  const s = setup as unknown as SandboxSetup;
  const players = Array.isArray(s.players) ? s.players : [];
  const seated = (i: number): string => names[i] ?? `Seat ${i + 1}`;
  const described = players.map((p) => (p && typeof p === "object" ? p.name : undefined));
  const renamed = (entry: unknown): unknown => {
    if (!entry || typeof entry !== "object" || !("controller" in entry)) return entry;
    const i = described.indexOf((entry as { controller: unknown }).controller as string);
    return i < 0 ? entry : { ...entry, controller: seated(i) };
  };
  return {
    ...s,
    players: players.map((p, i) => ({ ...p, name: seated(i), ...(Array.isArray(p?.battlefield) ? { battlefield: p.battlefield.map(renamed) } : {}) })),
    options: { ...s.options, ...options },
  } as SandboxSetup;
}
