// A table: seats, the game, spectators, chat, clocks and reconnection. The room is a thin adapter — it
// validates messages, hands inputs to the engine, projects the engine's state into the schema and sends
// each client its share of the log. No rule of the game is decided here.

import { randomInt } from "node:crypto";
import { CloseCode, matchMaker, Room, ServerError, type Client } from "colyseus";
import { StateView } from "@colyseus/schema";
import type { z } from "zod";
import { gameError, isGameError, type GameError } from "../../shared/errors.ts";
import type { GameEvent } from "../../shared/events.ts";
import type { PlayerId } from "../../shared/game-types.ts";
import {
  CLIENT_MESSAGES,
  DEFAULT_PRIORITY_SETTINGS,
  JoinOptionsSchema,
  MAX_MESSAGE_BYTES,
  TableOptionsSchema,
  type ClientMessageReplies,
  type ClientMessageType,
  type LogEntry,
  type PrioritySettings,
  type ServerMessages,
  type TableOptions,
  type TableStatus,
  type TableSummary,
} from "../../shared/protocol.ts";
import { PlayerView, TableState } from "../../shared/schema.ts";
import { chooseDeck } from "../decks/deck-choice.ts";
import type { Input } from "../engine/engine.ts";
import type { SandboxSetup } from "../engine/sandbox.ts";
import type { DeckList } from "../engine/setup.ts";
import type { GameState } from "../engine/state.ts";
import type { Viewer } from "../engine/visibility.ts";
import { engine } from "../game.ts";
import { log } from "../logging.ts";
import { decidePass, passRequest, stackSignature, type PassContext, type PassRequest } from "./auto-pass.ts";
import { ChessClock } from "./clock.ts";
import { newInviteCode } from "./invite-code.ts";
import { projectGame } from "./projection.ts";
import { RateLimiter } from "./rate-limit.ts";
import { TableLog } from "./table-log.ts";

/** How many spectators a table holds at most. */
const MAX_SPECTATORS = 16;
/** Messages per second a client may send (twice that in a burst); ten times that closes the connection (abuse). */
export const DEFAULT_MESSAGES_PER_SECOND = 20;

/** What the server, not the client, decides about every table (defineRoom's options override the client's). */
export interface TableLimits {
  readonly messagesPerSecond: number;
  /** Every game starts from this seed instead of a random one: for tests that need known hands. */
  readonly seed?: number | undefined;
}
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

interface Seat {
  name: string;
  deck: DeckList | null;
  deckLabel: string;
  ready: boolean;
  sessionId: string;
  connected: boolean;
  settings: PrioritySettings;
  request: PassRequest | null;
}

interface ClientData {
  name: string;
  seat: PlayerId | null;
  spectator: boolean;
  messages: RateLimiter;
  chat: RateLimiter;
}

type Outcome<T extends ClientMessageType> = ClientMessageReplies[T] | GameError;
type Handler<T extends ClientMessageType> = (client: Client, message: z.output<(typeof CLIENT_MESSAGES)[T]>) => Outcome<T>;

const refuse = (code: GameError["code"], message: string, rule?: string): GameError => gameError(code, message, rule);

export class TableRoom extends Room<{ state: TableState; metadata: TableSummary }> {
  private options!: TableOptions;
  private seats: (Seat | null)[] = [];
  private game: GameState | null = null;
  /** Every input the game accepted, for a replay of the game. */
  private readonly record: Input[] = [];
  private readonly tableLog = new TableLog();
  /** How much of the log each client has been sent. */
  private readonly sent = new Map<string, number>();
  private readonly spectators = new Set<string>();
  private chessClock: ChessClock | null = null;
  private messagesPerSecond = DEFAULT_MESSAGES_PER_SECOND;
  private fixedSeed: number | undefined;
  private flag: { clear(): void } | null = null;

  override async onCreate(raw: unknown): Promise<void> {
    const creator = optionsPart(raw, "player") as { name?: unknown } | undefined;
    const table = { ...(typeof creator?.name === "string" ? { host: creator.name } : {}), ...(optionsPart(raw, "table") as object | undefined) };
    const parsed = TableOptionsSchema.safeParse(table);
    if (!parsed.success) throw new ServerError(BAD_OPTIONS, `invalid table options: ${issues(parsed.error, "options").join("; ")}`);
    this.options = parsed.data;
    const limits = optionsPart(raw, "limits") as TableLimits | undefined;
    this.messagesPerSecond = limits?.messagesPerSecond ?? DEFAULT_MESSAGES_PER_SECOND;
    this.fixedSeed = limits?.seed;
    const seats = this.options.sandbox ? this.checkSandbox(this.options.sandbox) : this.options.seats;
    this.seats = Array.from({ length: seats }, () => null);
    this.roomId = await newInviteCode(async (code) => (await matchMaker.query({ roomId: code })).length === 0);
    this.maxClients = seats + MAX_SPECTATORS;
    this.maxMessagesPerSecond = 10 * this.messagesPerSecond;
    // Patches go out as soon as something changes (after each input), not on a timer.
    this.setPatchRate(null);

    const o = this.options;
    this.state = new TableState({
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
    });
    for (let i = 0; i < seats; i++) this.state.players.push(new PlayerView({ seat: i }));
    if (o.private) await this.setPrivate(true);
    await this.setMetadata(this.summary());

    this.handle("sit", (c, m) => this.sit(c, m));
    this.handle("stand", (c) => this.stand(c));
    this.handle("ready", (c, m) => this.ready(c, m.ready));
    this.handle("answer", (c, m) => this.answer(c, m.promptId, m.answer));
    this.handle("concede", (c) => this.concede(c));
    this.handle("chat", (c, m) => this.chat(c, m.text));
    this.handle("settings", (c, m) => this.changeSettings(c, m));
    this.handle("history", (c) => this.history(c));
    this.onMessage("*", (client, type) => this.sendError(client, refuse("UNKNOWN_MESSAGE", `unknown message type "${String(type)}"`)));
    log("info", "tableCreated", { room: this.roomId, seats, private: o.private, sandbox: o.sandbox !== undefined });
  }

  /** A sandbox decides the number of seats; it must be a position the engine accepts. */
  private checkSandbox(setup: Record<string, unknown>): number {
    const players = Array.isArray(setup.players) ? setup.players : [];
    const tried = engine.newSandboxGame(sandboxFor(setup, players.map((_, i) => `Seat ${i + 1}`)));
    if (!tried.ok) throw new ServerError(BAD_OPTIONS, `invalid sandbox setup: ${tried.error.problems?.join("; ") ?? tried.error.message}`);
    return tried.state.players.length;
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
    };
  }

  private status(): TableStatus {
    return this.game === null ? "waiting" : this.game.result ? "finished" : "playing";
  }

  // ---- Connections ------------------------------------------------------------------------------------

  override onJoin(client: Client, raw: unknown): void {
    const parsed = JoinOptionsSchema.safeParse(optionsPart(raw, "player") ?? {});
    if (!parsed.success) throw new ServerError(BAD_OPTIONS, `invalid join options: ${issues(parsed.error, "options").join("; ")}`);
    const spectator = parsed.data.spectate || this.game !== null;
    if (spectator && !this.options.spectators) throw new ServerError(NOT_ALLOWED, this.game ? "the game has started and this table has no spectators" : "this table has no spectators");
    if (spectator && this.spectatorCount() >= MAX_SPECTATORS) throw new ServerError(NOT_ALLOWED, "this table has no room for more spectators");
    const now = Date.now();
    const data: ClientData = {
      name: parsed.data.name,
      seat: null,
      spectator,
      messages: new RateLimiter(this.messagesPerSecond, 2 * this.messagesPerSecond, now),
      chat: new RateLimiter(CHAT_PER_SECOND, CHAT_BURST, now),
    };
    client.userData = data;
    client.view = new StateView();
    if (spectator) this.spectators.add(client.sessionId);
    this.state.spectators = this.spectatorCount();
    // The log so far comes with the "history" request; from now on new entries are pushed.
    this.sent.set(client.sessionId, this.tableLog.length);
    log("info", "joined", { room: this.roomId, session: client.sessionId, spectator });
  }

  /** A connection was lost without leaving: a seated player's seat is held for them (onLeave follows if they don't come back). */
  override async onDrop(client: Client, code?: number): Promise<void> {
    const data = this.dataOf(client);
    const seat = data.seat === null ? null : this.seats[data.seat];
    if (code === CloseCode.SERVER_SHUTDOWN || !seat) return;
    seat.connected = false;
    this.refreshSeats();
    this.flush();
    log("info", "dropped", { room: this.roomId, seat: data.seat, code });
    await this.allowReconnection(client, this.options.reconnectSeconds).catch(() => undefined);
  }

  override onReconnect(client: Client): void {
    const data = this.dataOf(client);
    const seat = data.seat === null ? null : this.seats[data.seat];
    if (seat) seat.connected = true;
    // flush() sends what the client missed while away.
    this.refreshSeats();
    this.flush();
    log("info", "reconnected", { room: this.roomId, seat: data.seat });
  }

  /** The client is gone for good: it left, or a dropped player's reconnection window ran out. */
  override onLeave(client: Client, code?: number): void {
    const data = client.userData as ClientData | undefined;
    this.sent.delete(client.sessionId);
    this.spectators.delete(client.sessionId);
    if (data?.seat !== null && data?.seat !== undefined && this.seats[data.seat]?.sessionId === client.sessionId) {
      // Before the game the seat is freed; during it the player concedes (104.3a).
      this.seatLost(data.seat, code === CloseCode.CONSENTED ? "left the table" : "did not come back in time");
    }
    this.state.spectators = this.spectatorCount();
    this.flush();
    log("info", "left", { room: this.roomId, session: client.sessionId, seat: data?.seat ?? null, code });
  }

  override onBeforeShutdown(): void {
    this.broadcast("closing", { reason: "the server is shutting down" } satisfies ServerMessages["closing"]);
    void this.disconnect(CloseCode.SERVER_SHUTDOWN);
  }

  override onDispose(): void {
    this.flag?.clear();
    log("info", "tableClosed", { room: this.roomId, status: this.status(), inputs: this.record.length });
  }

  private dataOf(client: Client): ClientData {
    return client.userData as ClientData;
  }

  private spectatorCount(): number {
    return this.spectators.size;
  }

  /** A seated player is gone for good: the seat is freed before the game, the player concedes during it. */
  private seatLost(seat: PlayerId, why: string): void {
    const s = this.seats[seat];
    if (!s) return;
    if (this.game === null) {
      this.seats[seat] = null;
      this.tableLog.addNotice(`${s.name} ${why} and gives up seat ${seat + 1}.`);
      void this.setMetadata(this.summary());
    } else {
      s.connected = false;
      if (!this.game.result && this.game.players[seat]!.status === "playing") {
        this.tableLog.addNotice(`${s.name} ${why}.`);
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
      const outcome = this.dispatch(type, client, raw, handler);
      if (isGameError(outcome)) {
        log("debug", "refused", { room: this.roomId, seat: this.dataOf(client).seat, type, code: outcome.code });
        if (ctx.id === undefined) this.sendError(client, outcome);
        return ctx.reject(outcome);
      }
      return ctx.resolve(outcome);
    });
  }

  private dispatch<T extends ClientMessageType>(type: T, client: Client, raw: unknown, handler: Handler<T>): Outcome<T> {
    const data = this.dataOf(client);
    if (!data.messages.take(Date.now())) return refuse("RATE_LIMITED", `too many messages: at most ${this.messagesPerSecond} a second`);
    if ((JSON.stringify(raw) ?? "").length > MAX_MESSAGE_BYTES) return refuse("MESSAGE_TOO_LARGE", `a message has at most ${MAX_MESSAGE_BYTES} bytes`);
    const parsed = CLIENT_MESSAGES[type].safeParse(raw ?? {});
    if (!parsed.success) {
      const problems = issues(parsed.error, type);
      return gameError("MALFORMED_INPUT", `malformed "${type}" message: ${problems.join("; ")}`, undefined, problems);
    }
    const started = performance.now();
    const outcome = handler(client, parsed.data as z.output<(typeof CLIENT_MESSAGES)[T]>);
    const ms = performance.now() - started;
    // Every table on this process waits while one message is handled: a slow one is worth a line.
    if (ms >= SLOW_MESSAGE_MS) log("warn", "slowMessage", { room: this.roomId, type, ms: Math.round(ms), seat: this.dataOf(client).seat, turn: this.game?.turn.number, step: this.game?.turn.step });
    return outcome;
  }

  private sendError(client: Client, error: GameError): void {
    client.send("error", error);
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
    let deckLabel = "the sandbox position";
    if (!this.options.sandbox) {
      if (!m.deck) return refuse("INVALID_DECK", "choose a deck: a starter deck's name or a decklist");
      const chosen = chooseDeck(m.deck, engine.cards, this.options.format);
      if (isGameError(chosen)) return chosen;
      deck = chosen.deck;
      deckLabel = chosen.label;
    }
    const name = m.name ?? data.name;
    data.name = name;
    data.seat = free;
    this.seats[free] = { name, deck, deckLabel, ready: false, sessionId: client.sessionId, connected: true, settings: DEFAULT_PRIORITY_SETTINGS, request: null };
    const view = this.state.players[free]!;
    client.view!.add(view);
    client.view!.subscribe(view.hand);
    this.tableLog.addNotice(`${name} sits down at seat ${free + 1} with ${deckLabel}.`);
    this.refreshSeats();
    void this.setMetadata(this.summary());
    this.flush();
    log("info", "seatTaken", { room: this.roomId, seat: free });
    return { seat: free };
  }

  private stand(client: Client): Outcome<"stand"> {
    const seated = this.seatOf(client);
    if (isGameError(seated)) return seated;
    if (this.game !== null) return refuse("GAME_STARTED", "the game has started: concede to leave it");
    this.seats[seated.seat] = null;
    this.dataOf(client).seat = null;
    client.view!.remove(this.state.players[seated.seat]!);
    this.tableLog.addNotice(`${seated.s.name} stands up from seat ${seated.seat + 1}.`);
    this.refreshSeats();
    void this.setMetadata(this.summary());
    this.flush();
    return { ok: true };
  }

  private ready(client: Client, ready: boolean): Outcome<"ready"> {
    const seated = this.seatOf(client);
    if (isGameError(seated)) return seated;
    if (this.game !== null) return refuse("GAME_STARTED", "the game has already started");
    seated.s.ready = ready;
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
    const started = o.sandbox
      ? engine.newSandboxGame(sandboxFor(o.sandbox, names, { manaBurn: o.manaBurn }))
      : engine.newGame({ seed: this.fixedSeed ?? randomInt(2 ** 31), players: seats.map((s) => ({ name: s.name, deck: s.deck! })), options });
    if (!started.ok) return started.error;
    this.game = started.state;
    this.tableLog.setPlayers(names);
    this.tableLog.addEvents(started.events);
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
    if (data.spectator && !this.options.spectatorChat) return refuse("CHAT_NOT_ALLOWED", "this table doesn't let spectators chat");
    if (!data.chat.take(Date.now())) return refuse("RATE_LIMITED", "you are chatting too fast");
    this.tableLog.addChat(data.name, data.seat, text);
    this.flush();
    return { ok: true };
  }

  private changeSettings(client: Client, m: z.output<(typeof CLIENT_MESSAGES)["settings"]>): Outcome<"settings"> {
    const seated = this.seatOf(client);
    if (isGameError(seated)) return seated;
    const s = seated.s;
    const { passUntil, ...rest } = m;
    s.settings = { ...s.settings, ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) };
    if (passUntil !== undefined) {
      if (passUntil !== null && this.game === null) return refuse("GAME_NOT_STARTED", "the game hasn't started yet");
      s.request = passUntil === null || this.game === null ? null : passRequest(passUntil, this.game);
    }
    s.settings = { ...s.settings, passUntil: s.request?.kind ?? null };
    // A request to pass may apply at once, if the player holds priority now.
    if (this.game && !this.game.result) {
      this.settle({ actor: null, stackBefore: [] });
      this.afterGameChange(null);
    }
    return s.settings;
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
    const result = engine.apply(this.game!, input);
    if (!result.ok) return result.error;
    this.record.push(input);
    this.game = result.state;
    this.tableLog.addEvents(result.events);
    return result.events;
  }

  /** Passes priority for the player who has it while their settings say so (auto-pass.ts). */
  private settle(context: PassContext): void {
    for (let i = 0; i < MAX_AUTO_PASSES; i++) {
      const game = this.game!;
      const prompt = game.prompt;
      if (!prompt || prompt.kind !== "priority") return;
      const seat = this.seats[prompt.player]!;
      const decision = decidePass(game, seat.settings, seat.request, context);
      if (decision.requestEnded) {
        seat.request = null;
        seat.settings = { ...seat.settings, passUntil: null };
      }
      if (!decision.pass) return;
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

  /** Clocks, the schema and the log, after the game changed. `answered`: whose answer it was. */
  private afterGameChange(answered: PlayerId | null): void {
    const game = this.game!;
    if (this.chessClock) {
      const now = Date.now();
      this.chessClock.update(now, game.result ? null : (game.prompt?.player ?? null), answered);
      this.flag?.clear();
      const left = this.chessClock.msUntilFlag(now);
      if (left !== null) this.flag = this.clock.setTimeout(() => this.timeIsUp(), left + 1);
    }
    if (game.result) {
      void this.setMetadata(this.summary());
      log("info", "gameOver", { room: this.roomId, winners: game.result.winners, draw: game.result.draw, inputs: this.record.length });
    }
    this.refreshSeats();
    this.flush();
  }

  /** The running clock reached zero: that player loses (the table's clock rule). */
  private timeIsUp(): void {
    const player = this.chessClock?.runningFor;
    if (player === null || player === undefined || !this.game || this.game.result) return;
    if (this.chessClock!.remainingMs(player, Date.now()) > 0) return this.afterGameChange(null);
    this.tableLog.addNotice(`${this.seats[player]!.name}'s time is up.`);
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
    this.state.version = this.record.length;
    this.broadcastPatch();
    const byViewer = new Map<Viewer, { from: number; entries: LogEntry[] }>();
    for (const client of this.clients) {
      const from = this.sent.get(client.sessionId) ?? 0;
      if (from >= this.tableLog.length) continue;
      const viewer = this.viewerOf(client);
      let batch = byViewer.get(viewer);
      if (!batch || batch.from !== from) byViewer.set(viewer, (batch = { from, entries: this.tableLog.view(viewer, from) }));
      client.send("log", { entries: batch.entries } satisfies ServerMessages["log"]);
      this.sent.set(client.sessionId, this.tableLog.length);
    }
  }

  private history(client: Client): Outcome<"history"> {
    this.sent.set(client.sessionId, this.tableLog.length);
    return { entries: this.tableLog.view(this.viewerOf(client)) };
  }

  private viewerOf(client: Client): Viewer {
    const data = client.userData as ClientData | undefined;
    return data && !data.spectator ? data.seat : null;
  }
}

/** The ids of the spells and abilities on the stack whose casting or activation is complete. */
function completeOnStack(state: GameState): number[] {
  return state.stack.filter((o) => (o.kind === "spell" ? o.cast : o.ready)).map((o) => o.id);
}

/** A schema's complaints, one line each: "answer.promptId: expected number". */
function issues(error: z.ZodError, what: string): string[] {
  return error.issues.map((i) => `${i.path.join(".") || what}: ${i.message}`);
}

/** Create options are `{ table, player }` (and the server's `limits`), join options `{ player }`. */
function optionsPart(raw: unknown, key: "table" | "player" | "limits"): unknown {
  return typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>)[key] : undefined;
}

/** The sandbox position with the seated players' names (and table options) in it. */
function sandboxFor(setup: Record<string, unknown>, names: readonly string[], options: Partial<SandboxSetup["options"]> = {}): SandboxSetup {
  const s = setup as unknown as SandboxSetup;
  const players = Array.isArray(s.players) ? s.players : [];
  return { ...s, players: players.map((p, i) => ({ ...p, name: names[i] ?? `Seat ${i + 1}` })), options: { ...s.options, ...options } };
}
