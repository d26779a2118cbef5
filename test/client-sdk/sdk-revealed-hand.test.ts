// 701.20a through the SDK: the mirror shows a hand played revealed to the other seats and to a spectator, and keeps
// a hidden hand null.

import { describe, expect, it } from "vitest";
import { sdkServer } from "../support/sdk-server.ts";

const sdk = sdkServer();

const library = ["Plains", "Plains", "Plains"];

describe("701.20a a revealed hand in the SDK mirror", () => {
  it("701.20a: Ana's Telepathy shows Ben's hand to Ana and to a spectator; Ana's own hand stays hers", async () => {
    const sandbox = {
      turn: 3,
      players: [
        { name: "Ana", hand: ["Counterspell"], battlefield: ["Telepathy"], library },
        { name: "Ben", hand: ["Serra Angel", "Shock"], library },
      ],
    };
    const ana = await sdk.client.createTable({ name: "Telepathy", sandbox }, { name: "Ana" });
    const ben = await sdk.client.joinTable(ana.code, { name: "Ben", acceptSandbox: true });
    const cid = await sdk.client.spectate(ana.code, "Cid");
    await ana.ready();
    await ben.ready();
    await ana.nextPrompt();
    for (const table of [ana, cid]) {
      await table.waitFor((s) => s.players[1]?.handRevealed === true);
      expect(table.state.players[1]).toMatchObject({ handRevealed: true, handCount: 2 });
      expect(table.state.players[1]!.hand!.map((c) => c.name)).toEqual(["Serra Angel", "Shock"]);
    }
    expect(ben.state.players[1]!.hand!.map((c) => c.name)).toEqual(["Serra Angel", "Shock"]);
    for (const table of [ben, cid]) expect(table.state.players[0]).toMatchObject({ handRevealed: false, hand: null, handCount: 1 });
    expect(ana.state.players[0]).toMatchObject({ handRevealed: false, you: true });
    await Promise.all([ana.leave(), ben.leave(), cid.leave()]);
  });
});
