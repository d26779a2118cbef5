// `npm start`: the table server on PORT (default 2567). Environment:
//   PORT               where to listen (default 2567)
//   HOST               the interface to bind (default all interfaces)
//   MONITOR_PASSWORD   serves the Colyseus monitor at /monitor behind this password (off when unset)
//   LOG_LEVEL          silent | error | warn | info (default) | debug
//   MESSAGES_PER_SECOND   how fast one client may send (default 20; raise it for bots)
// Ctrl-C (SIGINT) or SIGTERM shuts down gracefully: every table is told, then closed.

import { createServer, VERSION } from "./app.ts";
import { log } from "./logging.ts";

const port = Number(process.env.PORT ?? 2567);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, not "${process.env.PORT}"`);
  process.exit(1);
}
const host = process.env.HOST || undefined;

const messagesPerSecond = process.env.MESSAGES_PER_SECOND ? Number(process.env.MESSAGES_PER_SECOND) : undefined;
if (messagesPerSecond !== undefined && !(messagesPerSecond > 0)) {
  console.error(`MESSAGES_PER_SECOND must be a positive number, not "${process.env.MESSAGES_PER_SECOND}"`);
  process.exit(1);
}
const server = createServer({ monitorPassword: process.env.MONITOR_PASSWORD || undefined, messagesPerSecond });
server.onShutdown(() => log("info", "serverStopped", {}));
await server.listen(port, host);
log("info", "serverStarted", { version: VERSION, port, host: host ?? "*", monitor: Boolean(process.env.MONITOR_PASSWORD) });
console.error(`Table server ${VERSION} listening on http://localhost:${port} (Ctrl-C to stop)`);
