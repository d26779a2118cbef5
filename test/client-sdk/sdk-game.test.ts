// The SDK against a real server: two clients play from a sandbox to a win while a spectator follows; two
// random bots play a whole game with starter decks; the lobby's live list.

import { describe, expect, it } from "vitest";
import { RandomBot, ScriptedPlayer, step, type StackItemMirror, type TableError } from "../../client-sdk/index.ts";
import { sdkServer } from "../support/sdk-server.ts";

const sdk = sdkServer();

const library = ["Plains", "Plains", "Plains"];

describe("a game through the SDK", () => {
  it("613.1b: a sandbox permanent controlled by a player other than its owner, named before the seats were taken", async () => {
    const sandbox = {
      turn: 3,
      players: [
        { name: "Ana", library },
        { name: "Ben", battlefield: ["Mountain", { card: "Grizzly Bears", controller: "Ana" }], library },
      ],
    };
    // The players sit down under other names: the position's "Ana" is the first seat, whoever takes it.
    const alice = await sdk.client.createTable({ name: "Control", sandbox }, { name: "Alice" });
    const bob = await sdk.client.joinTable(alice.code, { name: "Bob", acceptSandbox: true });
    await alice.ready();
    await bob.ready();
    await alice.nextPrompt();
    expect(alice.state.battlefield.find((p) => p.name === "Grizzly Bears")).toMatchObject({ owner: 1, controller: 0 });
    await alice.leave();
    await bob.leave();
  });

  it("cards with two faces: a half cast by its name, the face up of a permanent, a flipped flip card, a land face played (709.3, 712.8e, 710.2, 712.12)", async () => {
    const sandbox = {
      turn: 3,
      players: [
        {
          name: "Ana",
          hand: ["Fire // Ice", "Bala Ged Recovery // Bala Ged Sanctuary"],
          battlefield: [
            "Island",
            "Island",
            { card: "Delver of Secrets // Insectile Aberration", face: 1 as const },
            { card: "Nezumi Shortfang // Stabwhisker the Odious", flipped: true as const },
          ],
          library,
        },
        { name: "Ben", battlefield: ["Mountain"], library },
      ],
    };
    const ana = await sdk.client.createTable({ name: "Faces", sandbox }, { name: "Ana" });
    const ben = await sdk.client.joinTable(ana.code, { name: "Ben", acceptSandbox: true });
    await ana.ready();
    await ben.ready();
    await ana.nextPrompt();
    expect(ana.state.battlefield.find((p) => p.name === "Delver of Secrets // Insectile Aberration")).toMatchObject({
      face: 1,
      faceName: "Insectile Aberration",
      power: 3,
      toughness: 2,
    });
    expect(ana.state.battlefield.find((p) => p.name === "Nezumi Shortfang // Stabwhisker the Odious")).toMatchObject({
      face: 1,
      faceName: "Stabwhisker the Odious",
      flipped: true,
      types: "Legendary Creature",
      power: 3,
    });
    expect(ana.state.battlefield.find((p) => p.name === "Island")).toMatchObject({ face: null, faceName: null, flipped: false });
    // The half is named by itself; the options say which face each one casts.
    const prompt = ana.state.prompt!;
    expect(prompt.kind === "priority" && prompt.actions.filter((a) => a.kind === "cast").map((a) => a.name)).toEqual(["Fire", "Ice", "Bala Ged Recovery"]);
    await ana.cast("Ice", { targets: ["Mountain"] });
    expect(ana.state.stack).toEqual([expect.objectContaining({ name: "Fire // Ice", face: 1, faceName: "Ice" })]);
    // Ben, with nothing to do, passes (the server does it for him); Ice resolves.
    await ana.waitFor((s) => s.battlefield.find((p) => p.name === "Mountain")?.tapped === true && s.prompt !== null);
    await ana.playLand("Bala Ged Sanctuary");
    expect(ana.state.battlefield.find((p) => p.name === "Bala Ged Recovery // Bala Ged Sanctuary")).toMatchObject({
      face: 1,
      faceName: "Bala Ged Sanctuary",
      tapped: true,
    });
    await ana.leave();
    await ben.leave();
  });
  it("from a sandbox to a win: Bolt, a Shock in response, a spectator who sees it all (601.2, 608.1, 704.5a)", async () => {
    const sandbox = {
      turn: 3,
      players: [
        { name: "Ana", hand: ["Lightning Bolt"], battlefield: ["Mountain"], library },
        { name: "Ben", life: 3, hand: ["Shock"], battlefield: ["Mountain"], library },
      ],
    };
    const ana = await sdk.client.createTable({ name: "SDK duel", sandbox }, { name: "Ana" });
    // A guest sees that the host set up every card before sitting, and agrees; without agreeing there is no seat.
    const refused = await sdk.client.joinTable(ana.code, { name: "Ben" }).catch((e: unknown) => e as TableError);
    expect(refused).toMatchObject({ code: "SANDBOX_NOT_ACCEPTED" });
    expect((refused as TableError).message).toMatch(/host set up/);
    const ben = await sdk.client.joinTable(ana.code.toLowerCase(), { name: "Ben", acceptSandbox: true });
    const cid = await sdk.client.spectate(ana.code, "Cid");
    const seen: string[] = [];
    // 601.2a: a spell is on the stack from the start of its casting, before its targets are chosen.
    cid.events.on("stackPushed", (s: StackItemMirror) => seen.push(`+${s.name}${s.complete ? "" : " (being cast)"}`));
    let whenBenMayRespond: string[] = [];
    cid.events.on("priority", (seat) => {
      if (seat === 1 && whenBenMayRespond.length === 0)
        whenBenMayRespond = cid.state.stack.map((s) => `${s.name} → ${s.targets.map((t) => t.name).join(", ")}`);
    });
    cid.events.on("stackRemoved", (s: StackItemMirror) => seen.push(`-${s.name}`));
    cid.events.on("life", ({ seat, life, previous }) => seen.push(`${cid.state.players[seat]!.name} ${previous}→${life}`));
    const over = new Promise((resolve) => cid.events.once("gameOver", resolve));

    expect(ana.state.you).toBe(0);
    expect(ben.state.you).toBe(1);
    expect(cid.state.you).toBeNull();
    await ana.ready();
    await ben.ready();

    const anaPlays = new ScriptedPlayer(ana, [step("priority", (t) => t.cast("Lightning Bolt", { targets: ["Ben"] }))]);
    const benPlays = new ScriptedPlayer(ben, [step("priority", (t) => t.cast("Shock", { targets: ["Ana"] }))]);
    await Promise.all([anaPlays.run(), benPlays.run()]);

    expect(await over).toEqual({ winners: [0], draw: false });
    expect(seen).toEqual(["+Lightning Bolt (being cast)", "+Shock (being cast)", "Ana 20→18", "-Shock", "Ben 3→0", "-Lightning Bolt"]);
    expect(whenBenMayRespond).toEqual(["Lightning Bolt → Ben"]);
    for (const t of [ana, ben, cid]) {
      await t.waitFor((s) => s.status === "finished");
      expect(t.state.players.map((p) => [p.name, p.life, p.status])).toEqual([
        ["Ana", 18, "won"],
        ["Ben", 0, "lost"],
      ]);
    }
    // Hands are their owners': the spectator sees none.
    expect(cid.state.players.map((p) => p.hand)).toEqual([null, null]);
    expect(cid.log.some((e) => e.kind === "event" && e.text === "Ana casts Lightning Bolt.")).toBe(true);
  });

  it("counters, loyalty and attacks on planeswalkers in the mirror: activate Jace, attack Liliana (122, 306.5c, 606, 508.1b)", async () => {
    const sandbox = {
      turn: 3,
      players: [
        { name: "Ana", battlefield: ["Jace Beleren", "Grizzly Bears"], library },
        { name: "Ben", poison: 2, battlefield: ["Liliana Vess"], library },
      ],
    };
    const ana = await sdk.client.createTable({ name: "Walkers", sandbox }, { name: "Ana" });
    const ben = await sdk.client.joinTable(ana.code, { name: "Ben", acceptSandbox: true });
    await ana.ready();
    await ben.ready();
    await ana.nextPrompt();
    const jace = () => ana.state.battlefield.find((p) => p.name === "Jace Beleren")!;
    const liliana = () => ben.state.battlefield.find((p) => p.name === "Liliana Vess")!;
    expect(jace().loyalty).toBe(3);
    expect(ana.state.battlefield.find((p) => p.name === "Grizzly Bears")!.loyalty).toBeNull();
    expect(ana.state.players[1]!).toMatchObject({ poison: 2, counters: { poison: 2 } });
    // 606.4: the [+2] is paid as it is activated; then the ability resolves (each player draws).
    await ana.activate("Jace Beleren", "p0", {});
    expect(jace().counters).toEqual({ loyalty: 5 });
    // Ana doesn't hold priority (the default): the server passes for her, and for Ben, who has nothing to do.
    await ana.waitFor((s) => s.stack.length === 0 && s.players[0]!.handCount === 1);
    while ((await ana.nextPrompt())?.kind !== "declareAttackers") await ana.pass();
    await ana.declareAttackers({ attacker: "Grizzly Bears", planeswalker: "Liliana Vess" });
    const bears = await ben.waitFor((s) => s.battlefield.some((p) => p.name === "Grizzly Bears" && p.attacking !== null));
    expect(bears.battlefield.find((p) => p.name === "Grizzly Bears")).toMatchObject({ attacking: 1, attackingPlaneswalker: liliana().id });
    await ben.waitFor(() => liliana().loyalty === 3);
    expect(ben.log.some((e) => e.kind === "event" && e.text === "Ana attacks: Grizzly Bears → Liliana Vess (Ben's planeswalker, 508.1b).")).toBe(true);
    await ana.leave();
    await ben.leave();
  });

  it("701.34a: proliferate through the SDK — Ben's poison and Ana's Triskelion, chosen by name", async () => {
    const sandbox = {
      turn: 3,
      players: [
        { name: "Ana", hand: ["Steady Progress"], battlefield: ["Island", "Island", "Island", { card: "Triskelion", counters: { "+1/+1": 2 } }], library },
        { name: "Ben", poison: 2, library },
      ],
    };
    const ana = await sdk.client.createTable({ name: "Proliferate", sandbox }, { name: "Ana" });
    const ben = await sdk.client.joinTable(ana.code, { name: "Ben", acceptSandbox: true });
    await ana.ready();
    await ben.ready();
    await ana.nextPrompt();
    await ana.cast("Steady Progress", {});
    const prompt = await ana.waitFor((s) => s.prompt?.kind === "proliferate");
    expect(prompt.prompt).toMatchObject({ kind: "proliferate" });
    await expect(ana.proliferate("Grizzly Bears")).rejects.toMatchObject({ code: "NOT_AN_OPTION" });
    await ana.proliferate("Ben", "Triskelion");
    await ana.waitFor((s) => s.stack.length === 0 && s.players[1]!.poison === 3);
    expect(ana.state.battlefield.find((p) => p.name === "Triskelion")!.counters).toEqual({ "+1/+1": 3 });
    await ana.leave();
    await ben.leave();
  });

  it("two random bots play a whole game with starter decks, every answer accepted", async () => {
    const ana = await sdk.client.createTable({ name: "Bots" }, { name: "Ana", deck: { starter: "red-burn-goblins" } });
    const ben = await sdk.client.joinTable(ana.code, { name: "Ben", deck: { starter: "green-creatures" } });
    await ana.ready();
    await ben.ready();
    const bots = [new RandomBot(ana, { seed: 11 }), new RandomBot(ben, { seed: 12 })];
    const [final] = await Promise.all(bots.map((b) => b.play()));
    expect(final!.status).toBe("finished");
    expect(final!.winners.length + (final!.draw ? 2 : 0)).toBeGreaterThan(0);
    expect(bots.flatMap((b) => b.errors.map((e) => `${e.code}: ${e.message}`))).toEqual([]);
    expect(final!.turn).toBeGreaterThan(2);
  }, 60_000);

  it("a RandomBot can take a moment to think, and reports each answer as it sends it", async () => {
    const ana = await sdk.client.createTable({ name: "Thinking" }, { name: "Ana", deck: { starter: "red-burn-goblins" } });
    const ben = await sdk.client.joinTable(ana.code, { name: "Ben", deck: { starter: "green-creatures" } });
    await ana.ready();
    await ben.ready();
    // The starting player decides on their hand first (103.5): the bot plays that seat.
    const state = await ana.waitFor((s) => s.waiting !== null);
    const first = state.waiting!.player === ana.state.you ? ana : ben;
    const mulligan = (await first.nextPrompt())!;
    const sent: { promptId: number; kind: string; afterMs: number }[] = [];
    const t0 = performance.now();
    const bot = new RandomBot(first, {
      seed: 4,
      thinkMs: 60,
      onAnswer: (prompt, answer) => sent.push({ promptId: prompt.id, kind: answer.kind, afterMs: performance.now() - t0 }),
    });
    void bot.play();
    await first.waitFor(() => sent.length > 0);
    bot.stop();
    // Between half and one and a half times thinkMs before the first answer: to its mulligan decision.
    expect(sent[0]).toMatchObject({ promptId: mulligan.id, kind: expect.stringMatching(/^(keep|mulligan)$/) });
    expect(sent[0]!.afterMs).toBeGreaterThanOrEqual(29);
    await ana.leave();
    await ben.leave();
  });

  it("the lobby lists tables as they open, fill, start and close", async () => {
    const lobby = await sdk.client.lobby();
    const ana = await sdk.client.createTable({ name: "Listed" }, { name: "Ana", deck: { starter: "black-removal" } });
    const listed = () => lobby.tables.find((t) => t.code === ana.code);
    await new Promise<void>((resolve) =>
      listed()?.summary.seatsTaken === 1 ? resolve() : lobby.events.on("change", () => listed()?.summary.seatsTaken === 1 && resolve()),
    );
    expect(listed()!.summary).toMatchObject({ name: "Listed", host: "Ana", seats: 2, seatsTaken: 1, status: "waiting" });
    const ben = await sdk.client.joinTable(ana.code, { name: "Ben", deck: { starter: "white-blue-fliers" } });
    await ana.ready();
    await ben.ready();
    await new Promise<void>((resolve) =>
      listed()?.summary.status === "playing" ? resolve() : lobby.events.on("change", () => listed()?.summary.status === "playing" && resolve()),
    );
    expect(listed()!.summary.seatsTaken).toBe(2);
    const removed = new Promise<string>((resolve) => lobby.events.on("removed", resolve));
    await ana.leave();
    await ben.leave();
    expect(await removed).toBe(ana.code);
    await lobby.leave();
  });
});
