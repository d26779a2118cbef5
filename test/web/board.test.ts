// The board in a real browser (Debian's Chromium driven by playwright-core): card pictures from Scryfall's CDN
// when they load — served here by a stand-in — and the text faces when they can't (no broken image left on the
// page); what a permanent is going through readable on it (tapped, attacking, counters, damage, loyalty, summoning
// sickness); French card names on a French page, the English one on hover. Screenshots go to test-artifacts/.

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { connect } from "../../client-sdk/index.ts";
import type { CardFace } from "../../shared/protocol.ts";
import { artifacts, browserSuite } from "../support/browser.ts";
import { serverUrl } from "../support/table-server.ts";
import { passUntil, sitAtSandbox, watchTable } from "../support/web-flows.ts";

const suite = browserSuite({ page: { width: 1366, height: 768 } });

describe("the board", () => {
  it("pictures or text faces, the state of each permanent readable on it, French names on a French page", async () => {
    const sandbox = {
      turn: 3,
      activePlayer: 1,
      players: [
        // Ben could Shock: the game waits on him in the declare attackers step, so the attack stays on the board to be read.
        {
          name: "Ben",
          hand: ["Shock"],
          battlefield: ["Liliana Vess", { card: "Mountain", tapped: true }, "Mountain"],
          library: ["Plains", "Plains", "Plains"],
        },
        {
          name: "Ana",
          hand: ["Serra Angel"],
          battlefield: [
            { card: "Grizzly Bears", counters: { "+1/+1": 2 }, damage: 1 },
            { card: "Savannah Lions", sick: true },
            "Jace Beleren",
            { card: "Plains", tapped: true },
          ],
          library: ["Plains", "Plains", "Plains"],
        },
      ],
    };
    const ben = await connect(serverUrl(suite.server)).createTable({ name: "Board", sandbox, spectators: true }, { name: "Ben" });
    // Ana plays with the pictures blocked.
    const ana = await sitAtSandbox(suite, ben.code, "Ana");
    await ben.ready();
    // Cid watches on a French page where the pictures load.
    const cid = await watchTable(suite, ben.code, "Cid", { images: "stand-in", localStorage: { "mtg-table:language": "fr" } });

    await ana.waitForSelector(".kind-priority");
    const bears = ana.locator('.permanent[data-name="Grizzly Bears"]');
    // Every picture failed and was taken away: text faces only, no broken image.
    await expect.poll(() => ana.locator("img").count()).toBe(0);
    expect(await bears.locator(":scope > .title .name").textContent()).toBe("Grizzly Bears");
    expect(await ana.locator(".hand .hand-card .face .name").first().textContent()).toBe("Serra Angel");
    // Counters, damage, loyalty, summoning sickness and a tapped permanent, each named for screen readers too.
    expect(await bears.locator('.counter[data-kind="+1/+1"]').getAttribute("aria-label")).toBe("2 +1/+1 counters");
    expect(await bears.locator(".damage").getAttribute("aria-label")).toBe("1 damage");
    expect(await bears.locator(":scope > .pt").textContent()).toBe("4/4");
    expect(await ana.locator('.permanent[data-name="Jace Beleren"] .loyalty').getAttribute("aria-label")).toBe("loyalty 3 (306.5c)");
    expect(await ana.locator('.permanent.sick[data-name="Savannah Lions"] .sick-mark').getAttribute("aria-label")).toBe("summoning sick (302.6)");
    expect(await ana.locator('.permanent.tapped[data-name="Plains"]').count()).toBe(1);
    expect(await ana.locator('.permanent[data-name="Plains"]').getAttribute("title")).toContain("tapped");

    // To combat: Grizzly Bears attacks Ben, and is tapped and marked attacking.
    await passUntil(ana, "declareAttackers");
    await bears.click();
    await ana.click("button.confirm");
    await ana.waitForSelector('.permanent.is-attacking.tapped[data-name="Grizzly Bears"] > .combat.attacking >> text="⚔ attacking Ben"');
    expect(ben.state.step).toBe("declareAttackers");
    await ana.screenshot({ path: `${artifacts}/board-text-faces.png` });

    // Cid's page: the pictures, and the French names with the English one on hover.
    const theirBears = cid.locator('.permanent[data-name="Grizzly Bears"]');
    await theirBears.locator("img.card-image.loaded").waitFor();
    expect(await theirBears.locator("img.card-image").isVisible()).toBe(true);
    const faces = (await (await fetch(`${suite.base}/api/cards`)).json()) as CardFace[];
    const french = faces.find((c) => c.name === "Grizzly Bears")!.french!.name;
    expect(french).not.toBe("Grizzly Bears");
    expect(await theirBears.locator(":scope > .title .name").textContent()).toBe(french);
    expect(await theirBears.getAttribute("title")).toContain("(Grizzly Bears)");
    expect(await cid.locator('.plate[data-name="Ana"] .counts').textContent()).toContain("bibliothèque");
    expect(await cid.locator('.permanent[data-name="Jace Beleren"] .loyalty').getAttribute("aria-label")).toBe("loyauté 3 (306.5c)");
    await cid.screenshot({ path: `${artifacts}/board-pictures-fr.png` });
    // A long look: the picture shown large on hover.
    await theirBears.hover();
    await cid.locator(".card-preview img.card-image.loaded").waitFor();
    await cid.screenshot({ path: `${artifacts}/board-preview.png` });
    await ben.leave();
  }, 120_000);
});

/** A board with many turned cards: Ana's creatures attacking, more tapped with counters, Ben's tapped too. */
const TAPPED = {
  turn: 3,
  activePlayer: 1,
  players: [
    {
      name: "Ben",
      battlefield: [
        { card: "Serra Angel", tapped: true, counters: { "+1/+1": 1 } },
        { card: "Craw Wurm", tapped: true, damage: 2 },
        { card: "Grizzly Bears", tapped: true },
        "Savannah Lions",
        { card: "Plains", tapped: true },
        { card: "Plains", tapped: true },
        "Plains",
      ],
      library: ["Plains", "Plains", "Plains"],
    },
    {
      name: "Ana",
      hand: ["Shock"],
      battlefield: [
        "Raging Goblin",
        "Grizzly Bears",
        "Hill Giant",
        { card: "Serra Angel", counters: { "+1/+1": 2 } },
        { card: "Craw Wurm", tapped: true },
        "Savannah Lions",
        { card: "Mountain", tapped: true },
        { card: "Forest", tapped: true },
        "Plains",
      ],
      library: ["Plains", "Plains", "Plains"],
    },
  ],
};

/** Turned cards that spill out of their slot, and slots of a row that overlap: none is right. */
function spills(page: Page): Promise<string[]> {
  return page.$$eval(".battlefield .row", (rows) => {
    const out: string[] = [];
    for (const row of rows) {
      const slots = [...row.querySelectorAll(":scope > .permanent-slot")];
      const boxes = slots.map((s) => s.getBoundingClientRect());
      slots.forEach((slot, i) => {
        const card = slot.querySelector(":scope > .permanent")!;
        const c = card.getBoundingClientRect();
        const s = boxes[i]!;
        const name = card.getAttribute("data-name");
        if (c.left < s.left - 1 || c.right > s.right + 1 || c.top < s.top - 1 || c.bottom > s.bottom + 1) out.push(`${name} spills out of its slot`);
        const r = row.getBoundingClientRect();
        if (c.bottom > r.bottom + 1 || c.top < r.top - 1) out.push(`${name} spills out of its row`);
        boxes.forEach((o, j) => {
          if (j > i && o.left < s.right - 1 && s.left < o.right - 1 && o.top < s.bottom - 1 && s.top < o.bottom - 1) out.push(`${name} overlaps the next card`);
        });
      });
    }
    return out;
  });
}

/** Whether two rectangles share any area. */
function overlap(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe("turned cards and the large preview", () => {
  it("tapped and attacking cards stay in their slots, text faces or pictures, at 1366×768 and on a phone", async () => {
    const ben = await connect(serverUrl(suite.server)).createTable({ name: "Tapped", sandbox: TAPPED }, { name: "Ben" });
    ben.events.on("prompt", (p) => {
      if (p?.kind === "priority" || p?.kind === "declareBlockers") void (p.kind === "priority" ? ben.pass() : ben.declareBlockers()).catch(() => {});
    });
    const ana = await sitAtSandbox(suite, ben.code, "Ana");
    await ben.ready();
    await passUntil(ana, "declareAttackers");
    for (const name of ["Raging Goblin", "Grizzly Bears", "Hill Giant", "Serra Angel"]) await ana.click(`.permanent[data-name="${name}"]`);
    await ana.click("button.confirm");
    await ana.waitForSelector('.permanent.is-attacking.tapped[data-name="Hill Giant"]');
    // Serra Angel attacks untapped (vigilance, 702.20b). The turn animation (0.15 s) has ended once every turned card's transform is the final one.
    const settled = (page: Page) => page.waitForFunction('[...document.querySelectorAll(".permanent")].every((el) => el.getAnimations().length === 0)');
    await settled(ana);
    expect(await spills(ana)).toEqual([]);
    await ana.screenshot({ path: `${artifacts}/board-tapped-1366x768.png` });

    const phone = await watchTable(suite, ben.code, "Cid", { width: 390, height: 844 });
    await phone.waitForSelector('.permanent.is-attacking.tapped[data-name="Hill Giant"]');
    await settled(phone);
    expect(await spills(phone)).toEqual([]);
    await phone.screenshot({ path: `${artifacts}/board-tapped-phone.png`, fullPage: true });

    const pictures = await watchTable(suite, ben.code, "Dee", { images: "stand-in", width: 1366, height: 768 });
    await pictures.locator('.permanent[data-name="Serra Angel"] img.card-image.loaded').first().waitFor();
    await settled(pictures);
    expect(await spills(pictures)).toEqual([]);
    for (const page of [ana, phone, pictures]) await page.context().close();
    await ben.leave();
  }, 120_000);

  for (const [width, height] of [
    [1366, 768],
    [1920, 1080],
  ] as const)
    it(`the preview covers neither the log nor the prompt, nor the card under the pointer (${width}×${height})`, async () => {
      const ben = await connect(serverUrl(suite.server)).createTable({ name: "Preview", sandbox: TAPPED }, { name: "Ben" });
      const ana = await sitAtSandbox(suite, ben.code, "Ana", { width, height, images: "stand-in" });
      await ben.ready();
      await ana.waitForSelector(".kind-priority");
      const side = (await ana.locator(".side").boundingBox())!;
      const prompt = (await ana.locator(".prompt-area").boundingBox())!;
      // A card at the left of the board, one at its right, one in the hand, one on the stack's side.
      const cards = ana.locator(".seat.mine .permanent");
      for (const card of [
        cards.first(),
        cards.last(),
        ana.locator('.hand-card[data-name="Shock"]'),
        ana.locator('.seat:not(.mine) .permanent[data-name="Plains"]').last(),
      ]) {
        await card.hover();
        const preview = ana.locator(".card-preview img.card-image.loaded");
        await preview.waitFor();
        const box = (await ana.locator(".card-preview").boundingBox())!;
        const under = (await card.boundingBox())!;
        expect(overlap(box, side), "the log").toBe(false);
        expect(overlap(box, prompt), "the prompt").toBe(false);
        expect(overlap(box, under), "the card").toBe(false);
        expect(box.width).toBeGreaterThanOrEqual(200);
      }
      await cards.first().hover();
      await ana.screenshot({ path: `${artifacts}/board-preview-${width}x${height}.png` });
      await ana.context().close();
      await ben.leave();
    }, 120_000);
});
