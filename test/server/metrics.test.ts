// GET /metrics: what operators scrape. A game played through the SDK must show in the counters, the
// histogram and the gauges; with METRICS_TOKEN set, only a bearer of the token may read them.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ColyseusTestServer } from "@colyseus/testing";
import { connect, type TableServer } from "../../client-sdk/index.ts";
import { BOLT_DUEL, serverUrl, startTestServer } from "../support/table-server.ts";

interface Sample {
  readonly name: string;
  readonly labels: Readonly<Record<string, string>>;
  readonly value: number;
}

/** Prometheus's text format, one sample per line (comments skipped). */
function parseMetrics(text: string): Sample[] {
  return text
    .split("\n")
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((line) => {
      const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample: ${line}`);
      const labels = Object.fromEntries([...(match[2] ?? "").matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

/** The value of the sample with this name and these labels (0 when absent: a counter not yet incremented). */
function sampled(samples: readonly Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  return found?.value ?? 0;
}

function httpBase(server: ColyseusTestServer): string {
  return serverUrl(server).replace(/^ws/, "http");
}

async function scrape(server: ColyseusTestServer): Promise<Sample[]> {
  const response = await fetch(`${httpBase(server)}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/plain");
  return parseMetrics(await response.text());
}

/** Scrapes until `check` holds: a table closes on the server a moment after its last client left. */
async function scrapeUntil(server: ColyseusTestServer, check: (samples: Sample[]) => boolean, what: string): Promise<Sample[]> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const samples = await scrape(server);
    if (check(samples)) return samples;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("GET /metrics", () => {
  let server: ColyseusTestServer;
  let client: TableServer;
  beforeAll(async () => {
    server = await startTestServer({ messagesPerSecond: 1000 });
    client = connect(serverUrl(server));
  });
  afterAll(async () => {
    await server?.shutdown();
  });

  it("counts the tables, the clients, the inputs the game took, the messages refused by code and the time handling them", async () => {
    const before = await scrape(server);
    expect(sampled(before, "mtg_table_tables")).toBe(0);
    expect(sampled(before, "mtg_table_clients")).toBe(0);
    const inputsBefore = sampled(before, "mtg_table_inputs_total");

    const ana = await client.createTable({ name: "Scraped", sandbox: BOLT_DUEL }, { name: "Ana" });
    const ben = await client.joinTable(ana.code, { name: "Ben", acceptSandbox: true });
    const cid = await client.spectate(ana.code, "Cid");
    await ana.ready();
    await ben.ready();
    await ana.nextPrompt();
    // Ana bolts Ben's bear: the cast, its target and its payment are inputs; Ben answers the priority it gives him.
    await ana.cast("Lightning Bolt", { targets: ["Grizzly Bears"] });
    await ben.waitFor((s) => s.prompt?.kind === "priority");
    await ben.pass();
    await ana.waitFor((s) => s.stack.length === 0 && s.prompt !== null);
    // Refused: a malformed answer (a request), and a message type the table doesn't know.
    const malformed = await ana.request("answer", { promptId: -1, answer: { kind: "pass" } }).catch((e: unknown) => e);
    expect(malformed).toMatchObject({ code: "MALFORMED_INPUT" });
    const unknown = new Promise((resolve) => ana.room.onMessage("error", resolve));
    ana.room.send("no such message", {});
    expect(await unknown).toMatchObject({ code: "UNKNOWN_MESSAGE" });
    await ana.concede();
    await ben.waitFor((s) => s.status === "finished");

    const during = await scrape(server);
    expect(sampled(during, "mtg_table_tables")).toBe(1);
    expect(sampled(during, "mtg_table_clients")).toBe(3);
    // Every input of the game's record, passes the table made for a player included: the table's version counts them.
    const inputs = ben.state.version;
    expect(inputs).toBeGreaterThanOrEqual(5);
    expect(sampled(during, "mtg_table_inputs_total") - inputsBefore).toBe(inputs);
    const refusedSince = (code: string): number =>
      sampled(during, "mtg_table_refused_messages_total", { code }) - sampled(before, "mtg_table_refused_messages_total", { code });
    expect(refusedSince("MALFORMED_INPUT")).toBe(1);
    expect(refusedSince("UNKNOWN_MESSAGE")).toBe(1);
    // The histogram observed every answer, in buckets from a tenth of a millisecond.
    const answers = sampled(during, "mtg_table_message_handling_seconds_count", { type: "answer" });
    expect(answers).toBeGreaterThanOrEqual(4);
    expect(sampled(during, "mtg_table_message_handling_seconds_bucket", { type: "answer", le: "+Inf" })).toBe(answers);
    expect(sampled(during, "mtg_table_message_handling_seconds_bucket", { type: "answer", le: "0.1" })).toBeGreaterThan(0);
    expect(during.some((s) => s.labels.le === "0.0001")).toBe(true);
    expect(sampled(during, "mtg_table_message_handling_seconds_sum", { type: "answer" })).toBeGreaterThan(0);
    // prom-client's default metrics: the event loop's delay among them.
    expect(during.some((s) => s.name === "nodejs_eventloop_lag_p99_seconds")).toBe(true);

    await cid.leave();
    await ana.leave();
    await ben.leave();
    const after = await scrapeUntil(server, (s) => sampled(s, "mtg_table_tables") === 0, "the table to close");
    expect(sampled(after, "mtg_table_clients")).toBe(0);
  });

  it("another server in the same process keeps its own registry: both answer, neither clashes", async () => {
    // (Colyseus's matchmaker is one per process: tables opened from now on are the newest server's.)
    const other = await startTestServer();
    try {
      for (const s of [server, other]) expect((await scrape(s)).some((m) => m.name === "nodejs_eventloop_lag_seconds")).toBe(true);
    } finally {
      await other.shutdown();
    }
  });
});

describe("GET /metrics with METRICS_TOKEN", () => {
  let server: ColyseusTestServer;
  beforeAll(async () => {
    server = await startTestServer({ metricsToken: "s3cret-token" });
  });
  afterAll(async () => {
    await server?.shutdown();
  });

  it("answers 401 without the bearer token or with another, 200 with it", async () => {
    const url = `${httpBase(server)}/metrics`;
    const none = await fetch(url);
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toContain("Bearer");
    expect((await fetch(url, { headers: { authorization: "Bearer s3cret-tokeN" } })).status).toBe(401);
    expect((await fetch(url, { headers: { authorization: "Basic czNjcmV0LXRva2Vu" } })).status).toBe(401);
    const ok = await fetch(url, { headers: { authorization: "Bearer s3cret-token" } });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain("# HELP mtg_table_inputs_total");
  });
});
