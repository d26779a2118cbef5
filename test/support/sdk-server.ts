// SDK tests against a real table server: one server for the test file, started before its tests and shut down after.

import { afterAll, beforeAll } from "vitest";
import type { ColyseusTestServer } from "@colyseus/testing";
import { connect, type TableServer } from "../../client-sdk/index.ts";
import { serverUrl, startTestServer } from "./table-server.ts";

/** The SDK's connection to this file's server (SDK clients answer as fast as the server replies: 1,000 messages a second). */
export function sdkServer(): { readonly client: TableServer; readonly server: ColyseusTestServer } {
  let server: ColyseusTestServer | undefined;
  let client: TableServer | undefined;
  beforeAll(async () => {
    server = await startTestServer({ messagesPerSecond: 1000 });
    client = connect(serverUrl(server));
  });
  afterAll(async () => {
    await server?.shutdown();
  });
  return {
    get client(): TableServer {
      if (!client) throw new Error("the test server isn't started yet");
      return client;
    },
    /** The server itself, for a test that looks into its rooms. */
    get server(): ColyseusTestServer {
      if (!server) throw new Error("the test server isn't started yet");
      return server;
    },
  };
}
