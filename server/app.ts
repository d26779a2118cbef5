// The table server: the lobby and table rooms, the HTTP routes, one WebSocket transport. `createServer`
// builds it without listening, so tests boot it on their own port and `server/main.ts` on PORT.

import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineRoom, defineServer, WebSocketTransport, type Server } from "colyseus";
import { MAX_MESSAGE_BYTES, ROOM } from "../shared/protocol.ts";
import { clusterOptions, presenceKind, type ClusterSettings } from "./cluster.ts";
import { engine } from "./game.ts";
import { DEFAULT_MATCHMAKING_LIMITS, installMatchmakingGuard, MatchmakingGuard, type MatchmakingLimits } from "./http/matchmaking-limits.ts";
import { installRoutes } from "./http/routes.ts";
import { LobbyOnEachProcess } from "./rooms/lobby-room.ts";
import { DEFAULT_MESSAGES_PER_SECOND, TableRoom, type AutoPassDelay, type TableLimits } from "./rooms/table-room.ts";

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
}

export const VERSION: string = (JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string }).version;

export function createServer(settings: ServerSettings = {}): Server {
  const startedAt = Date.now();
  const limits: TableLimits = {
    messagesPerSecond: settings.messagesPerSecond ?? DEFAULT_MESSAGES_PER_SECOND,
    seed: settings.seed,
    sitSeconds: settings.sitSeconds,
    autoPassDelayMs: settings.autoPassDelayMs,
  };
  const guard = new MatchmakingGuard({ ...DEFAULT_MATCHMAKING_LIMITS, ...settings.matchmaking });
  const server = defineServer({
    rooms: {
      [ROOM.lobby]: new LobbyOnEachProcess(),
      [ROOM.table]: defineRoom(TableRoom, { limits }).enableRealtimeListing(),
    },
    // Frames up to four times the largest message the tables accept: a bigger one is refused by the table
    // with MESSAGE_TOO_LARGE rather than by the socket.
    transport: new WebSocketTransport({ maxPayload: 4 * MAX_MESSAGE_BYTES }),
    greet: false,
    ...clusterOptions(settings),
    express: (app) =>
      installRoutes(app, {
        version: VERSION,
        cards: engine.cards,
        monitorPassword: settings.monitorPassword,
        startedAt,
        presence: presenceKind(settings),
        webRoot: fileURLToPath(new URL("../web/dist", import.meta.url)),
      }),
  });
  // The guard goes in once the server listens: its address stamp must run before Colyseus's own router.
  const listen = server.listen.bind(server);
  server.listen = async (...args: Parameters<Server["listen"]>) => {
    await listen(...args);
    const http = server.transport.server;
    if (!http) throw new Error("the table server needs an HTTP server under its transport");
    server.onShutdown(installMatchmakingGuard(http, guard, ROOM.table));
  };
  return server;
}
