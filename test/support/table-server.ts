// Room tests run a real server (on a free port, so test files can run side by side) and real SDK clients.
// TableClient wraps one connection to a table: its state, its prompt, its log, its errors and every raw
// frame it received, with waits that resolve on the next matching patch or message (no sleeps).

import { freePort } from "../../scripts/free-port.ts";
import { ColyseusTestServer } from "@colyseus/testing";
import { Callbacks, type Room } from "@colyseus/sdk";
import { WebSocketTransport } from "@colyseus/sdk/transport/WebSocketTransport";
import { createServer } from "../../server/app.ts";
import type { GameError } from "../../shared/errors.ts";
import type { AnswerInput, Prompt, PromptKind } from "../../shared/prompt.ts";
import type {
  ClientMessage,
  ClientMessageReplies,
  ClientMessageType,
  CreateTableRequest,
  LogEntry,
  ServerMessages,
  TableOptionsInput,
} from "../../shared/protocol.ts";
import type { PlayerView, TableState } from "../../shared/schema.ts";

export async function startTestServer(settings: Parameters<typeof createServer>[0] = {}): Promise<ColyseusTestServer> {
  // Every test client comes from one address: per-address limits are tested on their own (matchmaking-limits).
  // Passes decided from a hand wait a random moment (table-room.ts): a short one in tests.
  const server = createServer({ autoPassDelayMs: { min: 5, max: 25 }, ...settings, matchmaking: { ...UNLIMITED_MATCHMAKING, ...settings.matchmaking } });
  const port = await freePort();
  await server.listen(port);
  return new ColyseusTestServer(server);
}

/** The WebSocket URL of a test server, for SDK clients. */
export function serverUrl(server: ColyseusTestServer): string {
  return `ws://127.0.0.1:${(server.server as unknown as { port: number }).port}`;
}

/** The status of the server's GET /health; 0 when nothing answers. */
export async function healthStatus(server: ColyseusTestServer): Promise<number> {
  try {
    return (await fetch(`${serverUrl(server).replace(/^ws/, "http")}/health`, { signal: AbortSignal.timeout(5000) })).status;
  } catch {
    return 0;
  }
}

const WAIT_MS = 5000;

/** Three Plains: a library that lasts a few turns of a sandbox game. */
export const SHORT_LIBRARY: readonly string[] = ["Plains", "Plains", "Plains"];
/** A sandbox duel in Ana's third turn: Lightning Bolt and a bear against Shock and a bear, a Mountain each. */
export const BOLT_DUEL = {
  turn: 3,
  players: [
    { name: "Ana", hand: ["Lightning Bolt", "Grizzly Bears"], battlefield: ["Mountain"], library: SHORT_LIBRARY },
    { name: "Ben", hand: ["Shock"], battlefield: ["Mountain", "Grizzly Bears"], library: SHORT_LIBRARY },
  ],
};

export const UNLIMITED_MATCHMAKING = { tablesPerMinute: 1e6, openTablesPerAddress: 1e6, joinsPerMinute: 1e6 } as const;

// Every frame each client connection receives, from the first (the join handshake with the full state).
const framesOf = new WeakMap<object, Uint8Array[]>();
const connect = WebSocketTransport.prototype.connect;
WebSocketTransport.prototype.connect = function (this: WebSocketTransport & { ws: WebSocket }, ...args: Parameters<typeof connect>) {
  connect.apply(this, args);
  let frames = framesOf.get(this);
  if (!frames) framesOf.set(this, (frames = []));
  const received = frames;
  this.ws.addEventListener("message", (ev: MessageEvent) => {
    const data = ev.data as ArrayBuffer | Uint8Array;
    received.push(data instanceof Uint8Array ? data : new Uint8Array(data));
  });
};

/** A refusal as the SDK reports it: `request` rejects with an Error whose `reason` is the GameError. */
export function reasonOf(e: unknown): GameError {
  const reason = (e as { reason?: GameError }).reason;
  if (!reason) throw e instanceof Error ? e : new Error(String(e));
  return reason;
}

export class TableClient {
  readonly room: Room;
  readonly log: LogEntry[] = [];
  readonly errors: GameError[] = [];
  /** Every frame this client received, as bytes. */
  readonly frames: Uint8Array[];
  /** "+Name" when a stack item appeared, "-Name" when one left, in the order the patches said so. */
  readonly stackChanges: string[] = [];
  private readonly waiters = new Set<() => void>();

  constructor(room: Room) {
    this.room = room;
    room.onMessage("log", (m: ServerMessages["log"]) => {
      this.addLog(m.entries);
      this.wake();
    });
    room.onMessage("error", (e: GameError) => {
      this.errors.push(e);
      this.wake();
    });
    room.onMessage("closing", () => this.wake());
    room.onStateChange(() => this.wake());
    room.onLeave(() => this.wake());
    const callbacks = Callbacks.get(room);
    callbacks.onAdd("stack", (item) => void this.stackChanges.push(`+${(item as { name: string }).name}`));
    callbacks.onRemove("stack", (item) => void this.stackChanges.push(`-${(item as { name: string }).name}`));
    this.frames = framesOf.get((room.connection as unknown as { transport: object }).transport) ?? [];
  }

  /** Adds entries to the log, in order of their `seq`, each once. */
  addLog(entries: readonly LogEntry[]): void {
    for (const e of entries) if (!this.log.some((x) => x.seq === e.seq)) this.log.push(e);
    this.log.sort((a, b) => a.seq - b.seq);
  }

  /** Checks the waits once the other handlers of the same patch or message have run. */
  private wake(): void {
    queueMicrotask(() => {
      for (const w of [...this.waiters]) w();
    });
  }

  get state(): TableState {
    return this.room.state as TableState;
  }

  get seat(): number {
    return this.state.players.findIndex((p) => p.hand !== undefined && p.taken);
  }

  me(): PlayerView {
    return this.state.players[this.seat]!;
  }

  /** The prompt this client must answer, if any. */
  prompt(): Prompt | null {
    const json = this.seat >= 0 ? this.me().prompt : "";
    return json ? (JSON.parse(json) as Prompt) : null;
  }

  /** Resolves once `check` holds (checked now and after every patch and message). */
  waitFor(check: () => boolean, what = "a condition", ms = WAIT_MS): Promise<void> {
    if (check()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        reject(new Error(`timed out waiting for ${what}`));
      }, ms);
      const waiter = (): void => {
        if (!check()) return;
        clearTimeout(timer);
        this.waiters.delete(waiter);
        resolve();
      };
      this.waiters.add(waiter);
    });
  }

  async waitForPrompt<K extends PromptKind>(kind: K, ms = WAIT_MS): Promise<Extract<Prompt, { kind: K }>> {
    await this.waitFor(() => this.prompt()?.kind === kind, `a ${kind} prompt`, ms);
    return this.prompt() as Extract<Prompt, { kind: K }>;
  }

  send<T extends ClientMessageType>(type: T, message: ClientMessage<T>): Promise<unknown> {
    return this.room.request(type, message);
  }

  /** Sends a message that must be refused, and returns the refusal. */
  async refused<T extends ClientMessageType>(type: T, message: unknown): Promise<GameError> {
    try {
      await this.room.request(type, message as ClientMessage<T>);
    } catch (e) {
      return reasonOf(e);
    }
    throw new Error(`"${type}" was accepted`);
  }

  /** Answers the pending prompt. */
  answer(answer: AnswerInput): Promise<unknown> {
    const prompt = this.prompt();
    if (!prompt) throw new Error("no prompt to answer");
    return this.send("answer", { promptId: prompt.id, answer });
  }

  logText(): string[] {
    return this.log.flatMap((e) => (e.kind === "event" ? (e.text === null ? [] : [e.text]) : [e.text]));
  }

  /** Every received frame's bytes as text (card names are plain UTF-8 in patches and messages). */
  receivedText(): string {
    return this.frames.map((f) => Buffer.from(f).toString("latin1")).join("\n");
  }
}

/** A client for the room once its first state has arrived. */
export async function connected(room: Room): Promise<TableClient> {
  const client = new TableClient(room);
  await client.waitFor(() => (room.state as TableState | undefined)?.code === room.roomId, "the table's state");
  const history = (await room.request("history", {})) as ClientMessageReplies["history"];
  client.addLog(history.entries);
  return client;
}

/** Creates a table and joins it as its host. */
export async function openTable(server: ColyseusTestServer, table: TableOptionsInput, name = "Ana"): Promise<TableClient> {
  const request: CreateTableRequest = { table, player: { name } };
  return connected(await server.sdk.create("table", request));
}

export async function joinTable(server: ColyseusTestServer, code: string, name: string, spectate = false): Promise<TableClient> {
  return connected(await server.sdk.joinById(code, { player: { name, spectate } }));
}
