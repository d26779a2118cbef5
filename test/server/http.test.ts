// The HTTP side of the server: health, the card catalogue, the starter decks, the monitor's password.

import { get } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ColyseusTestServer } from "@colyseus/testing";
import { connect, TableError } from "../../client-sdk/index.ts";
import { unsupportedReason } from "../../server/card-pool/support.ts";
import type { CardFace, PrintedCard, PrintedCardsAnswer, SealedPool, StarterDeckInfo } from "../../shared/protocol.ts";
import { openTable, serverUrl, startTestServer } from "../support/table-server.ts";

let server: ColyseusTestServer;
let base: string;
beforeAll(async () => {
  server = await startTestServer({ monitorPassword: "open sesame" });
  base = `http://127.0.0.1:${(server.server as unknown as { port: number }).port}`;
});
afterAll(async () => {
  await server.shutdown();
});

describe("HTTP", () => {
  it("GET /health answers 200 with the version, the presence and the numbers of tables and clients (one process: local, its own)", async () => {
    const before = (await (await fetch(`${base}/health`)).json()) as Record<string, unknown>;
    expect(before).toMatchObject({
      status: "ok",
      version: "0.1.0",
      protocol: 1,
      presence: "local",
      tables: { process: 0, cluster: 0 },
      clients: { process: 0, cluster: 0 },
    });
    await openTable(server, { name: "Counted" }, "Ana");
    const response = await fetch(`${base}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", tables: { process: 1, cluster: 1 }, clients: { process: 1, cluster: 1 } });
  });

  it("GET /health tells how late the event loop runs (p50, p99, max in ms), since the start or the last ?reset=1", async () => {
    const first = (await (await fetch(`${base}/health?reset=1`)).json()) as { eventLoopDelayMs: { p50: number; p99: number; max: number } };
    expect(first.eventLoopDelayMs.p50).toBeGreaterThanOrEqual(0);
    expect(first.eventLoopDelayMs.p99).toBeGreaterThanOrEqual(first.eventLoopDelayMs.p50);
    expect(first.eventLoopDelayMs.max).toBeGreaterThanOrEqual(first.eventLoopDelayMs.p99);
    // Block the loop (server and test share this process): the next window's maximum shows it.
    const until = Date.now() + 120;
    while (Date.now() < until);
    await new Promise((r) => setTimeout(r, 50)); // the monitor records the delay on its next tick
    const second = (await (await fetch(`${base}/health`)).json()) as typeof first;
    expect(second.eventLoopDelayMs.max).toBeGreaterThanOrEqual(100);
  });

  it("GET /api/cards lists every card face clients draw, with its cost, type line, text and P/T", async () => {
    const cards = (await (await fetch(`${base}/api/cards`)).json()) as CardFace[];
    expect(cards.find((c) => c.name === "Serra Angel")).toEqual({
      name: "Serra Angel",
      manaCost: "{3}{W}{W}",
      manaValue: 5,
      colors: ["W"],
      typeLine: "Creature — Angel",
      types: ["Creature"],
      text: expect.stringContaining("Flying"),
      power: 4,
      toughness: 4,
      token: false,
      image: { scryfallId: expect.stringMatching(/^[0-9a-f-]{36}$/), side: "front" },
      french: { name: "Ange de Serra", typeLine: expect.stringContaining("Créature"), text: expect.stringContaining("Vol") },
    });
    expect(cards.find((c) => c.name === "Forest")).toMatchObject({ manaCost: null, typeLine: "Basic Land — Forest", power: null });
    // 709.4, 712.8a: a card with two faces or halves lists each, with its own characteristics (202.3b: a back face's mana value is its front's).
    expect(cards.find((c) => c.name === "Fire // Ice")).toMatchObject({
      layout: "split",
      manaValue: 4,
      colors: ["R", "U"],
      faces: [
        { name: "Fire", manaCost: "{1}{R}", manaValue: 2 },
        { name: "Ice", manaCost: "{1}{U}", manaValue: 2 },
      ],
    });
    expect(cards.find((c) => c.name === "Delver of Secrets // Insectile Aberration")).toMatchObject({
      layout: "transform",
      power: 1,
      faces: [
        { name: "Delver of Secrets", power: 1 },
        { name: "Insectile Aberration", manaCost: null, manaValue: 1, power: 3, toughness: 2, colors: ["U"], image: { side: "back" } },
      ],
    });
    // A split card's halves share one image; the whole card's French name is its halves'.
    const fireIce = cards.find((c) => c.name === "Fire // Ice")!;
    expect(fireIce.french?.name).toBe(`${fireIce.faces?.[0]?.french?.name} // ${fireIce.faces?.[1]?.french?.name}`);
    expect(fireIce.faces?.[1]?.image).toEqual(fireIce.image);
    // Sent gzipped to clients that take it (the catalogue is large and never changes while the server runs).
    const raw = await fetch(`${base}/api/cards`, { headers: { "accept-encoding": "gzip" } });
    expect(raw.headers.get("content-encoding")).toBe("gzip");
  });

  it("GET /api/cards?names= answers the real cards named, with their Oracle and French wording, image ids and whether the server plays them", async () => {
    // Names hold commas too: "Nicol Bolas, Planeswalker" is one name; a face's name finds its card.
    const query = encodeURIComponent("Lightning Bolt,Nicol Bolas, Planeswalker,Ice,Fire,No Such Card");
    const response = await fetch(`${base}/api/cards?names=${query}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    const etag = response.headers.get("etag");
    expect(etag).toBeTruthy();
    const answer = (await response.json()) as PrintedCardsAnswer;
    expect(answer.cards.map((c) => [c.name, c.supported])).toEqual([
      ["Lightning Bolt", true],
      ["Nicol Bolas, Planeswalker", false],
      ["Fire // Ice", true],
    ]);
    expect(answer.unknown).toEqual(["No Such Card"]);
    expect(answer.cards[0]!.faces).toEqual([
      {
        name: "Lightning Bolt",
        manaCost: "{R}",
        typeLine: "Instant",
        text: "Lightning Bolt deals 3 damage to any target.",
        power: null,
        toughness: null,
        loyalty: null,
        colors: ["R"],
        image: { scryfallId: "b14fae63-2e82-49c1-8e62-d84a65f27479", side: "front" },
        french: { name: "Foudre", typeLine: expect.any(String), text: expect.stringContaining("3 blessures") },
      },
    ]);
    expect(answer.cards[1]!.faces[0]).toMatchObject({ loyalty: "5", typeLine: "Legendary Planeswalker — Bolas" });
    expect(answer.cards[2]!.faces.map((f) => f.name)).toEqual(["Fire", "Ice"]);
    // Unchanged data: the cache's copy is still good. (Not with fetch, which marks a request with If-None-Match "no-cache".)
    const status = await new Promise<number | undefined>((resolve, reject) =>
      get(`${base}/api/cards?names=${query}`, { headers: { "if-none-match": etag! } }, (r) => resolve(r.resume().statusCode)).on("error", reject),
    );
    expect(status).toBe(304);
    // The parameter may be repeated.
    const repeated = (await (await fetch(`${base}/api/cards?names=Shock&names=Opt`)).json()) as PrintedCardsAnswer;
    expect(repeated.cards.map((c) => c.name)).toEqual(["Shock", "Opt"]);
  });

  it("GET /api/cards/:name answers one card by its name or a face's; 404 for a name the card data doesn't know, 400 for a bad request", async () => {
    const fireIce = (await (await fetch(`${base}/api/cards/${encodeURIComponent("Fire // Ice")}`)).json()) as PrintedCard;
    expect(fireIce).toMatchObject({ name: "Fire // Ice", layout: "split", supported: true });
    const delver = (await (await fetch(`${base}/api/cards/${encodeURIComponent("Insectile Aberration")}`)).json()) as PrintedCard;
    expect(delver.faces[1]).toMatchObject({ name: "Insectile Aberration", manaCost: null, power: "3", image: { side: "back" } });
    const unknown = await fetch(`${base}/api/cards/${encodeURIComponent("Lightning Boltt")}`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: "the card data knows no card of this name", name: "Lightning Boltt" });
    expect((await fetch(`${base}/api/cards/${"x".repeat(201)}`)).status).toBe(400);
    expect((await fetch(`${base}/api/cards?names=`)).status).toBe(400);
    expect((await fetch(`${base}/api/cards?names=${encodeURIComponent(Array.from({ length: 251 }, (_, i) => `Card ${i}`).join(","))}`)).status).toBe(400);
  });

  it("GET /api/decks lists the preconstructed decks of 60 cards, the four original starter decks first", async () => {
    const decks = (await (await fetch(`${base}/api/decks`)).json()) as StarterDeckInfo[];
    expect(decks.length).toBeGreaterThanOrEqual(10);
    expect(decks.slice(0, 4).map((d) => d.id)).toEqual(["red-burn-goblins", "green-creatures", "white-blue-fliers", "black-removal"]);
    for (const d of decks) expect(d.cards.reduce((n, c) => n + c.count, 0)).toBe(60);
  });

  it("GET /api/cards/:name says why a real card isn't playable here", async () => {
    const card = (await (await fetch(`${base}/api/cards/${encodeURIComponent("Shahrazad")}`)).json()) as PrintedCard;
    expect(card).toMatchObject({ name: "Shahrazad", supported: false, reason: unsupportedReason("Shahrazad") });
    const bolt = (await (await fetch(`${base}/api/cards/${encodeURIComponent("Lightning Bolt")}`)).json()) as PrintedCard;
    expect(bolt.supported).toBe(true);
    expect(bolt).not.toHaveProperty("reason");
  });

  it("GET /api/sealed?set=M10&seed=…: six boosters, the same for the same seed, each card with whether it is playable here", async () => {
    const response = await fetch(`${base}/api/sealed?set=M10&seed=77`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    const pool = (await response.json()) as SealedPool;
    expect(pool).toMatchObject({ set: "M10", setName: "Magic 2010", seed: 77 });
    expect(pool.boosters.map((b) => b.length)).toEqual([15, 15, 15, 15, 15, 15]);
    expect(pool.boosters.flat().every((c) => typeof c.supported === "boolean" && (c.supported || typeof c.reason === "string"))).toBe(true);
    expect(await (await fetch(`${base}/api/sealed?set=m10&seed=77`)).json()).toEqual(pool);
    // Without a seed the server draws one and answers it: asking again with it gives the same pool.
    const drawn = await fetch(`${base}/api/sealed?set=M21`);
    expect(drawn.headers.get("cache-control")).toBe("no-store");
    const random = (await drawn.json()) as SealedPool;
    expect(await (await fetch(`${base}/api/sealed?set=M21&seed=${random.seed}`)).json()).toEqual(random);
  });

  it("GET /api/sealed refuses an unknown set or a bad seed with 400", async () => {
    const unknown = await fetch(`${base}/api/sealed?set=LEA&seed=1`);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: expect.stringContaining("M10"), sets: expect.arrayContaining(["10E", "M21"]) });
    for (const query of ["", "?seed=1", "?set=M10&seed=-1", "?set=M10&seed=1.5", "?set=M10&seed=4294967296", "?set=M10&seed=abc", "?set=M10&set=M11"])
      expect((await fetch(`${base}/api/sealed${query}`)).status, query).toBe(400);
  });

  it("the SDK's sealedPool() answers the same pool, and rejects an unknown set with REQUEST_REFUSED", async () => {
    const sdk = connect(serverUrl(server));
    expect(await sdk.sealedPool("M10", 77)).toEqual(await (await fetch(`${base}/api/sealed?set=M10&seed=77`)).json());
    const refused = await sdk.sealedPool("XYZ", 1).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(TableError);
    expect(refused).toMatchObject({ code: "REQUEST_REFUSED", message: expect.stringContaining("set is one of") });
  });

  it("the monitor at /monitor asks for the password and opens with it", async () => {
    expect((await fetch(`${base}/monitor/`)).status).toBe(401);
    const wrong = Buffer.from("admin:guess").toString("base64");
    expect((await fetch(`${base}/monitor/`, { headers: { authorization: `Basic ${wrong}` } })).status).toBe(401);
    const right = Buffer.from("admin:open sesame").toString("base64");
    expect((await fetch(`${base}/monitor/`, { headers: { authorization: `Basic ${right}` } })).status).toBe(200);
  });
});
