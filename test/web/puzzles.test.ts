// The shipped puzzles (web/src/puzzles/) are positions the engine accepts, with the first player — the seat the
// lobby's host takes — to act, and a title and a goal in every language.

import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { engine } from "../../server/game.ts";

const dir = fileURLToPath(new URL("../../web/src/puzzles/", import.meta.url));
const locales = fileURLToPath(new URL("../../web/src/locales/", import.meta.url));
const files = readdirSync(dir).filter((f) => f.endsWith(".json"));

describe("the shipped puzzles", () => {
  it("there are a few", () => {
    expect(files.length).toBeGreaterThanOrEqual(3);
  });

  it.each(files)("%s starts a sandbox game with the first player to act", (file) => {
    const setup = JSON.parse(readFileSync(`${dir}${file}`, "utf8"));
    const started = engine.newSandboxGame(setup);
    if (!started.ok) throw new Error(`${file}: ${started.error.message} ${started.error.problems?.join("; ") ?? ""}`);
    expect(started.state.sandbox).toBe(true);
    expect(started.state.prompt).toMatchObject({ kind: "priority", player: 0 });
  });

  it.each(["en", "fr"])("each has a title and a goal in %s", (language) => {
    const strings = JSON.parse(readFileSync(`${locales}${language}/lobby.json`, "utf8")) as {
      puzzles: { list: Record<string, { title?: string; goal?: string }> };
    };
    for (const file of files) {
      const entry = strings.puzzles.list[file.replace(/\.json$/, "")];
      expect(entry?.title, file).toBeTruthy();
      expect(entry?.goal, file).toBeTruthy();
    }
  });
});
