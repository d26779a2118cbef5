// The browser table in a real browser: Debian's Chromium driven by playwright-core. Two players open the
// lobby, one creates a table, the other joins by its invite link; both take starter decks and keep their
// hands; Ana plays a land and casts a creature, Ben sees it on the stack and passes, it resolves and both
// see it; a reload mid-game comes back to the table. At a sandbox table, a player activates a planeswalker's
// loyalty ability and attacks the opponent's planeswalker. Screenshots go to test-artifacts/.

import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { connect } from "../../client-sdk/index.ts";
import { artifacts, browserSuite } from "../support/browser.ts";
import { castFromHand, createTable, keepOpeningHands, openLobby, passUntil, sitAtSandbox } from "../support/web-flows.ts";
import { serverUrl } from "../support/table-server.ts";

const root = fileURLToPath(new URL("../../", import.meta.url));
// Seed 17 deals Ana (who plays first) three Mountains, a Raging Goblin and a Mogg Fanatic.
const suite = browserSuite({ server: { seed: 17 } });

describe("the browser table", () => {
  it("the web client type-checks against the SDK", () => {
    const config = ts.readConfigFile(`${root}web/tsconfig.json`, (f) => ts.sys.readFile(f));
    const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, `${root}web`);
    const program = ts.createProgram(parsed.fileNames, { ...parsed.options, noEmit: true });
    expect(ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"))).toEqual([]);
  }, 60_000);

  it("two friends: a table created, joined by link, a creature cast, seen on the stack, passed, resolved; dimmed cards say why; a reload comes back", async () => {
    // Ana opens the lobby and creates a table with the red starter deck.
    const ana = await openLobby(suite, "Ana");
    const link = await createTable(ana, { name: "Friday night", starter: "red-burn-goblins" });
    expect(link).toBe(ana.url());

    // Ben sees it in the lobby, then opens the invite link.
    const ben = await suite.newPage();
    await ben.goto(`${suite.base}/`);
    await ben.waitForSelector(`tr.table-row >> text=Friday night`);
    await ben.screenshot({ path: `${artifacts}/lobby.png` });
    await ben.goto(link);
    await ben.fill(".player-name", "Ben");
    // A pasted decklist with mistakes: every problem is shown with its line, and no seat is taken.
    await ben.selectOption("select.starter", "paste");
    await ben.fill("textarea.decklist", "20 Forest\n4 Grizly Bears\nfour Giant Growth");
    await ben.click("button.take-seat");
    await ben.waitForSelector('.deck-errors >> text=line 2: unknown card "Grizly Bears"');
    expect(await ben.locator(".deck-errors li").count()).toBe(3);
    await ben.selectOption("select.starter", "green-creatures");
    await ben.click("button.take-seat");
    await ben.waitForSelector(".waiting-room >> text=Ben — Green creatures");

    for (const page of [ana, ben]) await page.click("button.ready");
    await keepOpeningHands([ana, ben]);
    // Ben wants priority even when he can do nothing, to see the spell and pass himself.
    await ben.click(".settings summary");
    await ben.uncheck(".settings >> text=Pass when I can do nothing");
    // Space belongs to the control with the focus (the checkbox just unticked); away from controls, it passes.
    await ben.$eval(".settings input:focus", (input) => input.blur());

    // Ana, in her first main phase: a Mountain, then a Raging Goblin, paid automatically.
    await ana.waitForSelector(".kind-priority");
    await ana.click('.hand-card.option[data-name="Mountain"]');
    await ana.waitForSelector('.permanent[data-name="Mountain"]');
    await castFromHand(ana, "Raging Goblin", "payCosts");
    await ana.click("button.autopay");

    // Ben sees it on the stack, with priority, and passes (Space).
    await ben.waitForSelector('.stack-item.top[data-name="Raging Goblin"]');
    await ben.waitForSelector(".kind-priority");
    expect(await ben.textContent(".stack-item.top .stack-head")).toContain("Ana");
    await ben.screenshot({ path: `${artifacts}/table-with-stack.png` });
    await ben.keyboard.press("Space");

    // It resolves: both see the Goblin on Ana's side and an empty stack.
    for (const page of [ana, ben]) {
      await page.waitForSelector('.seat[data-seat="0"] .permanent[data-name="Raging Goblin"]');
      await page.waitForSelector(".stack .empty");
    }
    expect(await ana.locator(".log >> text=Ana casts Raging Goblin.").count()).toBe(1);
    // Her land is tapped: the spells left in her hand are dimmed, and say why on hover.
    await ana.waitForSelector(".kind-priority");
    const dimmed = ana.locator(".hand-card.dimmed");
    expect(await dimmed.count()).toBeGreaterThan(0);
    expect(await dimmed.first().getAttribute("title")).toMatch(/can't pay for it \(601\.2h\)|Nothing it could target now \(601\.2c\)/);
    await ana.screenshot({ path: `${artifacts}/table-after-resolution.png` });

    // Ben reloads mid-game and is back at the table with his hand.
    await ben.reload();
    await ben.waitForSelector('.seat[data-seat="0"] .permanent[data-name="Raging Goblin"]');
    await ben.waitForSelector(".hand .hand-card");
    expect(await ben.locator(".hand .hand-card").count()).toBe(7);
    expect(await ben.locator(".banner.failed").count()).toBe(0);
  }, 120_000);

  it("planeswalkers: loyalty shown, a loyalty ability activated, a planeswalker attacked and its loyalty lowered (606, 508.1b, 120.3c); control shown (613.1b)", async () => {
    // Ben (an SDK client) hosts a sandbox: Ana's Jace Beleren and Grizzly Bears against Ben's Liliana Vess; Ana
    // controls Ben's Savannah Lions.
    const sandbox = {
      turn: 3,
      activePlayer: 1,
      players: [
        { name: "Ben", poison: 1, battlefield: ["Liliana Vess", { card: "Savannah Lions", controller: "Ana" }], library: ["Plains", "Plains", "Plains"] },
        { name: "Ana", battlefield: ["Jace Beleren", "Grizzly Bears"], library: ["Plains", "Plains", "Plains"] },
      ],
    };
    const ben = await connect(serverUrl(suite.server)).createTable({ name: "Walkers", sandbox }, { name: "Ben" });
    const ana = await sitAtSandbox(suite, ben.code, "Ana");
    await ben.ready();

    // Loyalty where a creature shows power and toughness; a player's counters on their plate.
    await ana.waitForSelector(".kind-priority");
    expect(await ana.textContent('.permanent[data-name="Jace Beleren"] .loyalty')).toBe("◆ 3");
    expect(await ana.textContent('.permanent[data-name="Liliana Vess"] .loyalty')).toBe("◆ 5");
    expect(await ana.textContent('.plate[data-name="Ben"] .poison')).toBe("☠ 1");
    // 613.1b: a permanent one player controls and another owns sits with its controller and says whose it is.
    expect(await ana.textContent('.seat[data-seat="1"] .permanent[data-name="Savannah Lions"] .owner')).toBe("owned by Ben");

    // Jace's [+2]: chosen from his ability menu, its loyalty cost paid.
    await ana.click('.permanent[data-name="Jace Beleren"]');
    await ana.click('.ability-menu button >> text="[+2]: Each player draws a card."');
    await ana.waitForSelector(".kind-payCosts");
    await ana.click(".part button");
    await ana.waitForSelector('.permanent[data-name="Jace Beleren"] .loyalty >> text="◆ 5"');
    await ana.waitForSelector(".stack .empty");

    // On to combat: Grizzly Bears attacks Liliana Vess rather than Ben.
    await passUntil(ana, "declareAttackers");
    await ana.click('.permanent[data-name="Grizzly Bears"]');
    const liliana = await ana.getAttribute('.permanent[data-name="Liliana Vess"]', "data-id");
    await ana.selectOption("select.attack-target", `planeswalker:${liliana}`);
    await ana.click("button.confirm");
    await ana.waitForSelector('.permanent[data-name="Grizzly Bears"] .attacking >> text="⚔ attacking Liliana Vess (Ben)"');
    await ana.screenshot({ path: `${artifacts}/planeswalker-attacked.png` });
    // Combat damage removes loyalty counters (120.3c).
    await ana.waitForSelector('.permanent[data-name="Liliana Vess"] .loyalty >> text="◆ 3"');
    expect(await ana.locator(".log >> text=Ana attacks: Grizzly Bears → Liliana Vess (Ben's planeswalker, 508.1b).").count()).toBe(1);
    await ben.leave();
  }, 120_000);

  it("cards with two faces: the face up is shown with the other a click away (712.6, 710.2), and a split card's halves are chosen from a menu (709.3); it is night (730.1)", async () => {
    // A sandbox hosted through the SDK: Ben, active, holds Fire // Ice; Ana's Delver has transformed; it is night.
    const sandbox = {
      turn: 3,
      activePlayer: 1,
      dayNight: "night" as const,
      players: [
        {
          name: "Ana",
          battlefield: [
            { card: "Delver of Secrets // Insectile Aberration", face: 1 as const },
            { card: "Nezumi Shortfang // Stabwhisker the Odious", flipped: true as const },
          ],
          library: ["Plains", "Plains"],
        },
        { name: "Ben", hand: ["Fire // Ice"], battlefield: ["Island", "Island"], library: ["Plains", "Plains"] },
      ],
    };
    const host = await connect(serverUrl(suite.server)).createTable({ name: "Faces", sandbox }, { name: "Ana" });
    await host.ready();
    const ben = await sitAtSandbox(suite, host.code, "Ben");

    const delver = ben.locator('.permanent[data-face="Insectile Aberration"]');
    await delver.waitFor();
    // 730.1: the turn bar says whether it is day or night.
    expect(await ben.locator(".table-bar .day-night").textContent()).toContain("night");
    expect(await delver.locator(":scope > .title .name").textContent()).toBe("Insectile Aberration");
    expect(await delver.locator(":scope > .pt").textContent()).toBe("3/2");
    // The front face is folded under it; opening it doesn't act on the permanent.
    await delver.locator(".other-face summary").click();
    expect(await delver.locator(".other-face .face .name").textContent()).toBe("Delver of Secrets");
    // A flipped flip card shows its flipped half, marked, with the normal half a click away.
    const nezumi = ben.locator('.permanent[data-face="Stabwhisker the Odious"]');
    expect(await nezumi.locator(":scope > .title .name").textContent()).toBe("Stabwhisker the Odious");
    expect(await nezumi.locator(":scope > .keywords").allTextContents()).toContain("Flipped");
    await nezumi.locator(".other-face summary").click();
    expect(await nezumi.locator(".other-face .face .name").textContent()).toBe("Nezumi Shortfang");

    // Both halves show on the card in hand; a click offers each half, and Ice is cast.
    await ben.waitForSelector(".kind-priority");
    const card = ben.locator('.hand-card[data-name="Fire // Ice"]');
    expect(await card.locator(".face.two-faced > .face .name").allTextContents()).toEqual(["Fire", "Ice"]);
    await card.click();
    expect(await card.locator(".ability-menu button").allTextContents()).toEqual(["Cast Fire (can't pay yet)", "Cast Ice"]);
    await ben.screenshot({ path: `${artifacts}/two-faced-cards.png` });
    await card.locator(".ability-menu button >> text=Cast Ice").click();
    await ben.waitForSelector(".kind-chooseTargets");
    await host.leave();
  }, 120_000);

  it("face-down permanents: a card back marked face down, what it is shown to its controller alone (708.5), turned face up from its menu (702.37e)", async () => {
    // Ben (an SDK client) hosts; Ana, in the browser, has a face-down Grinning Demon and a Branchsnap Lorian in hand.
    const sandbox = {
      turn: 3,
      activePlayer: 1,
      players: [
        { name: "Ben", battlefield: ["Mountain"], library: ["Plains", "Plains", "Plains"] },
        {
          name: "Ana",
          hand: ["Branchsnap Lorian"],
          battlefield: [{ card: "Grinning Demon", faceDown: true }, "Swamp", "Swamp", "Swamp", "Swamp"],
          library: ["Plains", "Plains", "Plains"],
        },
      ],
    };
    const ben = await connect(serverUrl(suite.server)).createTable({ name: "Morph", sandbox }, { name: "Ben" });
    const ana = await sitAtSandbox(suite, ben.code, "Ana");
    await ben.ready();

    await ana.waitForSelector(".kind-priority");
    const demon = ana.locator(".permanent.face-down");
    expect(await demon.locator(":scope > .title .name").textContent()).toBe("Face-down creature");
    expect(await demon.locator(".face-down-mark").textContent()).toBe("face down");
    expect(await demon.locator(":scope > .pt").textContent()).toBe("2/2");
    expect(await demon.locator(".face-down-card summary").textContent()).toBe("it is Grinning Demon");
    // Ben's table has the same card back, and nothing that says what it is.
    const theirs = ben.state.battlefield.find((p) => p.faceDown)!;
    expect(theirs).toMatchObject({ name: "Face-down creature", faceDownCard: null });

    // A card with morph offers to be cast face up or face down.
    const lorian = ana.locator('.hand-card[data-name="Branchsnap Lorian"]');
    await lorian.click();
    expect(await lorian.locator(".ability-menu button").allTextContents()).toEqual(["Cast face up (can't pay yet)", "Cast face down for {3} (morph)"]);
    await lorian.click();

    // 702.37e: a click on the face-down permanent turns it face up, for its morph cost.
    await demon.click();
    await ana.waitForSelector(".kind-payCosts");
    await ana.screenshot({ path: `${artifacts}/face-down.png` });
    await ana.click("button.autopay");
    await ana.waitForSelector('.permanent[data-name="Grinning Demon"] >> text="6/6"');
    expect(await ana.locator(".permanent.face-down").count()).toBe(0);
    expect(await ana.locator(".log >> text=Ana turns a face-down creature face up for {2}{B}{B}: it is Grinning Demon (702.37e).").count()).toBe(1);
    await ben.leave();
  }, 120_000);
  it("701.20a: an opponent's hand played revealed is shown at their seat; a hand of one's own played revealed says so", async () => {
    // Ben (an SDK client) hosts; each has a Telepathy, so each plays with their hand revealed to the other.
    const library = ["Plains", "Plains", "Plains"];
    const sandbox = {
      turn: 3,
      activePlayer: 1,
      players: [
        { name: "Ben", hand: ["Serra Angel"], battlefield: ["Telepathy"], library },
        { name: "Ana", hand: ["Shock"], battlefield: ["Mountain", "Telepathy"], library },
      ],
    };
    const ben = await connect(serverUrl(suite.server)).createTable({ name: "Telepathy", sandbox }, { name: "Ben" });
    const ana = await sitAtSandbox(suite, ben.code, "Ana");
    await ben.ready();
    await ana.waitForSelector(".hand.revealed");
    expect(await ana.locator(".hand.revealed h3").textContent()).toBe("Ben's hand, revealed (1)");
    expect(await ana.locator('.hand.revealed .hand-card[data-name="Serra Angel"]').count()).toBe(1);
    expect(await ana.locator(".hand:not(.revealed) > h3").textContent()).toBe("Your hand (1), revealed to all (701.20a)");
    await ana.screenshot({ path: `${artifacts}/revealed-hand.png` });
    await ben.leave();
  }, 120_000);
});
