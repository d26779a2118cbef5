// The SDK and the server must speak the same protocol (shared/protocol.ts PROTOCOL_VERSION). Every
// matchmaking request states the SDK's version, and the server refuses another one; the SDK also reads the
// version a table states, so that a server too old to check is found out as well. Either way the caller gets
// a TableError PROTOCOL_MISMATCH that names both versions, not odd failures later.

import { Client as ColyseusClient, type Room } from "@colyseus/sdk";
import { PROTOCOL_MISMATCH_STATUS, PROTOCOL_VERSION, protocolMismatch, UNSTATED_PROTOCOL_VERSION } from "../shared/protocol.ts";
import { TableError } from "./errors.ts";

/** How long the first state of a table may take to arrive. */
const FIRST_STATE_MS = 10_000;

/** A Colyseus client whose requests to create or join state this SDK's protocol (a reconnection's options are its token). */
export class VersionedClient extends ColyseusClient {
  /** The version stated: this SDK's (a test may state another). */
  statedProtocol: number = PROTOCOL_VERSION;

  protected override createMatchMakeRequest<T>(method: string, roomName: string, options: object = {}, rootSchema?: never): Promise<Room<unknown, T>> {
    const stated = method === "reconnect" ? options : { ...options, protocol: this.statedProtocol };
    return super.createMatchMakeRequest(method, roomName, stated, rootSchema);
  }
}

/** The TableError for a failed create or join: PROTOCOL_MISMATCH when the server refused this SDK's version. */
export function joinFailure(e: unknown): TableError {
  const message = e instanceof Error ? e.message : String(e);
  const mismatch = (e as { code?: unknown } | null)?.code === PROTOCOL_MISMATCH_STATUS;
  return new TableError(mismatch ? "PROTOCOL_MISMATCH" : "JOIN_FAILED", message);
}

/**
 * Once the table's first state is in, checks the protocol it states (a server without the field speaks
 * UNSTATED_PROTOCOL_VERSION); on a mismatch, leaves the table and rejects.
 */
export async function checkTableProtocol(room: Room): Promise<void> {
  const state = (): { code?: unknown; protocol?: unknown } | undefined => room.state as { code?: unknown; protocol?: unknown } | undefined;
  if (state()?.code !== room.roomId) await firstState(room);
  const stated = state()?.protocol;
  const server = typeof stated === "number" && stated > 0 ? stated : UNSTATED_PROTOCOL_VERSION;
  if (server === PROTOCOL_VERSION) return;
  await room.leave(true).catch(() => undefined);
  throw new TableError("PROTOCOL_MISMATCH", protocolMismatch(server, PROTOCOL_VERSION));
}

function firstState(room: Room): Promise<void> {
  return new Promise((resolve, reject) => {
    const arrived = (): void => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      room.onStateChange.remove(arrived);
      reject(new TableError("CONNECTION_FAILED", "timed out waiting for the table"));
    }, FIRST_STATE_MS);
    room.onStateChange.once(arrived);
  });
}
