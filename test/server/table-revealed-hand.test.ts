// A hand played revealed at the table (701.20a): while Ben's Telepathy is on the battlefield, Ana's hand is shown to
// Ben and to a spectator, and nothing else of hers is (her prompt and settings stay hers). Ben's own hand stays hidden
// from the others. Once Telepathy is destroyed, the card Ana draws reaches no frame the others receive.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ColyseusTestServer } from "@colyseus/testing";
import { mirror } from "../../client-sdk/state.ts";
import { joinTable, openTable, SHORT_LIBRARY, startTestServer, type TableClient } from "../support/table-server.ts";

let server: ColyseusTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.shutdown();
});

const TELEPATHY_DUEL = {
  turn: 3,
  players: [
    { name: "Ana", hand: ["Aura Blast", "Serra Angel"], battlefield: ["Plains", "Plains"], library: ["Shivan Dragon", ...SHORT_LIBRARY] },
    { name: "Ben", hand: ["Counterspell"], battlefield: ["Telepathy"], library: SHORT_LIBRARY },
  ],
};

/** Everything `client` has received, as text. */
function seen(client: TableClient): string {
  return `${client.receivedText()}\n${JSON.stringify(client.log)}`;
}

describe("701.20a a hand played revealed at the table", () => {
  it("the opponent and a spectator see the revealed hand and nothing else of its player's; hidden again, a drawn card stays hidden", async () => {
    const ana = await openTable(server, { name: "Telepathy", sandbox: TELEPATHY_DUEL }, "Ana");
    const ben = await joinTable(server, ana.state.code, "Ben");
    const cid = await joinTable(server, ana.state.code, "Cid", true);
    for (const c of [ana, ben]) await c.send("sit", { acceptSandbox: true });
    for (const c of [ana, ben]) await c.send("ready", { ready: true });
    await ana.waitForPrompt("priority");
    const hand = ana.me().hand.map((c) => ({ id: c.id, name: c.name, owner: 0, adventurer: null }));
    expect(hand.map((c) => c.name)).toEqual(["Aura Blast", "Serra Angel"]);

    for (const other of [ben, cid]) {
      await other.waitFor(() => other.state.players[0]?.revealedHand.length === 2, "Ana's revealed hand");
      const theirs = mirror(other.state);
      expect(theirs.players[0]).toMatchObject({ handRevealed: true, hand, you: false, settings: null, faceDown: null });
      // Her prompt and settings are view fields: the revealed hand doesn't bring them along.
      const anaView = other.state.players[0]!;
      expect([anaView.prompt, anaView.settings, anaView.you, anaView.hand]).toEqual([undefined, undefined, undefined, undefined]);
      // Ben's hand is his alone: Telepathy reveals his opponents' hands.
      expect(theirs.players[1]).toMatchObject({ handRevealed: false, handCount: 1 });
      expect(seen(other)).toContain("Serra Angel");
      expect(seen(other)).not.toContain("Shivan Dragon");
    }
    expect(mirror(cid.state).players[1]!.hand).toBeNull();
    expect(mirror(ana.state).players[1]!.hand).toBeNull();
    for (const c of [ana, cid]) expect(seen(c)).not.toContain("Counterspell");

    // "Destroy target enchantment. Draw a card.": Telepathy is gone when Ana draws the Shivan Dragon.
    const telepathy = ana.state.battlefield.find((p) => p.name === "Telepathy")!;
    await ana.answer({ kind: "cast", card: hand[0]!.id });
    await ana.waitForPrompt("chooseTargets");
    await ana.answer({ kind: "targets", targets: [{ kind: "object", id: telepathy.id }] });
    await ana.waitForPrompt("payCosts");
    await ana.answer({ kind: "autoPay" });
    await ben.waitForPrompt("priority");
    await ben.answer({ kind: "pass" });
    await ana.waitFor(() => ana.me().hand.some((c) => c.name === "Shivan Dragon"), "the card Ana draws");
    for (const other of [ben, cid]) {
      await other.waitFor(() => other.state.players[0]?.handRevealed === false, "Ana's hand hidden again");
      expect(other.state.players[0]!.revealedHand.length).toBe(0);
      expect(mirror(other.state).players[0]).toMatchObject({ handRevealed: false, hand: null, handCount: 2 });
      expect(seen(other)).not.toContain("Shivan Dragon");
    }
    expect(seen(ana)).toContain("Shivan Dragon");
  }, 30_000);
});
