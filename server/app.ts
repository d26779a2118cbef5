// The table server: the lobby and table rooms, the HTTP routes, one WebSocket transport. `createServer`
// builds it without listening, so tests boot it on their own port and `server/main.ts` on PORT.

import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineRoom, defineServer, matchMaker, WebSocketTransport, type Server } from "colyseus";
import { MAX_MESSAGE_BYTES, ROOM } from "../shared/protocol.ts";
import { clusterOptions, presenceKind, type ClusterSettings } from "./cluster.ts";
import { engine } from "./game.ts";
import { DEFAULT_MATCHMAKING_LIMITS, installMatchmakingGuard, MatchmakingGuard, type MatchmakingLimits } from "./http/matchmaking-limits.ts";
import { installGamesApi } from "./http/games-api.ts";
import { inviteCodeIsFree } from "./rooms/invite-code.ts";
import { installRoutes } from "./http/routes.ts";
import { log } from "./logging.ts";
import { ServerMetrics } from "./metrics.ts";
import { LobbyOnEachProcess } from "./rooms/lobby-room.ts";
import type { TableStore } from "./rooms/table-record.ts";
import { DEFAULT_MESSAGES_PER_SECOND, TableRoom, type AutoPassDelay, type TableLimits } from "./rooms/table-room.ts";
import { SqliteTableStore } from "./storage/sqlite-table-store.ts";

export interface ServerSettings extends ClusterSettings {
  /** The monitor at /monitor needs this password; without one it is not served. */
  readonly monitorPassword?: string | undefined;
  /** Messages a client may send per second at a table (default 20, plenty for people; bots may need more). */
  readonly messagesPerSecond?: number | undefined;
  /** Tests only: every game starts from this seed, so hands and the starting player are known. */
  readonly seed?: number | undefined;
  /** How long a client that joined to play may take to sit down. */
  readonly sitSeconds?: number | undefined;
  /** Bounds of the random wait before a pass decided from a player's hidden cards (default 600–1800 ms). */
  readonly autoPassDelayMs?: AutoPassDelay | undefined;
  /** Per-address limits on creating and joining tables (matchmaking-limits.ts). */
  readonly matchmaking?: Partial<MatchmakingLimits> | undefined;
  /**
   * The SQLite file that keeps every table's record (its folder is created); ":memory:" (the default) keeps them
   * only as long as the process. A server started on a file rebuilds the unfinished tables it holds.
   */
  readonly database?: string | undefined;
  /** Finished games' records are deleted after this many days (default 30). */
  readonly recordDays?: number | undefined;
  /** /metrics answers only requests with `Authorization: Bearer <metricsToken>`; without one it is open. */
  readonly metricsToken?: string | undefined;
}

/** How often old records are looked for. */
const EXPIRY_INTERVAL_MS = 60 * 60 * 1000;
export const DEFAULT_RECORD_DAYS = 30;

export const VERSION: string = (JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string }).version;

export function createServer(settings: ServerSettings = {}): Server {
  const startedAt = Date.now();
  const store = new SqliteTableStore(settings.database ?? ":memory:");
  const restoring = new Set<string>();
  const limits: TableLimits = {
    messagesPerSecond: settings.messagesPerSecond ?? DEFAULT_MESSAGES_PER_SECOND,
    seed: settings.seed,
    sitSeconds: settings.sitSeconds,
    autoPassDelayMs: settings.autoPassDelayMs,
    store,
    restoring,
  };
  const metrics = new ServerMetrics();
  const guard = new MatchmakingGuard({ ...DEFAULT_MATCHMAKING_LIMITS, ...settings.matchmaking });
  const server = defineServer({
    rooms: {
      [ROOM.lobby]: new LobbyOnEachProcess(),
      [ROOM.table]: defineRoom(TableRoom, { limits, metrics }).enableRealtimeListing(),
    },
    // Frames up to four times the largest message the tables accept: a bigger one is refused by the table
    // with MESSAGE_TOO_LARGE rather than by the socket.
    transport: new WebSocketTransport({ maxPayload: 4 * MAX_MESSAGE_BYTES }),
    greet: false,
    ...clusterOptions(settings),
    express: (app) => {
      installRoutes(app, {
        version: VERSION,
        cards: engine.cards,
        monitorPassword: settings.monitorPassword,
        startedAt,
        presence: presenceKind(settings),
        webRoot: fileURLToPath(new URL("../web/dist", import.meta.url)),
        storage: store.description,
        metrics,
        metricsToken: settings.metricsToken,
      });
      installGamesApi(app, store);
    },
  });
  // Colyseus keeps one shutdown callback: every part that needs one adds it here, and they run in order, the
  // database last (the tables write their records as they close).
  const onShutdown: (() => unknown)[] = [];
  server.onShutdown(async () => {
    for (const task of onShutdown) await task();
    store.close();
  });
  server.onShutdown = (task) => void onShutdown.push(task);
  // The guard goes in once the server listens: its address stamp must run before Colyseus's own router.
  const listen = server.listen.bind(server);
  server.listen = async (...args: Parameters<Server["listen"]>) => {
    await listen(...args);
    const http = server.transport.server;
    if (!http) throw new Error("the table server needs an HTTP server under its transport");
    server.onShutdown(installMatchmakingGuard(http, guard, ROOM.table));
    await restoreTables(store, restoring);
    const days = settings.recordDays ?? DEFAULT_RECORD_DAYS;
    const expire = (): void => {
      const deleted = store.expire(Date.now() - days * 24 * 60 * 60 * 1000);
      if (deleted > 0) log("info", "recordsExpired", { deleted, days });
    };
    expire();
    const expiry = setInterval(expire, EXPIRY_INTERVAL_MS);
    expiry.unref();
    server.onShutdown(() => clearInterval(expiry));
  };
  return server;
}

/**
 * Rebuilds every unfinished table the store holds, under its own invite code (table-room.ts, restore). A code
 * another process took meanwhile (several processes share one lobby) can't be had back: that table is left.
 */
async function restoreTables(store: TableStore, restoring: Set<string>): Promise<void> {
  for (const code of store.unfinished()) {
    if (!(await inviteCodeIsFree(code))) {
      log("error", "tableNotRestored", { room: code, reason: "another table has its code" });
      continue;
    }
    restoring.add(code);
    try {
      await matchMaker.createRoom(ROOM.table, { restore: code });
    } catch (e) {
      log("error", "tableNotRestored", { room: code, reason: e instanceof Error ? e.message : String(e) });
    } finally {
      restoring.delete(code);
    }
  }
}
