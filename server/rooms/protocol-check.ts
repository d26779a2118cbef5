// Clients state the protocol version they speak when they create or join a table or the lobby. Another
// version is refused at once, with a message that names both and says what to do, rather than left to
// fail in odd ways later. A client that states none predates the check (UNSTATED_PROTOCOL_VERSION).

import { ServerError } from "colyseus";
import { PROTOCOL_MISMATCH_STATUS, PROTOCOL_VERSION, protocolMismatch, UNSTATED_PROTOCOL_VERSION } from "../../shared/protocol.ts";

/** Throws the refusal Colyseus sends the client when its options state another protocol than this server's. */
export function requireProtocol(options: unknown): void {
  const stated = typeof options === "object" && options !== null ? (options as { protocol?: unknown }).protocol : undefined;
  const client = stated ?? UNSTATED_PROTOCOL_VERSION;
  if (client === PROTOCOL_VERSION) return;
  if (typeof client !== "number" || !Number.isSafeInteger(client) || client < 1)
    throw new ServerError(PROTOCOL_MISMATCH_STATUS, `the table server speaks protocol ${PROTOCOL_VERSION}; "protocol" must be a version number`);
  throw new ServerError(PROTOCOL_MISMATCH_STATUS, protocolMismatch(PROTOCOL_VERSION, client));
}
