// Operators' metrics at GET /metrics, in Prometheus's text format (prom-client). One registry per server:
// tests run several servers in one process, and each must count only its own tables.

import type { Request, Response } from "express";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { ErrorCode } from "../shared/errors.ts";
import { sameSecret } from "./http/secrets.ts";

/** What the metrics read from a table when scraped. */
interface CountedTable {
  readonly clients: { readonly length: number };
}

/** What a table reports as it goes. */
export interface TableMetrics {
  tableOpened(table: CountedTable): void;
  tableClosed(table: CountedTable): void;
  inputTaken(): void;
  refused(code: ErrorCode): void;
  timed<T>(type: string, handle: () => T): T;
}

/** For a table made without the server's metrics. */
export const NO_METRICS: TableMetrics = {
  tableOpened: () => undefined,
  tableClosed: () => undefined,
  inputTaken: () => undefined,
  refused: () => undefined,
  timed: (_type, handle) => handle(),
};

/** Seconds: from a fraction of a millisecond (most answers) to the 100 ms where every table on the process waits. */
const HANDLING_BUCKETS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25];

export class ServerMetrics implements TableMetrics {
  readonly registry = new Registry();
  private readonly tables = new Set<CountedTable>();
  private readonly inputs: Counter;
  private readonly refusals: Counter<"code">;
  private readonly handling: Histogram<"type">;

  constructor() {
    const registers = [this.registry];
    const tables = this.tables;
    new Gauge({
      name: "mtg_table_tables",
      help: "Tables open on this process.",
      registers,
      collect() {
        this.set(tables.size);
      },
    });
    new Gauge({
      name: "mtg_table_clients",
      help: "Clients connected to this process's tables: players and spectators.",
      registers,
      collect() {
        let n = 0;
        for (const t of tables) n += t.clients.length;
        this.set(n);
      },
    });
    this.inputs = new Counter({
      name: "mtg_table_inputs_total",
      help: "Inputs the games accepted: players' answers and concessions, passes the tables made for players, timeouts.",
      registers,
    });
    this.refusals = new Counter({
      name: "mtg_table_refused_messages_total",
      help: "Client messages a table refused, by error code.",
      labelNames: ["code"],
      registers,
    });
    this.handling = new Histogram({
      name: "mtg_table_message_handling_seconds",
      help: "Time a table took to handle one client message (every table on the process waits meanwhile), by message type.",
      labelNames: ["type"],
      buckets: HANDLING_BUCKETS,
      registers,
    });
    // Event loop delay, memory, CPU, garbage collection: prom-client's own set, under its standard names.
    collectDefaultMetrics({ register: this.registry });
  }

  tableOpened(table: CountedTable): void {
    this.tables.add(table);
  }

  tableClosed(table: CountedTable): void {
    this.tables.delete(table);
  }

  inputTaken(): void {
    this.inputs.inc();
  }

  refused(code: ErrorCode): void {
    this.refusals.inc({ code });
  }

  timed<T>(type: string, handle: () => T): T {
    const started = performance.now();
    try {
      return handle();
    } finally {
      this.handling.observe({ type }, (performance.now() - started) / 1000);
    }
  }
}

/** GET /metrics: open, or with a token, only to `Authorization: Bearer <token>`. */
export function metricsRoute(metrics: ServerMetrics, token: string | undefined) {
  return async (req: Request, res: Response): Promise<void> => {
    const header = req.headers.authorization ?? "";
    if (token !== undefined && !(header.startsWith("Bearer ") && sameSecret(header.slice(7), token))) {
      res.set("WWW-Authenticate", 'Bearer realm="metrics"').status(401).type("text").send("a bearer token is required");
      return;
    }
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  };
}
