// client-sdk/README.md can't rot: every TypeScript example in it is type-checked with the project's
// compiler settings, and the minimal bot is run against a real server until its game ends.

import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ColyseusTestServer } from "@colyseus/testing";
import { connect, RandomBot } from "../../client-sdk/index.ts";
import { serverUrl, startTestServer } from "../support/table-server.ts";

const root = fileURLToPath(new URL("../../", import.meta.url));
const dir = `${root}.readme-examples`;
const readme = readFileSync(`${root}client-sdk/README.md`, "utf8");
const examples = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]!.replaceAll('from "./', 'from "../'));
const files = examples.map((_, i) => `${dir}/example-${i + 1}.ts`);

let server: ColyseusTestServer;
beforeAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const [i, code] of examples.entries()) writeFileSync(files[i]!, code);
  // A fixed seed: the same hands and the same game every run, so its length (and time) is known.
  server = await startTestServer({ messagesPerSecond: 1000, seed: 5 });
});
afterAll(async () => {
  await server.shutdown();
  rmSync(dir, { recursive: true, force: true });
});

describe("client-sdk/README.md", () => {
  it("has examples, and every one compiles with the project's settings (browser globals included)", () => {
    expect(examples.length).toBeGreaterThanOrEqual(7);
    const config = ts.readConfigFile(`${root}tsconfig.json`, (f) => ts.sys.readFile(f));
    const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
    const program = ts.createProgram(files, { ...parsed.options, lib: ["lib.es2023.d.ts", "lib.dom.d.ts"], noEmit: true });
    const problems = ts.getPreEmitDiagnostics(program).map((d) => {
      const where = d.file && d.start !== undefined ? `${d.file.fileName.replace(root, "")}:${d.file.getLineAndCharacterOfPosition(d.start).line + 1}` : "";
      return `${where} ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`;
    });
    expect(problems).toEqual([]);
  }, 60_000);

  it("the minimal bot plays a whole game against a random bot and reports the winner", async () => {
    const botFile = files[examples.findIndex((e) => e.includes("export async function playOneGame"))]!;
    const { playOneGame } = (await import(pathToFileURL(botFile).href)) as { playOneGame: (url: string, code: string) => Promise<string> };
    const host = await connect(serverUrl(server)).createTable({ name: "Bot test" }, { name: "Host", deck: { starter: "red-burn-goblins" } });
    await host.ready();
    const opponent = new RandomBot(host, { seed: 5 });
    const [winner] = await Promise.all([playOneGame(serverUrl(server), host.code), opponent.play()]);
    expect(["Robo", "Host"]).toContain(winner);
    expect(host.state.status).toBe("finished");
  }, 60_000);
});
