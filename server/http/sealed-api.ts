// GET /api/sealed?set=M10&seed=123: a sealed pool of six boosters of a core set, each card with whether it is
// playable here. The same set and seed always give the same pool, so friends who share them open the same
// cards; without a seed the server draws one and answers it.

import { randomInt } from "node:crypto";
import type { Application, Request, Response } from "express";
import type { CardRegistry } from "../card-language/card-definition.ts";
import { sealedPool, sealedSets } from "../card-pool/sealed.ts";

/** Seeds are whole numbers below 2^32. */
const MAX_SEED = 2 ** 32 - 1;
/** A pool of a given set and seed never changes while the server's data doesn't: a day in caches. */
const CACHE_CONTROL = "public, max-age=86400";

export function installSealedApi(app: Application, registry: CardRegistry): void {
  app.get("/api/sealed", (req: Request, res: Response) => {
    const { set, seed } = req.query;
    const sets = sealedSets();
    if (typeof set !== "string" || !sets.includes(set.toUpperCase())) return void res.status(400).json({ error: `set is one of ${sets.join(", ")}`, sets });
    if (seed !== undefined && (typeof seed !== "string" || !/^\d{1,10}$/.test(seed) || Number(seed) > MAX_SEED))
      return void res.status(400).json({ error: `seed is a whole number from 0 to ${MAX_SEED}` });
    const given = seed !== undefined;
    const pool = sealedPool(set, given ? Number(seed) : randomInt(MAX_SEED + 1), registry)!;
    res.set("Cache-Control", given ? CACHE_CONTROL : "no-store").json(pool);
  });
}
