// The board in a real browser (Debian's Chromium driven by playwright-core): card pictures from Scryfall's CDN
// when they load — served here by a stand-in — and the text faces when they can't (no broken image left on the
// page); what a permanent is going through readable on it (tapped, attacking, counters, damage, loyalty, summoning
// sickness); French card names on a French page, the English one on hover. Screenshots go to test-artifacts/.

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
        { name: "Ben", battlefield: ["Liliana Vess", { card: "Mountain", tapped: true }], library: ["Plains", "Plains", "Plains"] },
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
    // (One look: combat goes on by itself, Ben passing.)
    await ana.waitForSelector('.permanent.is-attacking.tapped[data-name="Grizzly Bears"] > .combat.attacking >> text="⚔ attacking Ben"');
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
