// The table page fits the screen: on a phone (390×844) nothing overflows sideways and nothing covers the prompt's
// buttons or the board's cards, and a pass works; at 1366×768 and 1920×1080 the prompt's buttons are in view. From
// the keyboard, Tab goes header → board → prompt → stack and side and reaches Pass; every button has a name. In
// French, the table's own strings are French. At a clocked table the clocks tick and nothing else is rebuilt.
// Screenshots go to test-artifacts/.

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { connect, type Table } from "../../client-sdk/index.ts";
import { artifacts, browserSuite, type PageOptions } from "../support/browser.ts";
import { serverUrl } from "../support/table-server.ts";
import { sitAtSandbox } from "../support/web-flows.ts";

const suite = browserSuite({ server: { seed: 17 } });

/** A busy board: Ana, active in her first main phase, with lands, creatures and a hand; Ben across with his own. */
const sandbox = {
  turn: 3,
  activePlayer: 1,
  step: "precombatMain" as const,
  players: [
    {
      name: "Ben",
      battlefield: ["Liliana Vess", "Savannah Lions", "Serra Angel", "Plains", "Plains", "Plains", "Plains", "Plains"],
      hand: ["Plains", "Plains"],
      library: ["Plains", "Plains", "Plains"],
    },
    {
      name: "Ana",
      hand: ["Shock", "Grizzly Bears", "Savannah Lions", "Serra Angel"],
      battlefield: ["Jace Beleren", "Grizzly Bears", "Mountain", "Mountain", "Forest", "Forest", "Plains"],
      library: ["Plains", "Plains", "Plains"],
    },
  ],
};

/** Ben hosts through the SDK (and passes whenever he has priority); Ana takes her seat in the browser. */
async function game(options: PageOptions, clock?: { minutes: number; incrementSeconds: number }): Promise<{ ana: Page; ben: Table }> {
  const ben = await connect(serverUrl(suite.server)).createTable({ name: clock ? "Clocked" : "Layout", sandbox, ...(clock ? { clock } : {}) }, { name: "Ben" });
  ben.events.on("prompt", (p) => {
    if (p?.kind === "priority") void ben.pass().catch(() => {});
  });
  const ana = await sitAtSandbox(suite, ben.code, "Ana", options);
  await ben.ready();
  await ana.waitForSelector(".kind-priority button.pass");
  return { ana, ben };
}

/** Whether the element under the centre of `selector`'s first match is that element or inside it (nothing covers it). */
function uncovered(page: Page, selector: string): Promise<boolean> {
  return page.$eval(selector, (el) => {
    el.scrollIntoView({ block: "center" });
    const box = el.getBoundingClientRect();
    const hit = el.ownerDocument.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && el.contains(hit);
  });
}

/** How wide the page's content is (more than the viewport: it overflows sideways). */
function scrollWidth(page: Page): Promise<number> {
  return page.$eval("html", (html) => html.scrollWidth);
}

/** Whether every button of the prompt lies inside the viewport. */
function promptButtonsInView(page: Page): Promise<boolean> {
  return page.$$eval(".prompt-area button", (buttons) =>
    buttons.every((b) => {
      const r = b.getBoundingClientRect();
      const view = b.ownerDocument.documentElement;
      return r.width > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= view.clientHeight && r.right <= view.clientWidth;
    }),
  );
}

describe("the table page's layout", () => {
  it("a phone (390×844): no sideways overflow, the prompt's buttons in view and not covered, cards not covered, a pass works", async () => {
    const { ana, ben } = await game({ width: 390, height: 844 });
    expect(await scrollWidth(ana)).toBeLessThanOrEqual(390);
    // The board has the phone's width, not a column squeezed beside the stack.
    expect(await ana.$eval(".board", (el) => el.getBoundingClientRect().width)).toBeGreaterThan(340);
    await ana.$eval("html", (html) => html.ownerDocument.defaultView?.scrollTo(0, 0));
    expect(await promptButtonsInView(ana)).toBe(true);
    expect(await uncovered(ana, "button.pass")).toBe(true);
    await ana.screenshot({ path: `${artifacts}/layout-phone-390x844.png` });
    // Scrolled anywhere, the prompt stays in view, and the board's cards aren't under anything.
    expect(await uncovered(ana, '.hand-card[data-name="Shock"]')).toBe(true);
    expect(await uncovered(ana, '.permanent[data-name="Serra Angel"]')).toBe(true);
    expect(await promptButtonsInView(ana)).toBe(true);
    expect(await scrollWidth(ana)).toBeLessThanOrEqual(390);
    await ana.screenshot({ path: `${artifacts}/layout-phone-390x844-scrolled.png`, fullPage: true });

    // Pass: the game moves on from the first main phase.
    await ana.click("button.pass");
    await ana.locator(".table-bar .turn", { hasNotText: "first main phase" }).waitFor();
    await ben.leave();
  }, 120_000);

  it("1366×768 and 1920×1080: the prompt's buttons in view; Tab goes header → board and prompt → side and reaches Pass; landmarks; named buttons", async () => {
    const { ana, ben } = await game({ width: 1366, height: 768 });
    expect(await promptButtonsInView(ana)).toBe(true);
    expect(await scrollWidth(ana)).toBeLessThanOrEqual(1366);
    await ana.screenshot({ path: `${artifacts}/layout-1366x768.png` });

    expect(await ana.locator(".table-page header").count()).toBe(1);
    expect(await ana.locator(".table-page main").count()).toBe(1);
    expect(await ana.locator(".table-page aside").count()).toBe(2);
    const unnamed = await ana.$$eval(
      ".table-page button",
      (buttons) => buttons.filter((b) => !(b.getAttribute("aria-label") ?? b.textContent ?? "").trim()).length,
    );
    expect(unnamed).toBe(0);

    // From the top of the page, Tab until Pass: each landmark visited in the page's order, none gone back to.
    // A click on the table's name starts the keyboard's way there.
    await ana.click(".table-bar .table-name");
    const visited: string[] = [];
    for (let i = 0; i < 60; i++) {
      await ana.keyboard.press("Tab");
      const where = await ana.$eval("html", (html) => {
        const el = html.ownerDocument.activeElement;
        if (!el || el === html.ownerDocument.body) return "body";
        if (el.matches("button.pass")) return "pass";
        return el.closest("header, main, aside")?.tagName.toLowerCase() ?? "other";
      });
      if (visited.at(-1) !== where) visited.push(where);
      if (where === "pass") break;
    }
    expect(visited.at(-1)).toBe("pass");
    // The bar first, then the board's controls (if any) and the prompt: the stack and the log come after.
    expect(visited.filter((w) => w !== "main")).toEqual(["header", "pass"]);

    await ana.setViewportSize({ width: 1920, height: 1080 });
    expect(await promptButtonsInView(ana)).toBe(true);
    await ana.screenshot({ path: `${artifacts}/layout-1920x1080.png` });
    // A tablet in landscape.
    await ana.setViewportSize({ width: 1024, height: 768 });
    expect(await promptButtonsInView(ana)).toBe(true);
    expect(await scrollWidth(ana)).toBeLessThanOrEqual(1024);
    await ana.screenshot({ path: `${artifacts}/layout-tablet-1024x768.png` });
    await ben.leave();
  }, 120_000);

  it("in French: the table's bar, stack, settings and log speak French", async () => {
    const { ana, ben } = await game({ width: 1366, height: 768, localStorage: { "mtg-table:language": "fr" } });
    expect(await ana.textContent(".table-bar .turn")).toContain("Tour 3 · tour d'Ana · première phase principale");
    expect(await ana.textContent(".table-bar .leave")).toBe("Quitter");
    expect(await ana.textContent(".stack h2")).toBe("La pile (0)");
    expect(await ana.textContent(".stack .empty")).toBe("vide");
    expect(await ana.textContent(".settings summary")).toBe("Passe automatique");
    expect(await ana.textContent(".side h2")).toBe("Historique");
    expect(await ana.getAttribute(".chat-input", "placeholder")).toBe("Écrivez quelque chose… (Entrée)");
    expect(await ana.getAttribute("html", "lang")).toBe("fr");
    await ana.screenshot({ path: `${artifacts}/layout-1366x768-fr.png` });
    await ben.leave();
  }, 120_000);
});

describe("a table that failed", () => {
  it("leaves its board dimmed and taking nothing, the way back to the lobby in view and focused", async () => {
    const { ana, ben } = await game({ width: 1366, height: 768 });
    // Ana's seat is claimed from another connection (as a second tab with her token would): this page loses it.
    const token = await ana.evaluate((code) => localStorage.getItem(`mtg-table:seat:${code}`), ben.code);
    const other = await connect(serverUrl(suite.server)).claimSeat(ben.code, token!, "Ana");
    await ana.waitForSelector(".banner.failed");
    const back = ana.locator(".failed-exit a.back-to-lobby");
    expect(await back.isVisible()).toBe(true);
    const box = (await back.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(768);
    expect(await back.evaluate((a) => a.ownerDocument.activeElement === a)).toBe(true);
    // The board and the prompt are inert and dimmed: nothing under the pointer, and Space passes nothing.
    expect(await ana.$eval(".layout", (el) => el.hasAttribute("inert"))).toBe(true);
    expect(await ana.$eval(".layout", (el) => el.ownerDocument.defaultView!.getComputedStyle(el).filter)).toContain("brightness");
    expect(await ana.$eval(".table-page", (el) => el.querySelector(".permanent")?.closest("[inert]") !== null)).toBe(true);
    await ana.evaluate("document.activeElement.blur()");
    await ana.keyboard.press("Space");
    expect(await ana.locator(".toast.shown").count()).toBe(0);
    expect(other.state.players[1]!.status).toBe("playing");
    expect(other.state.priorityPlayer).toBe(1);
    await ana.screenshot({ path: `${artifacts}/table-failed.png` });
    await back.click();
    await ana.waitForURL(`${suite.base}/`);
    await other.leave();
    await ben.leave();
  }, 120_000);
});

describe("the players' clocks", () => {
  it("tick in the bar while the board and the prompt stay as they are (only the clocks read the time)", async () => {
    const { ana, ben } = await game({ width: 1366, height: 768 }, { minutes: 5, incrementSeconds: 0 });
    const clock = ana.locator(".table-bar .clock.running");
    const first = await clock.textContent();
    // Marks on the board's and the prompt's elements: a rebuild would drop them.
    await ana.$eval(".board .players", (el) => el.setAttribute("data-mark", "kept"));
    await ana.$eval(".prompt-mount .prompt", (el) => el.setAttribute("data-mark", "kept"));
    await ana.locator(".table-bar .clock.running", { hasNotText: first ?? "" }).waitFor();
    const second = await clock.textContent();
    await ana.locator(".table-bar .clock.running", { hasNotText: second ?? "" }).waitFor();
    expect(await ana.locator('.board .players[data-mark="kept"]').count()).toBe(1);
    expect(await ana.locator('.prompt-mount .prompt[data-mark="kept"]').count()).toBe(1);
    await ben.leave();
  }, 120_000);
});
