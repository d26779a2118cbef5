// `npm start`: the table server on PORT (default 2567). Environment:
//   PORT               where to listen (default 2567)
//   HOST               the interface to bind (default all interfaces)
//   MONITOR_PASSWORD   serves the Colyseus monitor at /monitor behind this password (off when unset)
//   LOG_LEVEL          silent | error | warn | info (default) | debug
//   MESSAGES_PER_SECOND   how fast one client may send (default 20; raise it for bots)
//   TABLES_PER_MINUTE, OPEN_TABLES_PER_ADDRESS, JOINS_PER_MINUTE   per-address matchmaking limits (10, 10, 60)
//   METRICS_TOKEN      when set, GET /metrics (Prometheus format) answers only `Authorization: Bearer <token>`; open when unset
//   TRUST_PROXY        1 when a reverse proxy in front sets X-Real-IP / X-Forwarded-For: limits count the address it saw
//   REDIS_URL          redis://host:port/db shared by several processes: one lobby and one table list (off when unset;
//                      a Redis that does not answer stops the server)
//   PUBLIC_ADDRESS     how clients reach this very process (host[:port][/path], no scheme), e.g. play2.example.org:
//                      required with REDIS_URL, since a table's seat reservation sends its clients there
//   DATA_DIR           the folder of the table records' database, tables.sqlite (default ./data); ":memory:" keeps
//                      the records in memory only (no table survives a restart)
//   RECORD_DAYS        finished games' records are kept this many days (default 30)
// Ctrl-C (SIGINT) or SIGTERM shuts down gracefully: every table is told, its record written, then closed; the
// unfinished tables come back when the server starts again on the same DATA_DIR.

import { join } from "node:path";
import { createServer, VERSION } from "./app.ts";
import { clusterFromEnvironment, clusterLogFields } from "./cluster-environment.ts";
import type { MatchmakingLimits } from "./http/matchmaking-limits.ts";
import { log } from "./logging.ts";

const port = Number(process.env.PORT ?? 2567);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, not "${process.env.PORT}"`);
  process.exit(1);
}
const host = process.env.HOST || undefined;

/** A positive number from the environment, or undefined when unset; a bad value stops the server. */
function positive(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return undefined;
  const n = Number(raw);
  if (!(n > 0)) {
    console.error(`${name} must be a positive number, not "${raw}"`);
    process.exit(1);
  }
  return n;
}

const messagesPerSecond = positive("MESSAGES_PER_SECOND");
const matchmaking: { -readonly [K in keyof MatchmakingLimits]?: MatchmakingLimits[K] } = {
  trustProxy: process.env.TRUST_PROXY === "1" || process.env.TRUST_PROXY === "true",
};
for (const [variable, limit] of [
  ["TABLES_PER_MINUTE", "tablesPerMinute"],
  ["OPEN_TABLES_PER_ADDRESS", "openTablesPerAddress"],
  ["JOINS_PER_MINUTE", "joinsPerMinute"],
] as const) {
  const n = positive(variable);
  if (n !== undefined) matchmaking[limit] = n;
}
const dataDir = process.env.DATA_DIR || "data";
const database = dataDir === ":memory:" ? dataDir : join(dataDir, "tables.sqlite");
const recordDays = positive("RECORD_DAYS");
const cluster = await clusterFromEnvironment();
const server = createServer({
  monitorPassword: process.env.MONITOR_PASSWORD || undefined,
  messagesPerSecond,
  matchmaking,
  metricsToken: process.env.METRICS_TOKEN || undefined,
  database,
  recordDays,
  ...cluster,
});
server.onShutdown(() => log("info", "serverStopped", {}));
await server.listen(port, host);
log("info", "serverStarted", {
  version: VERSION,
  port,
  host: host ?? "*",
  monitor: Boolean(process.env.MONITOR_PASSWORD),
  database,
  ...clusterLogFields(cluster),
});
console.error(`Table server ${VERSION} listening on http://localhost:${port} (Ctrl-C to stop)`);
