// A table: seats, the game, spectators, chat, clocks and reconnection. The room is a thin adapter — it
// validates messages, hands inputs to the engine, projects the engine's state into the schema and sends
// each client its share of the log. No rule of the game is decided here.

import { randomBytes, randomInt } from "node:crypto";
import { CloseCode, Room, ServerError, type Client } from "colyseus";
import { StateView } from "@colyseus/schema";
import type { z } from "zod";
import { gameError, isGameError, type GameError } from "../../shared/errors.ts";
import { gameSeed, randomSeedHex, seedCommitment } from "../../shared/fairness.ts";
import type { GameEvent } from "../../shared/events.ts";
import type { PlayerId } from "../../shared/game-types.ts";
import { noticeText, type Notice, type SeatLoss } from "../../shared/notices.ts";
import {
  CLIENT_MESSAGES,
  CLOSE_CODE,
  DEFAULT_PRIORITY_SETTINGS,
  JoinOptionsSchema,
  MAX_MESSAGE_BYTES,
  PROTOCOL_VERSION,
  TableOptionsSchema,
  type ClientMessageReplies,
  type ClientMessageType,
  type DeckChoice,
  type LogEntry,
  type PrioritySettings,
  type SealedPool,
  type ServerMessages,
  type TableOptions,
  type TableStatus,
  type TableSummary,
} from "../../shared/protocol.ts";
import { PlayerView, TableState } from "../../shared/schema.ts";
import { sealedPool, sealedSets } from "../card-pool/sealed.ts";
import { chooseDeck } from "../decks/deck-choice.ts";
import { checkSealedDeck } from "../decks/sealed-deck.ts";
import { frozenReader, type DeckList, type GameConfig, type GameState, type Input, type Viewer } from "../engine/index.ts";
import { engine } from "../game.ts";
import { log } from "../logging.ts";
import { NO_METRICS, ServerMetrics, type TableMetrics } from "../metrics.ts";
import { decidePass, passRequest, stackSignature, type PassContext, type PassRequest } from "./auto-pass.ts";
import { ChessClock } from "./clock.ts";
import { inviteCodeIsFree, newInviteCode } from "./invite-code.ts";
import { requireProtocol } from "./protocol-check.ts";
import { checkPayload, parsePayload, unknownMessage } from "./payload.ts";
import { projectGame } from "./projection.ts";
import { RateLimiter } from "./rate-limit.ts";
import { sandboxFor, TableHistory } from "./table-history.ts";
import {
  seatTokenHash,
  type ClockRecord,
  type RecordEntry,
  type SeatRecord,
  type StoredTable,
  type TableStatus as RecordStatus,
  type TableStore,
} from "./table-record.ts";

/** How many spectators a table holds at most. */
const MAX_SPECTATORS = 16;
/** Messages per second a client may send (twice that in a burst); ten times that closes the connection (abuse). */
export const DEFAULT_MESSAGES_PER_SECOND = 20;

/** What the server, not the client, decides about every table (defineRoom's options override the client's). */
export interface TableLimits {
  readonly messagesPerSecond: number;
  /** Every game starts from this seed instead of a random one: for tests that need known hands. */
  readonly seed?: number | undefined;
  /** How long a client that joined to play may take to sit down (default five minutes). */
  readonly sitSeconds?: number | undefined;
  /** How long the table waits before a pass decided from a player's hidden cards (default 600–1800 ms). */
  readonly autoPassDelayMs?: AutoPassDelay | undefined;
  /** Where the table keeps its record (none: the table lives only as long as the process). */
  readonly store?: TableStore | undefined;
  /** The codes of the tables the server is rebuilding from their records now: only these may be restored. */
  readonly restoring?: ReadonlySet<string> | undefined;
}

/** Bounds of the random wait before a pass decided from hidden information, in milliseconds. */
export interface AutoPassDelay {
  readonly min: number;
  readonly max: number;
}

/** Like a quick human pass: long enough to be seen, short enough not to slow the game much. */
export const DEFAULT_AUTO_PASS_DELAY_MS: AutoPassDelay = { min: 600, max: 1800 };

/** Long enough to choose a deck or paste a decklist; a free seat is held for the joiner meanwhile. */
export const DEFAULT_SIT_SECONDS = 300;
/** What a player agrees to before sitting at a sandbox table. */
export const SANDBOX_NOTICE =
  "This table starts from a position its host set up: every card in every hand, library, graveyard and on the battlefield was chosen by the host, and nothing is shuffled. Sit with acceptSandbox: true to agree.";
/** How long before the idle rule's limit the table warns (or halfway, for short limits). */
const IDLE_WARNING_MS = 60_000;
/** Refused messages beyond the rate limit a client may send (in a burst, then at the rate) before it is disconnected. */
const FLOOD_BURST_SECONDS = 5;
const FLOODING = "disconnected: far too many messages, for too long";
/** Chat: a few lines, then one every two seconds. */
const CHAT_PER_SECOND = 0.5;
const CHAT_BURST = 5;
/** Matchmaking refusals travel as HTTP statuses: 400 for bad options, 403 for a table that won't take the client. */
const BAD_OPTIONS = 400;
const NOT_ALLOWED = 403;
/** Passes made for players in a row, at most: a guard, far above a turn's worth. */
const MAX_AUTO_PASSES = 5000;
/** A message whose handling takes this long (ms) is logged: every table on the process waited for it. */
const SLOW_MESSAGE_MS = 50;
/** While a chess clock runs, its times are written this often (ms): a crash costs the running player at most this much. */
const CLOCK_CHECKPOINT_MS = 10_000;

interface Seat {
  name: string;
  /** SHA-256 of the seat token its player holds (the token itself is never kept). */
  tokenHash: string;
  /** At a sealed table, the seed of this sitting's pool (null elsewhere). */
  poolSeed: number | null;
  deck: DeckList | null;
  deckLabel: string;
  ready: boolean;
  sessionId: string;
  connected: boolean;
  settings: PrioritySettings;
  request: PassRequest | null;
  /** The player's contribution to the game's seed ("" for none), given when they say they're ready. */
  entropy: string;
}

interface ClientData {
  name: string;
  seat: PlayerId | null;
  spectator: boolean;
  messages: RateLimiter;
  /** Taken only by messages the rate limit refused: when it runs dry the client is flooding and is disconnected. */
  flood: RateLimiter;
  chat: RateLimiter;
  /** A would-be player who hasn't sat yet is removed when this fires. */
  sitTimer: { clear(): void } | null;
}

type Outcome<T extends ClientMessageType> = ClientMessageReplies[T] | GameError;
type Handler<T extends ClientMessageType> = (client: Client, message: z.output<(typeof CLIENT_MESSAGES)[T]>) => Outcome<T>;

const refuse = (code: GameError["code"], message: string, rule?: string): GameError => gameError(code, message, rule);

export class TableRoom extends Room<{ state: TableState; metadata: TableSummary }> {
  private options!: TableOptions;
  private seats: (Seat | null)[] = [];
  /** The game and the log, moved on only by record entries (table-history.ts). */
  private history!: TableHistory;
  /** Entries applied but not yet written to the store: the next flush writes them. */
  private unwritten: RecordEntry[] = [];
  /** What the store last received of the seats, the status and the clock: only changes are written. */
  private written = { seats: "", status: "" as RecordStatus | "" };
  private store: TableStore | null = null;
  /** The server is shutting down: nobody's leaving is a concession, the record stays unfinished. */
  private shuttingDown = false;
  /** Seats held for their players after a restart, or after a dropped connection: the claim ends the hold. */
  private readonly holds = new Map<PlayerId, { clear(): void }>();
  private clockCheckpoint: { clear(): void } | null = null;
  /** How much of the log each client has been sent. */
  private readonly sent = new Map<string, number>();
  private readonly spectators = new Set<string>();
  private chessClock: ChessClock | null = null;
  private messagesPerSecond = DEFAULT_MESSAGES_PER_SECOND;
  private fixedSeed: number | undefined;
  private sitSeconds = DEFAULT_SIT_SECONDS;
  private flag: { clear(): void } | null = null;
  /** The server's secret part of the game's seed, committed to when the table opens, revealed when the game ends. */
  private serverSeed = randomSeedHex();
  private autoPassDelay = DEFAULT_AUTO_PASS_DELAY_MS;
  /** A pass the table will make for a player after a delay (settle), for the prompt it was decided on. */
  private pendingPass: { promptId: number; timer: { clear(): void } } | null = null;
  /** The table's idle rule, armed for the prompt the game waits on (without a chess clock). */
  private idle: { promptId: number; timers: { clear(): void }[] } | null = null;
  /** The server's metrics (defineRoom's options); none for a table made without them. */
  private metrics: TableMetrics = NO_METRICS;

  private get game(): GameState | null {
    // Undefined only when onCreate refused the table (onDispose still runs).
    return (this.history as TableHistory | undefined)?.game ?? null;
  }

  override async onCreate(raw: unknown): Promise<void> {
    const limits = optionsPart(raw, "limits") as TableLimits | undefined;
    this.messagesPerSecond = limits?.messagesPerSecond ?? DEFAULT_MESSAGES_PER_SECOND;
    this.fixedSeed = limits?.seed;
    this.sitSeconds = limits?.sitSeconds ?? DEFAULT_SIT_SECONDS;
    this.autoPassDelay = limits?.autoPassDelayMs ?? DEFAULT_AUTO_PASS_DELAY_MS;
    this.store = limits?.store ?? null;
    const restore = optionsPart(raw, "restore");
    // Only the server itself rebuilds a table, and only one it is restoring now: a client can't name one.
    const stored = typeof restore === "string" && limits?.restoring?.has(restore) ? (this.store?.read(restore) ?? null) : null;
    if (restore !== undefined && !stored) throw new ServerError(BAD_OPTIONS, 'invalid table options: unknown option "restore"');
    let seats: number;
    if (stored) {
      this.options = stored.options;
      this.roomId = stored.code;
      this.serverSeed = stored.serverSeed;
      this.fixedSeed = stored.fixedSeed ?? undefined;
      seats = stored.seats.length;
    } else {
      const creator = optionsPart(raw, "player") as { name?: unknown } | undefined;
      const table = { ...(typeof creator?.name === "string" ? { host: creator.name } : {}), ...(optionsPart(raw, "table") as object | undefined) };
      const parsed = parsePayload(TableOptionsSchema, table, "options");
      if (!parsed.ok) throw new ServerError(BAD_OPTIONS, `invalid table options: ${parsed.problems.join("; ")}`);
      this.options = parsed.data;
      if (this.options.sealed) this.options = { ...this.options, sealed: this.checkSealed(this.options.sealed.set) };
      seats = this.options.sandbox ? this.checkSandbox(this.options.sandbox) : this.options.seats;
      this.roomId = await newInviteCode(inviteCodeIsFree);
    }
    this.history = new TableHistory(this.options);
    const metrics = optionsPart(raw, "metrics");
    this.metrics = metrics instanceof ServerMetrics ? metrics : NO_METRICS;
    this.seats = Array.from({ length: seats }, () => null);
    this.maxClients = seats + MAX_SPECTATORS;
    this.maxMessagesPerSecond = 10 * this.messagesPerSecond;
    // Patches go out as soon as something changes (after each input), not on a timer.
    this.setPatchRate(null);

    const o = this.options;
    this.state = new TableState({
      // No commitment where the seed is fixed (tests) or the host chose the position (sandbox).
      seedCommitment: stored ? stored.commitment : this.fixedSeed === undefined && !o.sandbox ? seedCommitment(this.serverSeed) : "",
      name: o.name,
      host: o.host,
      code: this.roomId,
      format: o.format,
      mulligan: o.mulligan,
      manaBurn: o.manaBurn,
      clockMinutes: o.clock?.minutes ?? 0,
      clockIncrementSeconds: o.clock?.incrementSeconds ?? 0,
      spectatorsAllowed: o.spectators,
      private: o.private,
      sandbox: o.sandbox !== undefined,
      sealed: o.sealed?.set ?? "",
      protocol: PROTOCOL_VERSION,
    });
    for (let i = 0; i < seats; i++) this.state.players.push(new PlayerView({ seat: i }));
    if (stored) this.restore(stored);
    else
      this.store?.open(
        {
          code: this.roomId,
          options: o,
          serverSeed: this.serverSeed,
          commitment: this.state.seedCommitment,
          fixedSeed: this.fixedSeed ?? null,
          createdAt: Date.now(),
        },
        [],
      );
    if (o.private) await this.setPrivate(true);
    await this.setMetadata(this.summary());

    this.handle("sit", (c, m) => this.sit(c, m));
    this.handle("stand", (c) => this.stand(c));
    this.handle("deck", (c, m) => this.changeDeck(c, m.deck));
    this.handle("pool", (c) => this.pool(c));
    this.handle("ready", (c, m) => this.ready(c, m.ready, m.entropy));
    this.handle("answer", (c, m) => this.answer(c, m.promptId, m.answer));
    this.handle("concede", (c) => this.concede(c));
    this.handle("chat", (c, m) => this.chat(c, m.text));
    this.handle("settings", (c, m) => this.changeSettings(c, m));
    this.handle("history", (c) => this.logSoFar(c));
    this.handle("record", (c) => this.published(c));
    // A message named "*" itself reaches this handler as (client, payload, context), not (client, type,
    // payload); as a request its context must be rejected, or Colyseus would answer it with OK.
    this.onMessage("*", (client, type, third?: unknown) => {
      const error = unknownMessage(type);
      this.metrics.refused(error.code);
      const request = third as { id?: unknown; reject?: unknown } | undefined;
      if (request?.id !== undefined && typeof request.reject === "function") return (request.reject as (reason: GameError) => unknown)(error);
      this.sendError(client, error);
    });
    this.metrics.tableOpened(this);
    log("info", stored ? "tableRestored" : "tableCreated", { room: this.roomId, seats, private: o.private, sandbox: o.sandbox !== undefined });
  }

  /**
   * The table as its record left it: the seats, the game at the same prompt, the log, the clock with the
   * downtime not counted. Nobody is connected: each seated player's seat is held for the table's reconnection
   * time, for their seat token to claim it (joinWithSeatToken); the table stays open meanwhile, even empty.
   */
  private restore(stored: StoredTable): void {
    const rebuilt = TableHistory.rebuild(this.options, stored.entries);
    if (isGameError(rebuilt)) throw new Error(`table ${stored.code} can't be rebuilt: ${rebuilt.message}`);
    this.history = rebuilt;
    this.seats = stored.seats.map((s) => s && { ...s, poolSeed: s.poolSeed ?? null, sessionId: "", connected: false });
    this.written = { seats: JSON.stringify(stored.seats), status: stored.status };
    const o = this.options;
    if (this.game && o.clock) {
      this.chessClock = new ChessClock(this.seats.length, o.clock.minutes * 60_000, o.clock.incrementSeconds * 1000);
      // The running player's time resumes now: the time the table was down is nobody's.
      if (stored.clock) this.chessClock.restore(stored.clock.remainingMs, stored.clock.running, Date.now());
    }
    if (this.game?.result && this.state.seedCommitment) this.state.seedReveal = this.serverSeed;
    this.autoDispose = false;
    this.seats.forEach((s, i) => {
      if (!s) return;
      this.holds.set(
        i,
        this.clock.setTimeout(() => this.holdExpired(i, "awayAfterRestart"), this.options.reconnectSeconds * 1000),
      );
    });
    this.commit(noticeEntry({ key: "serverRestarted" }));
    this.showChange();
    this.releaseWhenUnheld();
  }

  /** A held seat's time ran out: its player is gone for good (before the game the seat is freed, during it they concede). */
  private holdExpired(seat: PlayerId, why: SeatLoss): void {
    this.holds.delete(seat);
    this.seatLost(seat, why);
    this.releaseWhenUnheld();
  }

  /** With no seat held any more, an empty table closes as any table does. */
  private releaseWhenUnheld(): void {
    if (this.holds.size === 0 && !this.autoDispose) this.autoDispose = true;
  }

  /** A sandbox decides the number of seats; it must be a position the engine accepts. */
  private checkSandbox(setup: Record<string, unknown>): number {
    const players = Array.isArray(setup.players) ? setup.players : [];
    const tried = engine.newSandboxGame(
      sandboxFor(
        setup,
        players.map((_, i) => `Seat ${i + 1}`),
      ),
    );
    if (!tried.ok) throw new ServerError(BAD_OPTIONS, `invalid sandbox setup: ${tried.error.problems?.join("; ") ?? tried.error.message}`);
    return tried.state.players.length;
  }

  /** A sealed table opens boosters of a core set the card data has sheets for; a sandbox has no decks to build. */
  private checkSealed(set: string): { set: string } {
    const code = set.toUpperCase();
    if (this.options.sandbox) throw new ServerError(BAD_OPTIONS, "invalid table options: a sandbox table can't be sealed");
    if (!sealedSets().includes(code)) throw new ServerError(BAD_OPTIONS, `invalid table options: sealed.set is one of ${sealedSets().join(", ")}`);
    return { set: code };
  }

  /**
   * The sealed pool of a sitting, from the seed drawn when its player sat down (the operating system's CSPRNG: no
   * one chooses a pool, and whoever sits in a seat given up opens boosters of their own). Kept in the seat's record,
   * so a restored table has the same pools.
   */
  private poolOf(poolSeed: number | null): SealedPool | null {
    const set = this.options.sealed?.set;
    return set && poolSeed !== null ? sealedPool(set, poolSeed, engine.cards) : null;
  }

  private summary(): TableSummary {
    const o = this.options;
    return {
      name: o.name,
      host: o.host,
      seats: this.seats.length,
      seatsTaken: this.seats.filter(Boolean).length,
      format: o.format,
      mulligan: o.mulligan,
      manaBurn: o.manaBurn,
      clock: o.clock,
      status: this.status(),
      spectators: o.spectators,
      sandbox: o.sandbox !== undefined,
      ...(o.sealed ? { sealed: o.sealed.set } : {}),
    };
  }

  private status(): TableStatus {
    return this.game === null ? "waiting" : this.game.result ? "finished" : "playing";
  }

  // ---- Connections ------------------------------------------------------------------------------------

  override onJoin(client: Client, raw: unknown): void {
    // The creator joins with the create options too: a creator of another protocol is refused, and the table closes empty.
    requireProtocol(raw);
    const player = optionsPart(raw, "player") ?? {};
    const unfit = checkPayload(player, MAX_MESSAGE_BYTES);
    if (unfit) throw new ServerError(BAD_OPTIONS, `invalid join options: ${unfit.message}`);
    const parsed = parsePayload(JoinOptionsSchema, player, "options");
    if (!parsed.ok) throw new ServerError(BAD_OPTIONS, `invalid join options: ${parsed.problems.join("; ")}`);
    if (parsed.data.seatToken !== undefined) return this.joinWithSeatToken(client, parsed.data.seatToken);
    const spectator = parsed.data.spectate || this.game !== null;
    if (spectator && !this.options.spectators)
      throw new ServerError(NOT_ALLOWED, this.game ? "the game has started and this table has no spectators" : "this table has no spectators");
    if (spectator && this.spectatorCount() >= MAX_SPECTATORS) throw new ServerError(NOT_ALLOWED, "this table has no room for more spectators");
    // Everyone here is a seated player, a would-be player holding a free seat's place, or a counted
    // spectator: strangers can't fill the room so that an invited friend is refused.
    if (!spectator && this.seatedCount() + this.wouldBePlayers().length >= this.seats.length)
      throw new ServerError(NOT_ALLOWED, `every seat is taken or about to be${this.options.spectators ? ": join as a spectator" : ""}`);
    this.welcome(client, parsed.data.name, spectator ? "spectator" : "player");
    if (spectator) this.spectators.add(client.sessionId);
    this.state.spectators = this.spectatorCount();
    // Patches go out only when asked for: the others see the new spectator count now.
    this.broadcastPatch();
    log("info", "joined", { room: this.roomId, session: client.sessionId, spectator });
  }

  /** The client's data and view: a spectator, a would-be player (who has a while to sit), or a seated player. */
  private welcome(client: Client, name: string, as: "spectator" | "player" | PlayerId): ClientData {
    const now = Date.now();
    const data: ClientData = {
      name,
      seat: typeof as === "number" ? as : null,
      spectator: as === "spectator",
      messages: new RateLimiter(this.messagesPerSecond, 2 * this.messagesPerSecond, now),
      flood: new RateLimiter(this.messagesPerSecond, FLOOD_BURST_SECONDS * this.messagesPerSecond, now),
      chat: new RateLimiter(CHAT_PER_SECOND, CHAT_BURST, now),
      sitTimer: as === "player" ? this.sitTimer(client) : null,
    };
    client.userData = data;
    client.view = new StateView();
    // The log so far comes with the "history" request; from now on new entries are pushed.
    this.sent.set(client.sessionId, this.history.log.length);
    return data;
  }

  /**
   * A seat's player comes back with the seat token they were given when they sat: after a server restart (the
   * old connection's reconnection token died with the old process) or a page reload. The seat moves to this
   * connection; a connection that still held it loses it.
   */
  private joinWithSeatToken(client: Client, token: string): void {
    const hash = seatTokenHash(token);
    const seat = this.seats.findIndex((s) => s?.tokenHash === hash);
    const s = seat < 0 ? null : this.seats[seat];
    if (!s) throw new ServerError(NOT_ALLOWED, "this seat token belongs to no seat at this table");
    this.holds.get(seat)?.clear();
    this.holds.delete(seat);
    const previous = this.clients.find((c) => c.sessionId === s.sessionId);
    if (previous) {
      const data = this.dataOf(previous);
      data.seat = null;
      this.unseatView(previous, seat);
      this.sendError(previous, refuse("NOT_SEATED", "your seat was claimed from another connection with its seat token"));
      previous.leave(CLOSE_CODE.removed, "the seat was claimed from another connection");
    }
    this.welcome(client, s.name, seat);
    this.seatView(client, seat);
    s.sessionId = client.sessionId;
    s.connected = true;
    if (this.game) {
      this.disarmIdle();
      this.armIdle();
    }
    this.refreshSeats();
    this.flush();
    this.releaseWhenUnheld();
    log("info", "seatClaimed", { room: this.roomId, seat, session: client.sessionId });
  }

  /** The seat's own fields (hand, face-down cards, settings) reach this client, and follow every change. */
  private seatView(client: Client, seat: PlayerId): void {
    const view = this.state.players[seat]!;
    client.view!.add(view);
    client.view!.subscribe(view.hand);
    client.view!.subscribe(view.faceDown);
  }

  private unseatView(client: Client, seat: PlayerId): void {
    const view = this.state.players[seat]!;
    client.view!.unsubscribe(view.hand);
    client.view!.unsubscribe(view.faceDown);
    client.view!.remove(view);
  }

  /** A connection was lost without leaving: a seated player's seat is held for them (onLeave follows if they don't come back). */
  override async onDrop(client: Client, code?: number): Promise<void> {
    // A client whose join was refused has no data: there is nothing to hold for it.
    const data = client.userData as ClientData | undefined;
    if (!data) return;
    const seat = data.seat === null ? null : this.seats[data.seat];
    // Colyseus closes a client with WITH_ERROR for flooding past maxMessagesPerSecond (our own limit in
    // dispatch usually comes first) or for a frame it can't decode: say why while the socket may still carry it.
    if (code === CloseCode.WITH_ERROR) this.sendError(client, refuse("RATE_LIMITED", "disconnected: too many messages, or a message that could not be read"));
    if (code === CloseCode.SERVER_SHUTDOWN || this.shuttingDown || !seat || data.seat === null) return;
    const seatIndex = data.seat;
    seat.connected = false;
    this.refreshSeats();
    this.flush();
    log("info", "dropped", { room: this.roomId, seat: seatIndex, code });
    const held = this.allowReconnection(client, this.options.reconnectSeconds);
    // The seat token may claim the seat from another connection meanwhile (a reloaded page): that ends the hold.
    const hold = { clear: () => held.reject(new Error("the seat was claimed with its seat token")) };
    this.holds.set(seatIndex, hold);
    const reconnection = held
      .catch(() => undefined)
      .finally(() => {
        if (this.holds.get(seatIndex) === hold) this.holds.delete(seatIndex);
      });
    // A connection the server closed itself is closed only once this hook returns: holding the seat must not
    // keep that socket open (unread) for the whole window.
    if (code !== CloseCode.WITH_ERROR) await reconnection;
  }

  override onReconnect(client: Client): void {
    const data = this.dataOf(client);
    const seat = data.seat === null ? null : this.seats[data.seat];
    if (seat) seat.connected = true;
    if (seat && this.game) {
      this.disarmIdle();
      this.armIdle();
    }
    // flush() sends what the client missed while away.
    this.refreshSeats();
    this.flush();
    log("info", "reconnected", { room: this.roomId, seat: data.seat });
  }

  /** The client is gone for good: it left, or a dropped player's reconnection window ran out. */
  override onLeave(client: Client, code?: number): void {
    const data = client.userData as ClientData | undefined;
    data?.sitTimer?.clear();
    this.sent.delete(client.sessionId);
    this.spectators.delete(client.sessionId);
    // A shutdown is no one's leaving: the seat stays theirs in the record, to be claimed when the server is back.
    if (!this.shuttingDown && data?.seat !== null && data?.seat !== undefined && this.seats[data.seat]?.sessionId === client.sessionId) {
      // Before the game the seat is freed; during it the player concedes (104.3a).
      this.seatLost(data.seat, code === CloseCode.CONSENTED ? "left" : "away");
    }
    this.state.spectators = this.spectatorCount();
    this.flush();
    log("info", "left", { room: this.roomId, session: client.sessionId, seat: data?.seat ?? null, code });
  }

  /**
   * The server is stopping: the record is brought up to date (the clock too) and the table told. A table whose
   * record is kept comes back when the server restarts; its players' seat tokens claim their seats there.
   */
  override onBeforeShutdown(): void {
    this.shuttingDown = true;
    for (const hold of this.holds.values()) hold.clear();
    this.holds.clear();
    this.write(true);
    const kept = this.store?.durable === true && this.status() !== "finished";
    const reason = kept ? "the server is restarting: the table will be back as it is, and your seat with it" : "the server is shutting down";
    this.broadcast("closing", { reason, kept } satisfies ServerMessages["closing"]);
    void this.disconnect(CloseCode.SERVER_SHUTDOWN);
  }

  /**
   * Colyseus reports here what escapes a handler, a timer or a lifecycle hook instead of letting it take the
   * process (and every table on it) down. Messages are already caught in dispatch(); this is the last guard.
   */
  override onUncaughtException(error: Error, method: string): void {
    // A ServerError thrown from onCreate or onJoin is how a table refuses a client: Colyseus reports it here
    // too, then refuses the join with it. Not a fault.
    if ((error as { cause?: unknown }).cause instanceof ServerError) return log("debug", "joinRefused", { room: this.roomId, method, message: error.message });
    log("error", "uncaughtException", { room: this.roomId, method, error: error.stack ?? error.message });
  }

  override onDispose(): void {
    this.flag?.clear();
    this.clockCheckpoint?.clear();
    this.disarmIdle();
    // A table that closes before its game began has nothing worth keeping; a shutdown keeps everything.
    if (!this.shuttingDown && this.game === null) this.attempt("remove", () => this.store?.remove(this.roomId));
    this.metrics.tableClosed(this);
    log("info", "tableClosed", { room: this.roomId, status: this.status(), inputs: this.game ? this.history.inputs.length : 0 });
  }

  private dataOf(client: Client): ClientData {
    return client.userData as ClientData;
  }

  private spectatorCount(): number {
    return this.spectators.size;
  }

  private seatedCount(): number {
    return this.seats.filter(Boolean).length;
  }

  /** Clients that joined to play and haven't sat yet. */
  private wouldBePlayers(): Client[] {
    return this.clients.filter((c) => {
      const d = c.userData as ClientData | undefined;
      return d !== undefined && !d.spectator && d.seat === null;
    });
  }

  /** Starts the time a would-be player has to sit down. */
  private sitTimer(client: Client): { clear(): void } {
    return this.clock.setTimeout(() => this.sitTimeUp(client), this.sitSeconds * 1000);
  }

  /** A would-be player who didn't sit in time gives their place back (a friend may be waiting for it). */
  private sitTimeUp(client: Client): void {
    const data = client.userData as ClientData | undefined;
    if (!data || data.seat !== null || !this.clients.includes(client)) return;
    this.sendError(client, refuse("NOT_SEATED", `you didn't sit down within ${this.sitSeconds} seconds; join again to play`));
    client.leave(CLOSE_CODE.removed, "did not sit down in time");
  }

  /** A seated player is gone for good: the seat is freed before the game, the player concedes during it. */
  private seatLost(seat: PlayerId, why: SeatLoss): void {
    const s = this.seats[seat];
    if (!s) return;
    if (this.game === null) {
      this.seats[seat] = null;
      this.commit(noticeEntry({ key: "gaveUpSeat", params: { name: s.name, seat, why } }));
      void this.setMetadata(this.summary());
    } else {
      s.connected = false;
      if (!this.game.result && this.game.players[seat]!.status === "playing") {
        this.commit(noticeEntry({ key: "leftGame", params: { name: s.name, why } }));
        this.input({ kind: "concede", player: seat }, null);
      }
    }
    this.refreshSeats();
    this.flush();
  }

  // ---- Messages -----------------------------------------------------------------------------------------

  /**
   * Registers a message handler: rate limit, size limit and schema first, then the handler. Every refusal
   * reaches the sender as a GameError (a rejected request, or an "error" message for a plain send) and
   * changes nothing.
   */
  private handle<T extends ClientMessageType>(type: T, handler: Handler<T>): void {
    this.onMessage(type, (client, raw, ctx) => {
      const outcome = this.metrics.timed(type, () => this.dispatch(type, client, raw, handler));
      if (isGameError(outcome)) {
        this.metrics.refused(outcome.code);
        log("debug", "refused", { room: this.roomId, seat: this.dataOf(client).seat, type, code: outcome.code });
        if (ctx.id === undefined) this.sendError(client, outcome);
        return ctx.reject(outcome);
      }
      return ctx.resolve(outcome);
    });
  }

  /**
   * Never throws: one message's fault must not reach Colyseus, which would close every table on the process.
   * A bug in a handler becomes an INTERNAL_ERROR refusal and a log line.
   */
  private dispatch<T extends ClientMessageType>(type: T, client: Client, raw: unknown, handler: Handler<T>): Outcome<T> {
    try {
      return this.checkedDispatch(type, client, raw, handler);
    } catch (e) {
      log("error", "messageFailed", {
        room: this.roomId,
        type,
        seat: (client.userData as ClientData | undefined)?.seat ?? null,
        error: e instanceof Error ? (e.stack ?? e.message) : String(e),
      });
      return refuse("INTERNAL_ERROR", "the server could not handle that message");
    }
  }

  private checkedDispatch<T extends ClientMessageType>(type: T, client: Client, raw: unknown, handler: Handler<T>): Outcome<T> {
    const data = this.dataOf(client);
    const now = Date.now();
    if (!data.messages.take(now)) {
      if (!data.flood.take(now)) this.disconnectFlooding(client);
      return refuse("RATE_LIMITED", `too many messages: at most ${this.messagesPerSecond} a second`);
    }
    const unfit = checkPayload(raw, MAX_MESSAGE_BYTES);
    if (unfit) return unfit;
    const parsed = parsePayload(CLIENT_MESSAGES[type], raw ?? {}, type);
    if (!parsed.ok) return gameError("MALFORMED_INPUT", `malformed "${type}" message: ${parsed.problems.join("; ")}`, undefined, parsed.problems);
    const started = performance.now();
    const outcome = handler(client, parsed.data as z.output<(typeof CLIENT_MESSAGES)[T]>);
    const ms = performance.now() - started;
    // Every table on this process waits while one message is handled: a slow one is worth a line.
    if (ms >= SLOW_MESSAGE_MS)
      log("warn", "slowMessage", {
        room: this.roomId,
        type,
        ms: Math.round(ms),
        seat: this.dataOf(client).seat,
        turn: this.game?.turn.number,
        step: this.game?.turn.step,
      });
    return outcome;
  }

  private sendError(client: Client, error: GameError): void {
    client.send("error", error);
  }

  /**
   * A client that goes on sending far past the rate limit is told why and disconnected, rather than left
   * with a socket nobody reads. A seated player may come back within the reconnection window (onDrop).
   */
  private disconnectFlooding(client: Client): void {
    this.sendError(client, refuse("RATE_LIMITED", FLOODING));
    log("warn", "flooding", { room: this.roomId, session: client.sessionId, seat: this.dataOf(client).seat });
    client.leave(CloseCode.WITH_ERROR, FLOODING);
  }

  private seatOf(client: Client): { seat: PlayerId; s: Seat } | GameError {
    const seat = this.dataOf(client).seat;
    const s = seat === null ? null : this.seats[seat];
    return seat === null || !s ? refuse("NOT_SEATED", "only a seated player can do that") : { seat, s };
  }

  private sit(client: Client, m: z.output<(typeof CLIENT_MESSAGES)["sit"]>): Outcome<"sit"> {
    const data = this.dataOf(client);
    if (this.game !== null) return refuse("GAME_STARTED", "the game has started: seats can't change");
    if (data.spectator) return refuse("NOT_SEATED", "a spectator can't take a seat; join the table as a player");
    if (data.seat !== null) return refuse("NO_SEAT", `you already sit at seat ${data.seat + 1}`);
    const free = this.seats.indexOf(null);
    if (free < 0) return refuse("NO_SEAT", "every seat is taken");
    let deck: DeckList | null = null;
    const poolSeed = this.options.sealed ? randomInt(0, 2 ** 32) : null;
    let deckLabel = "the sandbox position";
    if (this.options.sandbox && m.acceptSandbox !== true) return refuse("SANDBOX_NOT_ACCEPTED", SANDBOX_NOTICE);
    // At a sealed table the deck is built from the pool after sitting (the "deck" message); one may come along.
    if (this.options.sealed && !m.deck) deckLabel = "a sealed pool";
    else if (!this.options.sandbox) {
      if (!m.deck) return refuse("INVALID_DECK", "choose a deck: a starter deck's name or a decklist");
      const chosen = this.deckFor(poolSeed, m.deck);
      if (isGameError(chosen)) return chosen;
      deck = chosen.deck;
      deckLabel = chosen.label;
    }
    const name = m.name ?? data.name;
    data.name = name;
    data.seat = free;
    data.sitTimer?.clear();
    data.sitTimer = null;
    // The seat token claims the seat back from another connection (after a restart, or a reload); only its hash is kept.
    const seatToken = randomBytes(32).toString("base64url");
    this.seats[free] = {
      name,
      tokenHash: seatTokenHash(seatToken),
      poolSeed,
      deck,
      deckLabel,
      ready: false,
      sessionId: client.sessionId,
      connected: true,
      settings: DEFAULT_PRIORITY_SETTINGS,
      request: null,
      entropy: "",
    };
    this.seatView(client, free);
    this.commit(noticeEntry({ key: "satDown", params: { name, seat: free, deck: this.options.sandbox ? null : deckLabel } }));
    this.refreshSeats();
    void this.setMetadata(this.summary());
    this.flush();
    log("info", "seatTaken", { room: this.roomId, seat: free });
    return { seat: free, seatToken };
  }

  private stand(client: Client): Outcome<"stand"> {
    const seated = this.seatOf(client);
    if (isGameError(seated)) return seated;
    if (this.game !== null) return refuse("GAME_STARTED", "the game has started: concede to leave it");
    this.seats[seated.seat] = null;
    const data = this.dataOf(client);
    data.seat = null;
    data.sitTimer = this.sitTimer(client);
    this.unseatView(client, seated.seat);
    this.commit(noticeEntry({ key: "stoodUp", params: { name: seated.s.name, seat: seated.seat } }));
    this.refreshSeats();
    void this.setMetadata(this.summary());
    this.flush();
    return { ok: true };
  }

  /** The deck a seat may play: any legal deck, or at a sealed table one built from the seat's own pool. */
  private deckFor(poolSeed: number | null, choice: DeckChoice): { deck: DeckList; label: string } | GameError {
    const chosen = chooseDeck(choice, engine.cards, this.options.format);
    if (isGameError(chosen)) return chosen;
    const pool = this.poolOf(poolSeed);
    if (!pool) return chosen;
    const unfit = checkSealedDeck(chosen.deck, pool);
    if (unfit) return unfit;
    return { deck: chosen.deck, label: `a sealed deck (${pool.set})` };
  }

  private changeDeck(client: Client, choice: DeckChoice): Outcome<"deck"> {
    const seated = this.seatOf(client);
    if (isGameError(seated)) return seated;
    if (this.game !== null) return refuse("GAME_STARTED", "the game has started: decks can't change");
    if (this.options.sandbox) return refuse("INVALID_DECK", "a sandbox table plays the position its host set up, not decks");
    const chosen = this.deckFor(seated.s.poolSeed, choice);
    if (isGameError(chosen)) return chosen;
    seated.s.deck = chosen.deck;
    seated.s.deckLabel = chosen.label;
    seated.s.ready = false;
    this.commit(noticeEntry({ key: "deckChosen", params: { name: seated.s.name, deck: chosen.label } }));
    this.refreshSeats();
    this.flush();
    return { ok: true };
  }

  /** Hidden information: a seat's pool is told to its own player only. */
  private pool(client: Client): Outcome<"pool"> {
    const seated = this.seatOf(client);
    if (isGameError(seated)) return seated;
    return this.poolOf(seated.s.poolSeed) ?? refuse("INVALID_OPTIONS", "this table isn't a sealed table");
  }

  private ready(client: Client, ready: boolean, entropy: string | undefined): Outcome<"ready"> {
    const seated = this.seatOf(client);
    if (isGameError(seated)) return seated;
    if (this.game !== null) return refuse("GAME_STARTED", "the game has already started");
    if (ready && !this.options.sandbox && seated.s.deck === null)
      return refuse("INVALID_DECK", "build your sealed deck from your pool before you say you're ready");
    seated.s.ready = ready;
    if (entropy !== undefined) seated.s.entropy = entropy;
    this.refreshSeats();
    if (this.seats.every((s) => s?.ready)) {
      const started = this.startGame();
      if (isGameError(started)) {
        seated.s.ready = false;
        this.refreshSeats();
        this.flush();
        return started;
      }
    }
    this.flush();
    return { ok: true };
  }

  private startGame(): GameError | null {
    const seats = this.seats as Seat[];
    const names = seats.map((s) => s.name);
    const o = this.options;
    const options = { format: o.format, mulligan: o.mulligan, manaBurn: o.manaBurn };
    // The shuffles: the server's committed seed mixed with every seat's entropy (fairness.ts). A sandbox
    // starts from its host's position instead.
    const config: GameConfig | null = o.sandbox
      ? null
      : {
          seed:
            this.fixedSeed ??
            gameSeed(
              this.serverSeed,
              seats.map((s) => s.entropy),
            ),
          players: seats.map((s) => ({ name: s.name, deck: s.deck! })),
          options,
        };
    const started = this.commit({ kind: "start", config, names });
    if (isGameError(started)) return started;
    if (o.clock) this.chessClock = new ChessClock(seats.length, o.clock.minutes * 60_000, o.clock.incrementSeconds * 1000);
    this.settle({ actor: null, stackBefore: [] });
    this.afterGameChange(null);
    void this.setMetadata(this.summary());
    log("info", "gameStarted", { room: this.roomId, players: seats.length, sandbox: o.sandbox !== undefined });
    return null;
  }

  private answer(client: Client, promptId: number, answer: unknown): Outcome<"answer"> {
    if (this.game === null) return refuse("GAME_NOT_STARTED", "the game hasn't started yet");
    const seated = this.seatOf(client);
    if (isGameError(seated)) return seated;
    const outcome = this.input({ kind: "answer", player: seated.seat, promptId, answer }, seated.seat);
    if (isGameError(outcome)) return outcome;
    const reversal = outcome.find((e) => e.type === "castReversed" && e.player === seated.seat);
    if (reversal?.type !== "castReversed") return { ok: true };
    return { ok: true, reversed: { name: reversal.name, ability: reversal.ability, reason: reversal.reason, rule: reversal.rule } };
  }

  private concede(client: Client): Outcome<"concede"> {
    if (this.game === null) return refuse("GAME_NOT_STARTED", "the game hasn't started: stand up to leave the seat");
    const seated = this.seatOf(client);
    if (isGameError(seated)) return seated;
    const outcome = this.input({ kind: "concede", player: seated.seat }, null);
    return isGameError(outcome) ? outcome : { ok: true };
  }

  private chat(client: Client, text: string): Outcome<"chat"> {
    const data = this.dataOf(client);
    // Whoever has no seat (a spectator, or someone who joined and hasn't sat) chats only where spectators may.
    if (data.seat === null && !this.options.spectatorChat) return refuse("CHAT_NOT_ALLOWED", "this table lets only seated players chat");
    if (!data.chat.take(Date.now())) return refuse("RATE_LIMITED", "you are chatting too fast");
    this.commit({ kind: "chat", from: data.name, seat: data.seat, text });
    this.flush();
    return { ok: true };
  }

  private changeSettings(client: Client, m: z.output<(typeof CLIENT_MESSAGES)["settings"]>): Outcome<"settings"> {
    const seated = this.seatOf(client);
    if (isGameError(seated)) return seated;
    const s = seated.s;
    const { passUntil, ...rest } = m;
    // Refused before anything changes.
    if (passUntil !== undefined && passUntil !== null && this.game === null) return refuse("GAME_NOT_STARTED", "the game hasn't started yet");
    s.settings = { ...s.settings, ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) };
    if (passUntil !== undefined) {
      s.request = passUntil === null || this.game === null ? null : passRequest(passUntil, this.game);
    }
    s.settings = { ...s.settings, passUntil: s.request?.kind ?? null };
    // A request to pass may apply at once, if the player holds priority now; the patch with the new settings
    // reaches their owner before the reply does.
    this.showChange();
    return s.settings;
  }

  /** After a change outside the game: the passes the table may now make for players (a game going on), then the patch and the log. */
  private showChange(): void {
    if (this.game && !this.game.result) {
      this.settle({ actor: null, stackBefore: [] });
      this.afterGameChange(null);
    } else {
      this.refreshSeats();
      this.flush();
    }
  }

  // ---- The game -----------------------------------------------------------------------------------------

  /** Gives the engine an input: the refusal (which changes nothing), or the events it caused. */
  private input(input: Input, actor: PlayerId | null): GameError | readonly GameEvent[] {
    const before = this.game!;
    const events = this.take(input);
    if (isGameError(events)) return events;
    this.settle({ actor, stackBefore: completeOnStack(before) });
    this.afterGameChange(actor);
    return events;
  }

  /** The engine takes the input: the game, its record and its log move on. Or the refusal, which changes nothing. */
  private take(input: Input): GameError | readonly GameEvent[] {
    return this.commit({ kind: "input", input });
  }

  /**
   * Every change to the table's history goes through here: applied now (table-history.ts), written to the
   * store with the next flush — within the same message, so a crash loses at most the input being applied.
   */
  private commit(entry: RecordEntry): GameError | readonly GameEvent[] {
    const applied = this.history.apply(entry);
    if (isGameError(applied)) return applied;
    this.unwritten.push(entry);
    if (entry.kind === "input") this.metrics.inputTaken();
    return applied;
  }

  /**
   * Writes what changed since the last write: new entries, the seats, the status, the clock (always when
   * `checkpoint`, else only along with another change). A store that fails is logged and tried again at the
   * next write: the game goes on.
   */
  private write(checkpoint = false): void {
    if (!this.store) return;
    const seats = this.seats.map((s): SeatRecord | null => s && seatRecord(s));
    const seatsJson = JSON.stringify(seats);
    const status = this.status();
    const changed = this.unwritten.length > 0 || seatsJson !== this.written.seats || status !== this.written.status;
    if (!changed && !(checkpoint && this.chessClock)) return;
    const now = Date.now();
    const clock = this.chessClock ? this.clockRecord(now) : undefined;
    const entries = this.unwritten;
    const done = this.attempt("write", () =>
      this.store!.write(
        this.roomId,
        {
          entries,
          ...(seatsJson !== this.written.seats ? { seats } : {}),
          ...(status !== this.written.status ? { status } : {}),
          ...(clock ? { clock } : {}),
        },
        now,
      ),
    );
    if (!done) return;
    this.unwritten = [];
    this.written = { seats: seatsJson, status };
  }

  private clockRecord(now: number): ClockRecord {
    const clock = this.chessClock!;
    return { remainingMs: this.seats.map((_, i) => clock.remainingMs(i, now)), running: clock.runningFor, at: now };
  }

  /** Runs a store operation; a failure is logged (the table goes on) and reported as false. */
  private attempt(what: string, operation: () => void): boolean {
    try {
      operation();
      return true;
    } catch (e) {
      log("error", "recordFailed", { room: this.roomId, operation: what, error: e instanceof Error ? e.message : String(e) });
      return false;
    }
  }

  /**
   * Passes priority for the player who has it while their settings say so (auto-pass.ts). A pass decided
   * from the player's hidden cards ("nothing to do" where their stops or the stack would have stopped
   * them) is not made at once: the table waits on them as it would on a person, then passes after a
   * random delay (passLater). Passing at once would show the others what that hand holds.
   */
  private settle(context: PassContext): void {
    for (let i = 0; i < MAX_AUTO_PASSES; i++) {
      const game = this.game!;
      const prompt = game.prompt;
      if (prompt?.kind !== "priority") return this.cancelPendingPass();
      const seat = this.seats[prompt.player]!;
      const decision = decidePass(frozenReader(game, engine.cards), seat.settings, seat.request, context);
      if (decision.requestEnded) {
        seat.request = null;
        seat.settings = { ...seat.settings, passUntil: null };
      }
      if (!decision.pass) return this.cancelPendingPass();
      // The caller's patch shows the game waiting on the player, exactly as for a person who will pass.
      if (decision.hidden) return this.passLater(prompt.player, prompt.id);
      this.cancelPendingPass();
      const passed = this.take({ kind: "answer", player: prompt.player, promptId: prompt.id, answer: { kind: "pass" } });
      if (isGameError(passed)) {
        log("error", "autoPassRefused", { room: this.roomId, seat: prompt.player, code: passed.code, message: passed.message });
        return;
      }
      const stackBefore = stackSignature(game);
      // Each resolution is its own patch, so clients see the stack change one object at a time (608.1).
      if (stackSignature(this.game!) !== stackBefore) this.flush(true);
      context = { actor: null, stackBefore: [] };
    }
    log("warn", "autoPassLimit", { room: this.roomId });
  }

  /**
   * Passes for the player after a delay drawn from the operating system's CSPRNG (a predictable delay
   * would be as telling as none). A pass already pending for this prompt keeps its time.
   */
  private passLater(player: PlayerId, promptId: number): void {
    if (this.pendingPass?.promptId === promptId) return;
    this.cancelPendingPass();
    const { min, max } = this.autoPassDelay;
    const ms = randomInt(min, Math.max(min, max) + 1);
    this.pendingPass = { promptId, timer: this.clock.setTimeout(() => this.passNow(player, promptId), ms) };
  }

  /** The delay is over: the pass is made as the player's own answer would be (117.3d), so their clock stops and takes the increment. */
  private passNow(player: PlayerId, promptId: number): void {
    this.pendingPass = null;
    const prompt = this.game?.prompt;
    // Anything that changed the prompt meanwhile (an answer, a concession, a timeout) cancelled this pass.
    if (!this.game || this.game.result || prompt?.kind !== "priority" || prompt.id !== promptId || prompt.player !== player) return;
    const outcome = this.input({ kind: "answer", player, promptId, answer: { kind: "pass" } }, player);
    if (isGameError(outcome)) log("error", "autoPassRefused", { room: this.roomId, seat: player, code: outcome.code, message: outcome.message });
  }

  private cancelPendingPass(): void {
    this.pendingPass?.timer.clear();
    this.pendingPass = null;
  }

  /** Clocks, the schema and the log, after the game changed. `answered`: whose answer it was. */
  private afterGameChange(answered: PlayerId | null): void {
    const game = this.game!;
    if (this.chessClock) {
      const now = Date.now();
      this.chessClock.update(now, game.result ? null : (game.prompt?.player ?? null), answered);
      this.flag?.clear();
      const left = this.chessClock.msUntilFlag(now);
      if (left !== null) this.flag = this.clock.setTimeout(() => this.timeIsUp(), left + 1);
      // The record's clock follows the running time, so that a crash costs a player little of it.
      if (game.result) {
        this.clockCheckpoint?.clear();
        this.clockCheckpoint = null;
      } else this.clockCheckpoint ??= this.clock.setInterval(() => this.write(true), CLOCK_CHECKPOINT_MS);
    }
    this.armIdle();
    if (game.result) {
      // The game is over: the seed is no secret any more, and anyone can check the commitment against it.
      if (this.state.seedCommitment) this.state.seedReveal = this.serverSeed;
      void this.setMetadata(this.summary());
      log("info", "gameOver", { room: this.roomId, winners: game.result.winners, draw: game.result.draw, inputs: this.history.inputs.length });
    }
    this.refreshSeats();
    this.flush();
  }

  /**
   * Nobody holds a table hostage: without a chess clock, a connected player the game has waited on for the
   * table's idle time loses the game, as with a clock (a disconnected one has the reconnection window
   * instead). Everyone is warned first, in the log.
   */
  private armIdle(): void {
    const game = this.game!;
    const minutes = this.options.idleMinutes;
    const prompt = game.result ? null : game.prompt;
    if (this.chessClock || minutes === null || !prompt) return this.disarmIdle();
    if (this.idle?.promptId === prompt.id) return;
    this.disarmIdle();
    const limitMs = minutes * 60_000;
    const warnMs = Math.max(limitMs - IDLE_WARNING_MS, limitMs / 2);
    const waitingOn = (): PlayerId | null =>
      this.game && !this.game.result && this.game.prompt?.id === prompt.id && this.seats[prompt.player]?.connected ? prompt.player : null;
    const name = (p: PlayerId): string => this.seats[p]!.name;
    this.idle = {
      promptId: prompt.id,
      timers: [
        this.clock.setTimeout(() => {
          const p = waitingOn();
          if (p === null) return;
          this.commit(noticeEntry({ key: "idleWarning", params: { name: name(p), waitedSeconds: warnMs / 1000, limitSeconds: limitMs / 1000 } }));
          this.flush();
        }, warnMs),
        this.clock.setTimeout(() => {
          // Spent either way: a player who was away meanwhile gets a full new wait once back (onReconnect).
          this.idle = null;
          const p = waitingOn();
          if (p === null) return;
          this.commit(noticeEntry({ key: "idleLost", params: { name: name(p), limitSeconds: limitMs / 1000 } }));
          const outcome = this.input({ kind: "timeout", player: p }, null);
          if (isGameError(outcome)) log("error", "idleTimeoutRefused", { room: this.roomId, seat: p, code: outcome.code });
        }, limitMs),
      ],
    };
  }

  private disarmIdle(): void {
    for (const t of this.idle?.timers ?? []) t.clear();
    this.idle = null;
  }

  /** The running clock reached zero: that player loses (the table's clock rule). */
  private timeIsUp(): void {
    const player = this.chessClock?.runningFor;
    if (player === null || player === undefined || !this.game || this.game.result) return;
    if (this.chessClock!.remainingMs(player, Date.now()) > 0) return this.afterGameChange(null);
    this.commit(noticeEntry({ key: "timeUp", params: { name: this.seats[player]!.name } }));
    const outcome = this.input({ kind: "timeout", player }, null);
    if (isGameError(outcome)) log("error", "timeoutRefused", { room: this.roomId, seat: player, code: outcome.code });
  }

  // ---- Showing it -----------------------------------------------------------------------------------------

  /** Seat fields of the schema: who sits where, ready, connected, clocks. */
  private refreshSeats(): void {
    const now = Date.now();
    this.seats.forEach((s, i) => {
      const view = this.state.players[i]!;
      view.taken = s !== null;
      // Only the seat's own client sees this field (it is a view field), so `you` is true for it alone.
      view.you = s !== null;
      view.name = s?.name ?? "";
      view.deck = s?.deckLabel ?? "";
      view.ready = s?.ready ?? false;
      view.connected = s?.connected ?? false;
      // A view field too: the seat's own client mirrors its settings (table.settings in the SDK).
      view.settings = s ? JSON.stringify(s.settings) : "";
      if (this.chessClock) {
        // Clients count a running clock down from the value of the latest patch.
        view.clockMs = this.chessClock.remainingMs(i, now);
        view.clockRunning = this.chessClock.runningFor === i;
      }
    });
    this.state.status = this.status();
  }

  /**
   * Sends the state patch, then each client the log entries it hasn't seen, redacted for it. `transient`:
   * a moment on the way to the next decision, whose prompt is being passed for its player.
   */
  private flush(transient = false): void {
    if (this.game) projectGame(this.state, this.game, engine.cards, transient);
    this.state.version = this.history.inputs.length;
    this.write();
    this.broadcastPatch();
    const byViewer = new Map<Viewer, { from: number; entries: LogEntry[] }>();
    for (const client of this.clients) {
      const from = this.sent.get(client.sessionId) ?? 0;
      if (from >= this.history.log.length) continue;
      const viewer = this.viewerOf(client);
      let batch = byViewer.get(viewer);
      if (!batch || batch.from !== from) byViewer.set(viewer, (batch = { from, entries: this.history.log.view(viewer, from) }));
      client.send("log", { entries: batch.entries } satisfies ServerMessages["log"]);
      this.sent.set(client.sessionId, this.history.log.length);
    }
  }

  /** The finished game's record, for its players to replay and check (client-sdk/verify.ts). */
  private published(client: Client): Outcome<"record"> {
    const seated = this.seatOf(client);
    if (isGameError(seated)) return seated;
    if (!this.game?.result) return refuse("GAME_NOT_OVER", "the record is published once the game is over");
    const published = this.history.published({
      commitment: this.state.seedCommitment,
      serverSeed: this.serverSeed,
      entropy: this.seats.map((s) => s?.entropy ?? ""),
    });
    return published ?? refuse("GAME_NOT_OVER", "a sandbox game starts from the position its host chose: it has no shuffled deal to record");
  }

  private logSoFar(client: Client): Outcome<"history"> {
    this.sent.set(client.sessionId, this.history.log.length);
    return { entries: this.history.log.view(this.viewerOf(client)) };
  }

  private viewerOf(client: Client): Viewer {
    const data = client.userData as ClientData | undefined;
    return data && !data.spectator ? data.seat : null;
  }
}

/** The ids of the spells and abilities on the stack whose casting or activation is complete. */
function completeOnStack(state: GameState): number[] {
  return state.stack.filter((o) => (o.kind === "spell" ? o.cast || o.copy === true : o.ready)).map((o) => o.id);
}

/** Create options are `{ table, player }` (and the server's `limits` and `metrics`, and `restore` when it rebuilds a table), join options `{ player }`. */
function optionsPart(raw: unknown, key: "table" | "player" | "limits" | "metrics" | "restore"): unknown {
  return typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>)[key] : undefined;
}

/** A notice for the record and the log: its key for clients that translate it, its English for the others. */
function noticeEntry(notice: Notice): RecordEntry {
  return { kind: "notice", text: noticeText(notice), notice };
}

/** The seat as its record keeps it (table-record.ts). */
function seatRecord(s: Seat): SeatRecord {
  return {
    name: s.name,
    deck: s.deck,
    deckLabel: s.deckLabel,
    ready: s.ready,
    settings: s.settings,
    request: s.request,
    entropy: s.entropy,
    tokenHash: s.tokenHash,
    poolSeed: s.poolSeed,
  };
}
