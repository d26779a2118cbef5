// Face-down spells and permanents at the table (708.5): only their controller may look at them. Every raw frame the
// opponent and a spectator receive while Ana's Grinning Demon is face down is recorded, and none names the card or
// carries its text; Ana's own client knows what it is. Once it is turned face up, everyone sees it, so the check can fail.

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

const SWAMPS = Array.from({ length: 7 }, () => "Swamp");
// Ana's Grinning Demon is in her hand: hidden from the others until she casts it (400.2), and from then on face down.
const MORPH_DUEL = {
  turn: 3,
  players: [
    { name: "Ana", hand: ["Grinning Demon"], battlefield: SWAMPS, library: SHORT_LIBRARY },
    { name: "Ben", battlefield: ["Mountain"], library: SHORT_LIBRARY },
  ],
};
/** What would give the Demon away: its name, its subtype, its rules text. */
const SECRETS = ["Grinning Demon", "Demon", "you lose 2 life", "{2}{B}{B}"];

/** Everything `client` has received, as text. */
function seen(client: TableClient): string {
  return `${client.receivedText()}\n${JSON.stringify(client.log)}`;
}

async function pass(client: TableClient): Promise<void> {
  const id = client.prompt()!.id;
  await client.answer({ kind: "pass" });
  await client.waitFor(() => client.prompt()?.id !== id, "the prompt to move on");
}

describe("708.5 face-down objects at the table", () => {
  it("the opponent's and a spectator's frames, state and log never name a face-down card or carry its text; its controller sees it", async () => {
    const ana = await openTable(server, { name: "Morph", sandbox: MORPH_DUEL }, "Ana");
    const ben = await joinTable(server, ana.state.code, "Ben");
    const cid = await joinTable(server, ana.state.code, "Cid", true);
    for (const c of [ana, ben]) await c.send("sit", { acceptSandbox: true });
    for (const c of [ana, ben]) await c.send("ready", { ready: true });
    // Ana holds priority after casting, to see her spell on the stack (117.3c), and the table doesn't pass for her.
    await ana.send("settings", { holdPriority: true, autoPassWhenNothingToDo: false });
    const cast = await ana.waitForPrompt("priority");
    const demon = ana.me().hand[0]!;
    expect(cast.actions).toContainEqual({ kind: "cast", card: demon.id, from: "hand", affordable: true, hasTargets: true, faceDown: true });

    // 702.37c: cast face down for {3}; it resolves into a face-down permanent.
    await ana.answer({ kind: "cast", card: demon.id, faceDown: true });
    await ana.waitForPrompt("payCosts");
    await ana.answer({ kind: "autoPay" });
    await ana.waitFor(() => ana.state.stack.length === 1 && ana.state.stack[0]!.complete && ana.prompt()?.kind === "priority", "the face-down spell");
    await ben.waitFor(() => ben.state.stack.length === 1 && ben.state.stack[0]!.complete, "the face-down spell");
    const spell = mirror(ben.state).stack[0]!;
    expect(spell).toMatchObject({ name: "Face-down creature", faceDown: true, faceDownCard: null, alternativeCost: "morph" });
    expect(mirror(ana.state).stack[0]).toMatchObject({ name: "Face-down creature", faceDown: true, faceDownCard: "Grinning Demon" });
    // Ben has nothing to do: the table passes for him, and the spell resolves.
    await pass(ana);
    await ana.waitFor(() => ana.state.battlefield.some((p) => p.faceDown), "the face-down permanent");
    await ben.waitFor(() => ben.state.battlefield.some((p) => p.faceDown), "the face-down permanent");

    const mine = mirror(ana.state);
    const facedown = mine.battlefield.find((p) => p.faceDown)!;
    expect(facedown).toMatchObject({
      name: "Face-down creature",
      faceDownCard: "Grinning Demon",
      types: "Creature",
      colors: "",
      power: 2,
      toughness: 2,
      keywords: "",
    });
    expect(mine.players[0]!.faceDown).toEqual([{ id: facedown.id, name: "Grinning Demon", owner: 0, adventurer: null }]);
    for (const other of [ben, cid]) {
      const theirs = mirror(other.state);
      expect(theirs.battlefield.find((p) => p.id === facedown.id)).toMatchObject({
        name: "Face-down creature",
        faceDown: true,
        faceDownCard: null,
        types: "Creature",
        power: 2,
        toughness: 2,
        copyOf: null,
      });
      expect(theirs.players[0]!.faceDown).toBeNull();
      for (const secret of SECRETS) expect(seen(other), secret).not.toContain(secret);
      expect(other.logText()).toContain("Ana casts Face-down creature.");
    }

    // 702.37e: turned face up, it is public: the same frames now name it.
    await ana.waitForPrompt("priority");
    await ana.answer({ kind: "turnFaceUp", permanent: facedown.id });
    await ana.waitForPrompt("payCosts");
    await ana.answer({ kind: "autoPay" });
    await ben.waitFor(() => ben.state.battlefield.some((p) => p.name === "Grinning Demon"), "the Demon face up");
    expect(mirror(ben.state).battlefield.find((p) => p.id === facedown.id)).toMatchObject({ name: "Grinning Demon", faceDown: false, power: 6 });
    await ben.waitFor(() => ben.logText().some((l) => l.includes("it is Grinning Demon")), "the log line");
    expect(seen(ben)).toContain("Grinning Demon");
    expect(mirror(ana.state).players[0]!.faceDown).toEqual([]);
  }, 30_000);
});
