// What players and spectators do in the browser again and again across the browser tests: open the lobby, create a
// table, join it by its link, sit at a sandbox table, watch, keep their hands, pass until a step. Each waits on the
// page (no sleeps).

import type { Page } from "playwright-core";
import type { PromptKind } from "../../client-sdk/index.ts";
import type { BrowserSuite, PageOptions } from "./browser.ts";

/** The lobby in a new page, the player's name typed. */
export async function openLobby(suite: BrowserSuite, name: string, options?: PageOptions): Promise<Page> {
  const page = await suite.newPage(options);
  await page.goto(`${suite.base}/`);
  await page.fill(".player-name", name);
  return page;
}

export interface NewTable {
  readonly name: string;
  /** A starter deck's value in the lobby's deck choice. */
  readonly starter?: string;
  /** A core set: the table is a sealed one. */
  readonly sealedSet?: string;
}

/** From the lobby: creates `table` and sits at it; its invite link once the page is at the table. */
export async function createTable(page: Page, table: NewTable): Promise<string> {
  if (table.starter) await page.selectOption("select.starter", table.starter);
  if (table.sealedSet) await page.selectOption("select.sealed-set", table.sealedSet);
  await page.fill('input[name="tableName"]', table.name);
  await page.click("button.create-table");
  await page.waitForURL(/\/table\/[A-Z0-9]{6}$/);
  return page.inputValue(".invite-link");
}

/** A player opens an invite link and takes a seat under `name`, with a starter deck if the table asks for one. */
export async function joinByLink(page: Page, link: string, name: string, starter?: string): Promise<void> {
  await page.goto(link);
  await page.fill(".player-name", name);
  if (starter) await page.selectOption("select.starter", starter);
  await page.click("button.take-seat");
  await page.waitForSelector(`.waiting-room >> text=${name} —`);
}

/** A new page at the table `code`, the name `name` typed, before taking a seat or watching. */
async function atTable(suite: BrowserSuite, code: string, name: string, options?: PageOptions): Promise<Page> {
  const page = await suite.newPage(options);
  await page.goto(`${suite.base}/table/${code}`);
  await page.fill(".player-name", name);
  return page;
}

/** A new page takes a seat at the sandbox table `code` under `name`, accepts the host's position and is ready. */
export async function sitAtSandbox(suite: BrowserSuite, code: string, name: string, options?: PageOptions): Promise<Page> {
  const page = await atTable(suite, code, name, options);
  await page.click("button.take-seat");
  await page.click("button.accept-sandbox");
  await page.click("button.ready");
  return page;
}

/** A new page watches the table `code` as the spectator `name`. */
export async function watchTable(suite: BrowserSuite, code: string, name: string, options?: PageOptions): Promise<Page> {
  const page = await atTable(suite, code, name, options);
  await page.click("button.watch");
  await page.waitForSelector(".log");
  return page;
}

/** Every page, seated and ready, keeps its opening hand (103.5). */
export async function keepOpeningHands(pages: readonly Page[]): Promise<void> {
  for (const page of pages) {
    await page.waitForSelector(".kind-mulligan");
    await page.click("button.keep");
  }
}

/** The player passes priority (Space) until the game asks for a `kind` choice, e.g. declaring attackers. */
export async function passUntil(page: Page, kind: PromptKind): Promise<void> {
  const wanted = `.prompt.kind-${kind}`;
  for (;;) {
    await page.waitForSelector(`.prompt.kind-priority, ${wanted}`);
    if ((await page.locator(wanted).count()) > 0) return;
    // Each prompt has its own form (keyed by the prompt's id): the pass is taken once this one is gone.
    const form = await page.$(".prompt.kind-priority > .prompt-form");
    await page.keyboard.press("Space");
    if (form) await page.waitForFunction((el) => !el.isConnected, form);
  }
}

/** The player clicks a card of their hand to cast (or play) it, and the game asks the `next` choice of the cast. */
export async function castFromHand(page: Page, name: string, next: PromptKind): Promise<void> {
  await page.click(`.hand-card.option[data-name="${name}"]`);
  await page.waitForSelector(`.prompt.kind-${next}`);
}

/** Asked for a cost, the player lets the page pay it from their mana (601.2g-h). */
export async function payAutomatically(page: Page): Promise<void> {
  await page.waitForSelector(".prompt.kind-payCosts");
  await page.click("button.autopay");
}
