// The server's HTTP side: health, the card catalogue, the preconstructed decks and sealed pools for clients, the password-
// protected monitor, and (once built) the browser table.

import { existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { createHistogram, type RecordableHistogram } from "node:perf_hooks";
import express, { type Application, type NextFunction, type Request, type Response } from "express";
import { monitor } from "colyseus";
import { formatManaCost, manaValue } from "../../shared/mana.ts";
import { PROTOCOL_VERSION, ROOM, type CardFace, type StarterDeckInfo } from "../../shared/protocol.ts";
import type { CardDefinition, CardRegistry } from "../card-language/card-definition.ts";
import { roomCounts, type PresenceKind } from "../cluster.ts";
import { STARTER_DECK_NAMES, starterDeckTitle, starterDeck } from "../decks/starter-decks.ts";
import { findCard, findFace, type PrintedFace } from "../card-data/card-data.ts";
import { installCardApi } from "./card-api.ts";
import { installSealedApi } from "./sealed-api.ts";
import { sameSecret } from "./secrets.ts";
import { metricsRoute, type ServerMetrics } from "../metrics.ts";

export interface RouteOptions {
  readonly version: string;
  readonly cards: CardRegistry;
  /** The monitor is served at /monitor only when a password is set. */
  readonly monitorPassword?: string | undefined;
  readonly startedAt: number;
  /** Whether this process shares its lobby through Redis with others. */
  readonly presence: PresenceKind;
  /** The built browser table (web/dist), served at "/" and at every table's link. */
  readonly webRoot: string;
  /** Where table records are kept, for /health. */
  readonly storage: { readonly kind: string; readonly path: string };
  /** Served at /metrics; behind `Authorization: Bearer <metricsToken>` when a token is set. */
  readonly metrics?: ServerMetrics | undefined;
  readonly metricsToken?: string | undefined;
}

let loopDelayHistogram: RecordableHistogram | null = null;

/**
 * How late a 10 ms timer fires, in µs: when the event loop lags, every table on this process answers late.
 * One watch per process (the loop is the process's), started by the first server.
 * (perf_hooks' own monitor misses a loop blocked by one long task, which is the case that matters here.)
 */
function watchEventLoopDelay(): RecordableHistogram {
  if (loopDelayHistogram) return loopDelayHistogram;
  const histogram = createHistogram();
  const PERIOD_MS = 10;
  let expected = performance.now() + PERIOD_MS;
  setInterval(() => {
    const now = performance.now();
    histogram.record(Math.max(1, Math.round((now - expected) * 1000)));
    expected = now + PERIOD_MS;
  }, PERIOD_MS).unref();
  loopDelayHistogram = histogram;
  return histogram;
}

/**
 * The printed face a card or face of this name has in the card data: its own, or for a card with several faces its
 * first (the image of a split card holds both halves, a double-faced card's front is its front face). Absent for
 * tokens and cards the data doesn't know.
 */
function printedFace(name: string): { image: PrintedFace; french: PrintedFace["fr"] } | undefined {
  const one = findFace(name);
  if (one) return { image: one.face, french: one.face.fr };
  const card = findCard(name);
  if (!card?.faces[0]) return undefined;
  // The whole card's French name is its faces' names, as its English one is.
  const names = card.faces.map((f) => f.fr?.name);
  const french = names.every((n) => n !== undefined) ? { name: names.join(" // "), type: null, text: null } : null;
  return { image: card.faces[0], french };
}

/** Image and French wording, only where the card data has them (the catalogue is sent to every browser). */
function printedExtras(name: string): Pick<CardFace, "image" | "french"> {
  const printed = printedFace(name);
  if (!printed) return {};
  const { scryfallId, imageSide } = printed.image;
  const fr = printed.french;
  return {
    ...(scryfallId && imageSide ? { image: { scryfallId, side: imageSide } } : {}),
    ...(fr ? { french: { name: fr.name, ...(fr.type ? { typeLine: fr.type } : {}), ...(fr.text ? { text: fr.text } : {}) } } : {}),
  };
}

export function cardFace(def: CardDefinition): CardFace {
  const types = [...def.supertypes, ...def.types].join(" ");
  // 202.3b: a back face has its front face's mana value.
  const valueFrom = def.manaValueFrom ?? def.manaCost;
  const faces = def.faces ? { layout: def.faces.layout, faces: def.faces.list.map(cardFace) } : {};
  return {
    name: def.name,
    manaCost: def.manaCost ? formatManaCost(def.manaCost) : null,
    manaValue: valueFrom ? manaValue(valueFrom) : 0,
    colors: def.colors,
    typeLine: def.subtypes.length > 0 ? `${types} — ${def.subtypes.join(" ")}` : types,
    types: def.types,
    text: def.text,
    power: def.power,
    toughness: def.toughness,
    token: def.token,
    ...(def.token ? {} : printedExtras(def.name)),
    ...faces,
  };
}

/** HTTP Basic authentication with one password (any user name), compared in constant time. */
function requirePassword(password: string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const header = req.headers.authorization ?? "";
    const given = header.startsWith("Basic ") ? Buffer.from(header.slice(6), "base64").toString("utf8").split(":").slice(1).join(":") : "";
    if (sameSecret(given, password)) return next();
    res.set("WWW-Authenticate", 'Basic realm="monitor"').status(401).send("password required");
  };
}

export function installRoutes(app: Application, options: RouteOptions): void {
  // The catalogue goes to every browser and never changes while the server runs: gzipped once (a fifth of its size).
  const faces = JSON.stringify([...options.cards.values()].map(cardFace));
  const facesGzipped = gzipSync(faces);
  const decks: StarterDeckInfo[] = STARTER_DECK_NAMES.map((id) => ({ id, title: starterDeckTitle(id), cards: starterDeck(id, options.cards).main }));

  const loopDelay = watchEventLoopDelay();
  app.get("/health", async (req, res) => {
    // Benchmarks start the server with --expose-gc and ask for a collection first, to measure live memory.
    const gc = (globalThis as { gc?: () => void }).gc;
    if (gc && req.query.gc === "1") gc();
    const { tables, clients } = await roomCounts(ROOM.table);
    const ms = (us: number): number => Math.round(us / 10) / 100;
    const eventLoopDelayMs = { p50: ms(loopDelay.percentile(50)), p99: ms(loopDelay.percentile(99)), max: ms(loopDelay.max) };
    // The delay figures cover the time since the server started or since a request with ?reset=1.
    if (req.query.reset === "1") loopDelay.reset();
    res.json({
      status: "ok",
      version: options.version,
      protocol: PROTOCOL_VERSION,
      uptimeSeconds: Math.round((Date.now() - options.startedAt) / 1000),
      presence: options.presence,
      tables,
      clients,
      memory: { rssBytes: process.memoryUsage().rss, heapUsedBytes: process.memoryUsage().heapUsed },
      eventLoopDelayMs,
      storage: options.storage,
    });
  });
  // Real cards from the card data by name (?names=A,B and /api/cards/:name); without names, the server's own cards.
  installCardApi(app, options.cards);
  app.get("/api/cards", (req, res) => {
    res.set("Vary", "Accept-Encoding").type("json");
    if (req.acceptsEncodings("gzip")) res.set("Content-Encoding", "gzip").send(facesGzipped);
    else res.send(faces);
  });
  app.get("/api/decks", (_req, res) => res.json(decks));
  installSealedApi(app, options.cards);
  if (options.monitorPassword) app.use("/monitor", requirePassword(options.monitorPassword), monitor());
  if (options.metrics) app.get("/metrics", metricsRoute(options.metrics, options.metricsToken));

  const index = `${options.webRoot}/index.html`;
  const page = (_req: Request, res: Response): void => {
    if (existsSync(index)) res.sendFile(index);
    else res.status(503).type("text").send("The browser table isn't built: `npm start` builds it (or `node scripts/build-web.ts`).");
  };
  app.get("/", page);
  app.get("/table/:code", page);
  app.get("/decks", page);
  app.get("/replay/:code", page);
  app.use(express.static(options.webRoot, { index: false, maxAge: "1h" }));
}
