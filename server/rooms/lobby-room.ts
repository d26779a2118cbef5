// The lobby: Colyseus's own LobbyRoom (the live list of tables), with one guard. A message type it has no
// handler for makes Colyseus close the connection with a reason that names the type; a long name makes that
// reason exceed the 123 bytes a WebSocket close frame allows, and the close itself throws. Unknown types are
// refused here instead, as at a table. A client of another protocol is refused as at a table too.

import { LobbyRoom, matchMaker, RegisteredHandler, type Client } from "colyseus";
import { unknownMessage } from "./payload.ts";
import { requireProtocol } from "./protocol-check.ts";

export class TableLobby extends LobbyRoom {
  override async onCreate(options: unknown): Promise<void> {
    await super.onCreate(options);
    this.onMessage("*", (client: Client, type: unknown) => client.send("error", unknownMessage(type)));
  }

  override onJoin(client: Parameters<LobbyRoom["onJoin"]>[0], options: Parameters<LobbyRoom["onJoin"]>[1]): void {
    requireProtocol(options);
    super.onJoin(client, options);
  }
}

/**
 * The lobby's registration: a client gets the lobby of the process it reached (created there when it has none),
 * not one on another process, so a process that stops disconnects only its own lobby's clients. Every lobby lists
 * every process's tables (Colyseus publishes listings through the presence).
 */
export class LobbyOnEachProcess extends RegisteredHandler<TableLobby> {
  constructor() {
    super(TableLobby);
  }

  override getFilterOptions(): { processId: string } {
    return { processId: matchMaker.processId };
  }

  // The process is the listing's own field already, not metadata.
  override getMetadataFromOptions(): Record<string, never> {
    return {};
  }
}
