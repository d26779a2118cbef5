// A seat (or a spectator's chair) at a table: the synchronized state as read-only snapshots, events built
// on the schema callbacks, the redacted log, the pending prompt, and answers that read like the game.
// Every action returns a promise that resolves once the server has accepted it (the state is then
// already up to date) and rejects with a TableError when the server refuses it.

import { Callbacks, type Room } from "@colyseus/sdk";
import type { AbilityRef, PlayerId, Target } from "../shared/game-types.ts";
import type { AnswerInput, ConvokeTap, FaceChoice, Prompt } from "../shared/prompt.ts";
import { randomSeedHex, type PublishedGame } from "../shared/fairness.ts";
import {
  DEFAULT_PRIORITY_SETTINGS,
  type ClientMessage,
  type ClientMessageReplies,
  type ClientMessageType,
  type DeckChoice,
  type JoinOptionsInput,
  type LogEntry,
  type PrioritySettings,
  type PrioritySettingsInput,
  type Reversed,
  type ServerMessages,
} from "../shared/protocol.ts";
import type { StackItemView, TableState } from "../shared/schema.ts";
import * as build from "./answers.ts";
import type { ObjectRef, TargetRef } from "./answers.ts";
import { Emitter } from "./emitter.ts";
import { TableError, toTableError } from "./errors.ts";
import { suggestPayment } from "./payment.ts";
import {
  backoffMs,
  configureReconnection,
  DEFAULT_MAX_ATTEMPTS,
  FAILED_TO_RECONNECT,
  onReconnectAttempt,
  SERVER_SHUTDOWN,
  type ReconnectionOptions,
} from "./reconnection.ts";
import { mirror, mirrorStackItem, type StackItemMirror, type TableMirror } from "./state.ts";
import { verifyGame, type Replayer, type VerifiableConfig, type VerificationReport } from "./verify.ts";

export interface TableEvents {
  /** Any change: a new snapshot. */
  state: [TableMirror];
  /** A spell or ability was put on the stack (601.2a, 602.2a, 603.3). */
  stackPushed: [StackItemMirror];
  /** It left the stack: it resolved, was countered, or its casting was reversed. */
  stackRemoved: [StackItemMirror];
  priority: [PlayerId | null];
  /** `additional`: the step is in a phase an effect added to the turn (500.8). */
  step: [{ readonly turn: number; readonly phase: string; readonly step: string | null; readonly additional: boolean }];
  life: [{ readonly seat: PlayerId; readonly life: number; readonly previous: number }];
  /** The prompt this client must answer changed (null: nothing to answer now). */
  prompt: [Prompt | null];
  gameOver: [{ readonly winners: readonly PlayerId[]; readonly draw: boolean }];
  /** New log entries (events redacted for this client, chat, table notices). */
  log: [readonly LogEntry[]];
  /** Your seat's priority settings changed (by you, or by the server: a "pass until…" that ended). */
  settings: [PrioritySettings];
  /** The connection dropped; the SDK is trying to get it back (once per drop). */
  disconnected: [{ readonly code: number }];
  /** An attempt to reconnect begins: 1, 2, 3… after each drop, with growing delays between them. */
  reconnecting: [{ readonly attempt: number }];
  reconnected: [];
  /**
   * The connection is gone for good: every attempt failed (code 4003), the server refused to take the
   * client back (its seat's time ran out), or the table closed (4001 when the server shuts down).
   */
  failed: [{ readonly code: number; readonly reason: string }];
  /** This client left the table. */
  left: [];
  /** The server is shutting down and closes the table. */
  closing: [{ readonly reason: string }];
}

/** What a cast or activation answers along the way, in the order the rules ask (601.2b–h). */
export interface CastPlan {
  /** The face or half to cast, of a card with two (709.3, 712.11b, 715.3); or name it as the card (`cast("Ice")`). */
  readonly face?: FaceChoice;
  readonly modes?: readonly number[];
  /** The alternative cost by id ("mana" for the mana cost) and optional costs by id with how often (kicker…). */
  readonly costs?: { readonly alternative?: string; readonly optional?: Readonly<Record<string, number>> };
  readonly splices?: readonly ObjectRef[];
  readonly x?: number;
  readonly symbols?: readonly string[];
  /** One list per "target" requirement, in order; a flat list is the first requirement's. */
  readonly targets?: readonly TargetRef[] | readonly (readonly TargetRef[])[];
  readonly divide?: readonly number[];
  /** "auto" (the default): pay with the suggested mana abilities; "manual": stop at the payment prompt. */
  readonly pay?: "auto" | "manual";
}

/** How a table comes back on a new connection when its own can't be restored (table.ts, comeBack). */
export interface Rejoin {
  /** Joins the table again with these join options. */
  readonly join: (player: JoinOptionsInput) => Promise<Room>;
  /** The name the client joined with. */
  readonly name: string;
  /** The seat token, when the client joins by claiming a seat. */
  readonly seatToken?: string | undefined;
  /** Joined to watch: comes back as a spectator. */
  readonly spectate?: boolean | undefined;
}

export class Table {
  private current!: Room;
  readonly events = new Emitter<TableEvents>();
  /** The log so far, in order. */
  readonly log: LogEntry[] = [];
  private snapshot: TableMirror;
  private lastPromptJson = "";
  /** A prompt is waiting and this client hasn't answered it yet. */
  private unanswered = false;
  /** Set by a reply that reports this player's cast or activation reversed; cast() and activate() read it. */
  private reversal: Reversed | null = null;
  private lastSettingsJson = "";
  /** What the server last said went wrong on the connection (a refused reconnection says why). */
  private lastError = "";
  private readonly reconnection: ReconnectionOptions;
  private readonly rejoin: Rejoin | null;
  private token: string | null;
  /** The table was left on purpose: no coming back. */
  private done = false;
  /** The server closing the table said it keeps it: it comes back when the server restarts. */
  private kept = false;

  private constructor(room: Room, reconnection: ReconnectionOptions, rejoin: Rejoin | null) {
    this.reconnection = reconnection;
    this.rejoin = rejoin;
    this.token = rejoin?.seatToken ?? null;
    this.snapshot = mirror(room.state as TableState);
    this.bind(room);
    this.lastSettingsJson = JSON.stringify(this.settings);
  }

  /** The connection to the table now (a new one after the table came back on a new connection). */
  get room(): Room {
    return this.current;
  }

  /**
   * The seat token of your seat (null until you sit): keep it (e.g. in localStorage) to claim the seat back from
   * any connection — after a page reload (`client.claimSeat(code, token)`) or when the server restarted, which
   * the table does by itself.
   */
  get seatToken(): string | null {
    return this.token;
  }

  /** Listens to a connection: its state, messages, drops and reconnections, and the schema's callbacks. */
  private bind(room: Room): void {
    this.current = room;
    const reconnection = this.reconnection;
    configureReconnection(room, reconnection);
    onReconnectAttempt(room, (attempt) => this.events.emit("reconnecting", { attempt }));
    room.onMessage("log", (m: ServerMessages["log"]) => this.addLog(m.entries));
    room.onMessage("error", () => undefined);
    room.onMessage("closing", (m: ServerMessages["closing"]) => {
      this.kept = m.kept === true;
      this.events.emit("closing", m);
    });
    room.onStateChange(() => this.refresh());
    room.onError((_code, message) => {
      if (message) this.lastError = message;
    });
    room.onDrop((code) => {
      // Each failed attempt drops again: only the first drop is news.
      if (room.reconnection.isReconnecting) return;
      this.lastError = "";
      this.events.emit("disconnected", { code });
    });
    room.onReconnect(() => {
      this.events.emit("reconnected");
      this.refresh();
    });
    room.onLeave((code, reason) => {
      if (code === 1000 || code === 4000) return this.events.emit("left");
      // The table is worth joining again when the server said it keeps it (a restart), or when the server was
      // reached but refused the old connection's token (it restarted meanwhile): not when it was never reached.
      const comeBack = (code === SERVER_SHUTDOWN && this.kept) || (code === FAILED_TO_RECONNECT && this.lastError !== "");
      if (!this.done && comeBack && this.comeBackAs()) return void this.comeBack(code);
      const r = room.reconnection;
      const gaveUp = code === FAILED_TO_RECONNECT && r.retryCount >= r.maxRetries && !this.lastError;
      this.events.emit("failed", {
        code,
        reason: gaveUp ? `could not reconnect in ${r.retryCount} attempts` : this.lastError || reason || "the connection closed",
      });
    });
    const callbacks = Callbacks.get(room as unknown as { state: TableState; serializer: object });
    callbacks.onAdd("stack", (item) => this.events.emit("stackPushed", this.stackItem(item)));
    callbacks.onRemove("stack", (item) => this.events.emit("stackRemoved", this.stackItem(item)));
    callbacks.listen("priorityPlayer", (seat) => this.events.emit("priority", seat < 0 ? null : seat));
    callbacks.listen("step", () => {
      const s = room.state as TableState;
      this.events.emit("step", { turn: s.turn, phase: s.phase, step: s.step || null, additional: s.additionalPhase === true });
    });
    callbacks.onAdd("players", (player) => {
      callbacks.listen(player, "life", (life, previous) => {
        // Life set as the game starts (version 0, no input yet) is not a change of life.
        if (previous !== undefined && (room.state as TableState).version > 0) this.events.emit("life", { seat: player.seat, life, previous });
      });
    });
    callbacks.listen("status", (status) => {
      const s = room.state as TableState;
      if (status === "finished") this.events.emit("gameOver", { winners: [...s.winners], draw: s.draw });
    });
  }

  /**
   * Wraps a joined room; the log so far is fetched before this resolves. With `rejoin`, the table comes back on
   * a new connection by itself when its own can't be restored (comeBack).
   */
  static async open(room: Room, reconnection: ReconnectionOptions = {}, rejoin: Rejoin | null = null): Promise<Table> {
    const table = new Table(room, reconnection, rejoin);
    await table.synchronize();
    return table;
  }

  /** Waits for the first state of the connection, then fetches the log (entries already held are kept once). */
  private async synchronize(): Promise<void> {
    const room = this.current;
    await this.waitFor((s) => s.code === room.roomId);
    const history = await this.request("history", {});
    this.addLog(history.entries);
  }

  /** How this client joins again on a new connection: with its seat token, as a spectator, or not at all. */
  private comeBackAs(): JoinOptionsInput | null {
    if (!this.rejoin || this.reconnection.enabled === false) return null;
    if (this.token) return { name: this.rejoin.name, seatToken: this.token };
    return this.rejoin.spectate ? { name: this.rejoin.name, spectate: true } : null;
  }

  /**
   * The connection can't be restored: the server restarted (the old connection's reconnection token died with
   * it) or is restarting. The table joins again on a new connection — a seated player with their seat token, a
   * spectator as a spectator — with the same attempts and delays as a reconnection, then `reconnected` (or
   * `failed` once every attempt failed).
   */
  private async comeBack(code: number): Promise<void> {
    const player = this.comeBackAs()!;
    // A shutdown closes without a drop: the others had theirs from the library's own loop.
    if (code === SERVER_SHUTDOWN) this.events.emit("disconnected", { code });
    const attempts = this.reconnection.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    for (let attempt = 1; attempt <= attempts && !this.done; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, backoffMs(attempt, this.reconnection)));
      if (this.done) return;
      this.events.emit("reconnecting", { attempt });
      try {
        const room = await this.rejoin!.join(player);
        this.bind(room);
        this.refresh();
        await this.synchronize();
        this.events.emit("reconnected");
        return;
      } catch (e) {
        this.lastError = e instanceof Error ? e.message : String(e);
        // A token the table doesn't know will not be known later either.
        if (/belongs to no seat/.test(this.lastError)) break;
      }
    }
    if (!this.done) this.events.emit("failed", { code: FAILED_TO_RECONNECT, reason: this.lastError || `could not come back in ${attempts} attempts` });
  }

  /** The latest snapshot of the table. */
  get state(): TableMirror {
    return this.snapshot;
  }

  /** The invite code (the room id). */
  get code(): string {
    return this.room.roomId;
  }

  /** Keep this (e.g. in localStorage) to come back after a page reload: `client.rejoin(token)`. */
  get reconnectionToken(): string {
    return this.room.reconnectionToken;
  }

  /** The prompt this client must answer now, with its legal options. */
  get prompt(): Prompt | null {
    return this.snapshot.prompt;
  }

  /**
   * Your seat's priority settings as the server holds them (mirrored to your seat only; the defaults a
   * seat starts with while you have none).
   */
  get settings(): PrioritySettings {
    const you = this.snapshot.you;
    return (you === null ? null : this.snapshot.players[you]?.settings) ?? DEFAULT_PRIORITY_SETTINGS;
  }

  /** A stack item as it is (or, once removed, as it last was) in this client's state. */
  private stackItem(item: StackItemView): StackItemMirror {
    return (
      mirror(this.room.state as TableState).stack.find((s) => s.id === item.id) ?? this.snapshot.stack.find((s) => s.id === item.id) ?? mirrorStackItem(item)
    );
  }

  private refresh(): void {
    this.snapshot = mirror(this.room.state as TableState);
    const json = this.snapshot.prompt ? JSON.stringify(this.snapshot.prompt) : "";
    const changed = json !== this.lastPromptJson;
    if (changed) this.notePrompt(json);
    const settingsJson = JSON.stringify(this.settings);
    const settingsChanged = settingsJson !== this.lastSettingsJson;
    this.lastSettingsJson = settingsJson;
    this.events.emit("state", this.snapshot);
    if (changed) this.events.emit("prompt", this.snapshot.prompt);
    if (settingsChanged) this.events.emit("settings", this.settings);
  }

  /** A new decision (or none) for this client. */
  private notePrompt(json: string): void {
    this.lastPromptJson = json;
    this.unanswered = json !== "";
  }

  private addLog(entries: readonly LogEntry[]): void {
    const fresh = entries.filter((e) => !this.log.some((x) => x.seq === e.seq));
    if (fresh.length === 0) return;
    this.log.push(...fresh);
    this.log.sort((a, b) => a.seq - b.seq);
    this.events.emit("log", fresh);
  }

  /** Resolves once `check` holds for the state (checked now and after every patch). */
  waitFor(check: (state: TableMirror) => boolean, timeoutMs = 10_000): Promise<TableMirror> {
    if (check(this.snapshot)) return Promise.resolve(this.snapshot);
    return new Promise((resolve, reject) => {
      const timer = Number.isFinite(timeoutMs)
        ? setTimeout(() => {
            off();
            reject(new TableError("CONNECTION_FAILED", "timed out waiting for the table"));
          }, timeoutMs)
        : undefined;
      const off = this.events.on("state", (s) => {
        if (!check(s)) return;
        clearTimeout(timer);
        off();
        resolve(s);
      });
    });
  }

  /** Resolves with the next prompt this client must answer (now, if one is waiting), or null once the game is over. */
  async nextPrompt(timeoutMs?: number): Promise<Prompt | null> {
    const s = await this.waitFor((s) => (s.prompt !== null && this.unanswered) || s.status === "finished", timeoutMs);
    return s.status === "finished" ? null : s.prompt;
  }

  /** Sends a message; resolves with the server's reply, rejects with a TableError. */
  async request<T extends ClientMessageType>(type: T, message: ClientMessage<T>): Promise<ClientMessageReplies[T]> {
    try {
      return (await this.room.request(type, message)) as ClientMessageReplies[T];
    } catch (e) {
      throw toTableError(e);
    }
  }

  // ---- At the table ----------------------------------------------------------------------------------

  /**
   * Takes a free seat with a deck (none for a sandbox table, where `acceptSandbox` says the player agrees to
   * play from the position the host set up; without it the server refuses with SANDBOX_NOT_ACCEPTED).
   */
  async sit(deck?: DeckChoice, name?: string, acceptSandbox?: boolean): Promise<PlayerId> {
    const reply = await this.request("sit", { ...(deck ? { deck } : {}), ...(name ? { name } : {}), ...(acceptSandbox ? { acceptSandbox } : {}) });
    this.token = reply.seatToken;
    await this.waitFor((s) => s.you === reply.seat);
    return reply.seat;
  }

  async stand(): Promise<void> {
    await this.request("stand", {});
    this.token = null;
  }

  /**
   * Ready to start (the game starts when every seat is taken and ready). Being ready contributes 256 fresh
   * random bits to the game's seed, so the server alone does not choose the shuffles (shared/fairness.ts).
   */
  async ready(ready = true): Promise<void> {
    await this.request("ready", ready ? { ready, entropy: randomSeedHex() } : { ready });
  }

  /** Once the game is over: its record (configuration, inputs, the seed's commitment, reveal and entropy). */
  async record(): Promise<PublishedGame> {
    return this.request("record", {});
  }

  /**
   * Once the game is over: checks that the shuffles were the committed ones and that `engine` replays the
   * record to the same end (verify.ts). The engine is the caller's own copy, not the server's word.
   */
  async verify<Config extends VerifiableConfig, Input>(engine: Replayer<Config, Input>): Promise<VerificationReport> {
    return verifyGame((await this.record()) as PublishedGame<Config, Input>, engine);
  }

  /** 104.3a: leave the game at any time; the others play on. */
  async concede(): Promise<void> {
    await this.request("concede", {});
  }

  async chat(text: string): Promise<void> {
    await this.request("chat", { text });
  }

  /** Priority settings: stops, "pass until…", holding priority, passing when there's nothing to do. */
  async setSettings(settings: PrioritySettingsInput): Promise<PrioritySettings> {
    // The patch carrying them to `table.settings` arrives before the reply.
    return this.request("settings", settings);
  }

  /** Pass priority until the end of this turn (stopping if something targets you or yours). */
  passUntilEndOfTurn(): Promise<PrioritySettings> {
    return this.setSettings({ passUntil: "endOfTurn" });
  }

  /** Pass priority until the stack changes. */
  passUntilStackChanges(): Promise<PrioritySettings> {
    return this.setSettings({ passUntil: "stackChanges" });
  }

  async leave(): Promise<void> {
    this.done = true;
    await this.current.leave(true);
  }

  // ---- Answers -----------------------------------------------------------------------------------------

  /** Answers the pending prompt with any answer (prompt.ts). */
  async answer(answer: AnswerInput): Promise<void> {
    const prompt = this.prompt;
    if (!prompt) throw new TableError("NO_SUCH_PROMPT", "nothing to answer: the game isn't waiting for you");
    const before = this.lastPromptJson;
    this.unanswered = false;
    try {
      const reply = await this.request("answer", { promptId: prompt.id, answer });
      if (reply.reversed) this.reversal = reply.reversed;
    } catch (e) {
      this.unanswered = this.lastPromptJson !== "";
      throw e;
    }
    // The patch came before the reply. A reversed cast brings back the very prompt it began from (732.1):
    // unchanged, it is still a new decision.
    if (this.lastPromptJson === before && before !== "") {
      this.notePrompt(before);
      this.events.emit("prompt", this.snapshot.prompt);
    }
  }

  /** 117.3d: pass priority. */
  async pass(): Promise<void> {
    build.expectPrompt(this.prompt, "priority");
    return this.answer({ kind: "pass" });
  }

  /** 305.1: play a land from your hand; `face`: a modal double-faced card's land face (712.12), or name that face. */
  async playLand(card: ObjectRef, face?: FaceChoice): Promise<void> {
    return this.answer(build.playLand(this.state, card, face));
  }

  /**
   * 601.2a: begin casting a spell; with a plan, the choices and the payment that follow are answered too.
   * Rejects with REVERSED when the cast ends reversed before the promise settles (a spell with no legal
   * target, say): the game is back where it was, and the same cast would be reversed again.
   */
  async cast(card: ObjectRef, plan?: CastPlan): Promise<void> {
    const action = build.cast(this.state, card, plan?.face);
    return this.unlessReversed(async () => {
      await this.answer(action);
      if (plan) await this.follow(plan);
    });
  }

  /** 702.37a: begin casting a card with morph face down (a 2/2 creature spell for {3}); with a plan, pays for it too. */
  async castFaceDown(card: ObjectRef, plan?: CastPlan): Promise<void> {
    const action = build.castFaceDown(this.state, card);
    return this.unlessReversed(async () => {
      await this.answer(action);
      if (plan) await this.follow(plan);
    });
  }

  /**
   * 702.37e, 116.2b: begin turning a face-down permanent you control face up; with a plan, its morph cost is paid too.
   * Rejects like cast() when it is reversed.
   */
  async turnFaceUp(permanent: ObjectRef, plan?: CastPlan): Promise<void> {
    const action = build.turnFaceUp(this.state, permanent);
    return this.unlessReversed(async () => {
      await this.answer(action);
      if (plan) await this.follow(plan);
    });
  }

  /**
   * 602.2a: begin activating an ability (the first one the permanent can activate, or the one given by its key,
   * "p1", "g12.0", or by its printed index); rejects like cast().
   */
  async activate(permanent: ObjectRef, ability?: AbilityRef, plan?: CastPlan): Promise<void> {
    const action = build.activate(this.state, permanent, ability);
    return this.unlessReversed(async () => {
      await this.answer(action);
      if (plan) await this.follow(plan);
    });
  }

  private async unlessReversed(begin: () => Promise<void>): Promise<void> {
    this.reversal = null;
    await begin();
    const r = this.reversal as Reversed | null;
    this.reversal = null;
    if (r) throw new TableError("REVERSED", `${r.name} was reversed: ${r.reason}`, r.rule);
  }

  /** Answers the prompts of a cast or activation in progress from `plan`, until one it doesn't cover. */
  private async follow(plan: CastPlan): Promise<void> {
    const targets: readonly (readonly TargetRef[])[] =
      plan.targets === undefined
        ? []
        : plan.targets.length > 0 && Array.isArray(plan.targets[0])
          ? (plan.targets as readonly (readonly TargetRef[])[])
          : [plan.targets as readonly TargetRef[]];
    let requirement = 0;
    for (;;) {
      const p = this.prompt;
      if (!p) return;
      if (p.kind === "chooseModes" && plan.modes) await this.chooseModes(...plan.modes);
      else if (p.kind === "chooseCosts" && plan.costs) await this.chooseCosts(plan.costs.alternative, plan.costs.optional);
      else if (p.kind === "chooseCosts") await this.chooseCosts();
      else if (p.kind === "chooseSplices")
        await this.answer({ kind: "cards", cards: (plan.splices ?? []).map((s) => build.pickObject(this.state, p.options, s, "card to splice")) });
      else if (p.kind === "announceX" && plan.x !== undefined) await this.announceX(plan.x);
      else if (p.kind === "chooseManaSymbols" && plan.symbols) await this.answer({ kind: "symbols", choices: [...plan.symbols] });
      else if (p.kind === "chooseTargets" && targets[requirement]) await this.chooseTargets(...targets[requirement++]!);
      else if (p.kind === "divide" && plan.divide) await this.divide(...plan.divide);
      else if (p.kind === "payCosts" && plan.pay !== "manual") {
        await this.pay();
        // Parts that need a choice are the caller's to pay (payPart).
        if (this.prompt?.id === p.id) return;
      } else return;
    }
  }

  /** 700.2: choose modes by their numbers (0 for the first). */
  async chooseModes(...modes: number[]): Promise<void> {
    build.expectPrompt(this.prompt, "chooseModes");
    return this.answer({ kind: "modes", modes });
  }

  /** 601.2b: the mana cost (or an alternative cost by id) and optional additional costs with how often. */
  async chooseCosts(alternative?: string, optional: Readonly<Record<string, number>> = {}): Promise<void> {
    const prompt = build.expectPrompt(this.prompt, "chooseCosts");
    return this.answer({ kind: "costs", alternative: alternative ?? prompt.alternatives[0]!.id, optional });
  }

  /** 107.3a: announce the value of X. */
  async announceX(x: number): Promise<void> {
    build.expectPrompt(this.prompt, "announceX", "chooseNumber");
    return this.answer({ kind: "number", value: x });
  }

  /** 601.2c: targets for the requirement the prompt asks about — players, permanents or spells, by name or id. */
  async chooseTargets(...targets: TargetRef[]): Promise<void> {
    return this.answer(build.chooseTargets(this.state, targets));
  }

  /** 701.34a: proliferate — chooses which permanents and players with counters get one more of each kind. */
  async proliferate(...chosen: TargetRef[]): Promise<void> {
    return this.answer(build.proliferate(this.state, chosen));
  }

  /** 601.2d: how the amount is divided among the targets, in their order. */
  async divide(...amounts: number[]): Promise<void> {
    build.expectPrompt(this.prompt, "divide");
    return this.answer({ kind: "division", amounts });
  }

  /**
   * 601.2g–h: pays the mana. Without arguments the payment is the suggestion (suggestPayment): the server's
   * own plan when it has one, else mana abilities activated one by one, then the pool spent. With `mana`,
   * exactly that mana is spent from the pool.
   */
  async pay(mana?: Partial<Record<"W" | "U" | "B" | "R" | "G" | "C", number>>): Promise<void> {
    const prompt = build.expectPrompt(this.prompt, "payCosts", "payUnless");
    if (mana) return this.answer({ kind: "pay", mana: { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0, ...mana } });
    const suggestion = suggestPayment(prompt);
    if (!suggestion) throw new TableError("ILLEGAL_CHOICE", "the mana abilities you can activate don't pay this cost", "601.2h");
    for (const step of suggestion.answers) {
      await this.answer(step);
      if (this.prompt?.kind !== prompt.kind) return;
    }
  }

  /** 702.51a: taps creatures for a spell with convoke, each paying for one mana: one of its colors or "generic". */
  async convoke(...taps: readonly { readonly creature: ObjectRef; readonly mana: ConvokeTap["mana"] }[]): Promise<void> {
    const prompt = build.expectPrompt(this.prompt, "payCosts");
    const options = (prompt.convoke ?? []).map((o) => o.creature);
    return this.answer({
      kind: "convoke",
      taps: taps.map((t) => ({ creature: build.pickObject(this.state, options, t.creature, "creature to tap for convoke"), mana: t.mana })),
    });
  }

  /** Pays a non-mana part of a cost (sacrifice, discard, tap creatures…), choosing what it needs. */
  async payPart(part: number, ...choices: ObjectRef[]): Promise<void> {
    const prompt = build.expectPrompt(this.prompt, "payCosts");
    const option = prompt.parts.find((p) => p.index === part);
    if (!option) throw new TableError("NOT_AN_OPTION", `this cost has no part ${part}`);
    return this.answer({ kind: "payPart", part, choices: choices.map((c) => build.pickObject(this.state, option.options, c, "choice for this cost")) });
  }

  /** 603.3b: the order in which your triggered abilities go on the stack (indexes; the last ends on top). */
  async orderTriggers(...order: number[]): Promise<void> {
    build.expectPrompt(this.prompt, "orderTriggers");
    return this.answer({ kind: "order", order });
  }

  /** 508.1: attackers by name or id; `{ attacker, defender }` to say which player each attacks, `{ attacker, planeswalker }` a planeswalker (508.1b). */
  async declareAttackers(...attacks: Parameters<typeof build.declareAttackers>[1]): Promise<void> {
    return this.answer(build.declareAttackers(this.state, attacks));
  }

  /** 509.1: blockers, each with the attacker it blocks. */
  async declareBlockers(...blocks: { blocker: ObjectRef; attacker: ObjectRef }[]): Promise<void> {
    return this.answer(build.declareBlockers(this.state, blocks));
  }

  /** 103.5: take a mulligan. */
  async mulligan(): Promise<void> {
    build.expectPrompt(this.prompt, "mulligan");
    return this.answer({ kind: "mulligan" });
  }

  /** 103.5: keep this hand; after mulligans, `bottom` names the cards to put on the bottom of the library. */
  async keep(...bottom: ObjectRef[]): Promise<void> {
    build.expectPrompt(this.prompt, "mulligan");
    await this.answer({ kind: "keep" });
    if (this.prompt?.kind === "bottomCards") await this.answer(build.cards(this.state, "bottomCards", bottom));
  }

  /** 514.1: discard down to the maximum hand size. */
  async discard(...cards: ObjectRef[]): Promise<void> {
    return this.answer(build.cards(this.state, "discard", cards));
  }

  /** Chooses an object as an effect resolves (a creature to sacrifice, a card to cast…). */
  async choose(object: ObjectRef): Promise<void> {
    const prompt = build.expectPrompt(this.prompt, "chooseObject", "legendRule");
    return this.answer({ kind: "choose", object: build.pickObject(this.state, prompt.options, object) });
  }

  /** Declines an optional choice or payment ("you may…", "unless … pays"). */
  async decline(): Promise<void> {
    return this.answer({ kind: "decline" });
  }

  /** 601.2, 732: abandon the cast or activation in progress; the game is as it was before it began. */
  async cancel(): Promise<void> {
    if (!this.prompt?.cancellable) throw new TableError("NO_SUCH_PROMPT", "there is nothing to cancel now");
    return this.answer({ kind: "cancel" });
  }
}

export type { Target };
