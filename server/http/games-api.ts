// GET /api/games/:code — a finished game's record and log, for its players: the deal, every input and the seeds
// (to replay it and check the shuffles, client-sdk/verify.ts), and the log as that player saw it. A player proves
// their seat with the seat token the table gave them (Authorization: Bearer <token>, or ?token=). While the game
// goes on nothing is served: the record holds every hidden card.

import type { Application, Request } from "express";
import { isGameError } from "../../shared/errors.ts";
import { normalizeInviteCode, type GameRecordResponse } from "../../shared/protocol.ts";
import { TableHistory } from "../rooms/table-history.ts";
import { seatTokenHash, type TableStore } from "../rooms/table-record.ts";

export function installGamesApi(app: Application, store: TableStore): void {
  app.get("/api/games/:code", (req, res) => {
    const token = seatToken(req);
    if (!token) return void res.status(401).json({ error: "a seat token is needed: the token the table gave you when you sat" });
    const stored = store.read(normalizeInviteCode(String(req.params.code)));
    const hash = seatTokenHash(token);
    const seat = stored ? stored.seats.findIndex((s) => s?.tokenHash === hash) : -1;
    // An unknown code and a token of another table answer alike: neither says whether the table exists.
    if (!stored || seat < 0) return void res.status(404).json({ error: "no game of yours has this code" });
    if (stored.status !== "finished") return void res.status(409).json({ error: "the game isn't over: its record is published when it ends" });
    const history = TableHistory.rebuild(stored.options, stored.entries);
    if (isGameError(history)) return void res.status(500).json({ error: history.message });
    const record = history.published({ commitment: stored.commitment, serverSeed: stored.serverSeed, entropy: stored.seats.map((s) => s?.entropy ?? "") });
    const body: GameRecordResponse = {
      code: stored.code,
      name: stored.options.name,
      createdAt: new Date(stored.createdAt).toISOString(),
      finishedAt: stored.finishedAt === null ? null : new Date(stored.finishedAt).toISOString(),
      players: stored.seats.map((s) => s?.name ?? ""),
      seat,
      record,
      log: history.log.view(seat),
      inputLogStarts: record ? history.inputLogStarts : null,
    };
    if (req.query.download === "1") res.attachment(`game-${stored.code}.json`);
    res.json(body);
  });
}

function seatToken(req: Request): string | null {
  const header = req.get("authorization");
  const bearer = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const query = typeof req.query.token === "string" ? req.query.token : undefined;
  return bearer ?? query ?? null;
}
