import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { HAND_WRITTEN_CARDS } from "../../server/cards/index.ts";

describe("card tests", () => {
  it("every card in the registry is named by a test in test/cards/", () => {
    const dir = new URL(".", import.meta.url);
    const text = readdirSync(dir)
      // The generic trial names only the cards it excuses, which need a test of their own.
      .filter((f) => f.endsWith(".test.ts") && f !== "every-card-tested.test.ts" && f !== "every-card-generic.test.ts")
      .map((f) => readFileSync(new URL(f, dir), "utf8"))
      .join("\n");
    const untested = HAND_WRITTEN_CARDS.map((c) => c.name).filter((name) => !text.includes(`"${name}"`));
    expect(untested).toEqual([]);
  });
});
