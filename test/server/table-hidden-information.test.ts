// Hidden information (400.2): every raw frame an opponent and a spectator receive during a game is
// recorded, and no card name from another player's hand or any library appears in them — while the
// owner does receive their own hand's names, so the check can fail.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ColyseusTestServer } from "@colyseus/testing";
import type { Answer, Prompt } from "../../shared/prompt.ts";
import { RandomAgent } from "../../shared/random-agent.ts";
import { joinTable, openTable, startTestServer, type TableClient } from "../support/table-server.ts";

let server: ColyseusTestServer;
beforeAll(async () => {
  // A fixed seed, so the shuffles (and whether Ben draws a Forest to play) are the same every run.
  server = await startTestServer({ seed: 1 });
});
afterAll(async () => {
  await server.shutdown();
});

// Serra Angel can't be cast with Mountains, nor Counterspell with Forests: the players below never
// propose them, so those names stay in hands and libraries for the whole game.
const ANA_DECK = "20 Mountain\n20 Raging Goblin\n20 Serra Angel";
const BEN_DECK = "20 Forest\n20 Grizzly Bears\n20 Counterspell";
const HIDDEN: Readonly<Record<string, string>> = { Ana: "Serra Angel", Ben: "Counterspell" };

/** Plays lands and what it can pay for, never proposes a hidden card, and discards others first. */
function scriptedAnswer(prompt: Prompt, client: TableClient, hidden: string, agent: RandomAgent): Answer {
  const nameOf = (id: number): string | undefined => client.me().hand.find((c) => c.id === id)?.name;
  switch (prompt.kind) {
    case "mulligan":
      return { kind: "keep" };
    case "priority": {
      const land = prompt.actions.find((a) => a.kind === "playLand");
      if (land) return land;
      const cast = prompt.actions.find((a) => a.kind === "cast" && a.affordable && nameOf(a.card) !== hidden);
      return cast && cast.kind === "cast" ? { kind: "cast", card: cast.card } : { kind: "pass" };
    }
    case "discard":
    case "bottomCards": {
      const order = [...prompt.options].sort((a, b) => Number(nameOf(a) === hidden) - Number(nameOf(b) === hidden));
      return { kind: "cards", cards: order.slice(0, prompt.count) };
    }
    case "payCosts":
      return prompt.autoPay ? { kind: "autoPay" } : { kind: "cancel" };
    default: {
      const a = agent.answer(prompt);
      return a.kind === "cancel" ? agent.answer({ ...prompt, cancellable: false }) : a;
    }
  }
}

describe("400.2 hidden information at the table", () => {
  it("an opponent's and a spectator's frames never name a card in another player's hand or library; the owner's do", async () => {
    const ana = await openTable(server, { name: "Hidden" }, "Ana");
    const ben = await joinTable(server, ana.state.code, "Ben");
    const watcher = await joinTable(server, ana.state.code, "Cid", true);
    await ana.send("sit", { deck: { list: ANA_DECK } });
    await ben.send("sit", { deck: { list: BEN_DECK } });
    await ana.send("ready", { ready: true });
    await ben.send("ready", { ready: true });

    const players = [
      { client: ana, hidden: HIDDEN.Ana!, agent: new RandomAgent(1) },
      { client: ben, hidden: HIDDEN.Ben!, agent: new RandomAgent(2) },
    ];
    const done = (): boolean => ana.state.status === "finished" || ana.state.turn >= 7;
    let answered = 0;
    while (!done()) {
      await ana.waitFor(() => done() || players.some((p) => p.client.prompt() !== null && p.client.prompt()!.player === p.client.seat), "a prompt");
      const next = players.find((p) => p.client.prompt() !== null);
      if (!next || done()) continue;
      const prompt = next.client.prompt()!;
      await next.client.answer(scriptedAnswer(prompt, next.client, next.hidden, next.agent)).catch(() => undefined);
      await next.client.waitFor(() => next.client.prompt()?.id !== prompt.id, "the prompt to move on");
      answered++;
    }
    expect(answered).toBeGreaterThan(10);
    // Each player held their hidden card at some point, and their own client was told its name.
    expect(ana.receivedText()).toContain("Serra Angel");
    expect(ben.receivedText()).toContain("Counterspell");
    // Nobody else ever was.
    expect(ben.receivedText()).not.toContain("Serra Angel");
    expect(ana.receivedText()).not.toContain("Counterspell");
    expect(watcher.receivedText()).not.toContain("Serra Angel");
    expect(watcher.receivedText()).not.toContain("Counterspell");
    // What is public does reach them: the other player's lands and creatures.
    expect(ben.receivedText()).toContain("Mountain");
    expect(watcher.receivedText()).toContain("Forest");
    // The log tells the opponent that a card was drawn, not which.
    expect(ben.logText()).toContain("Ana draws a card.");
    expect(ana.logText().filter((l) => l.startsWith("Ana draws ") && l !== "Ana draws a card.").length).toBeGreaterThan(0);
  }, 60_000);
});
