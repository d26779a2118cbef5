// The SDK as a package of its own: it builds to JavaScript with its type declarations, without Node's
// types or modules (the browser path), and the built module works.

import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { fileURLToPath, pathToFileURL } from "node:url";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../", import.meta.url));
const out = mkdtempSync(`${tmpdir()}/client-sdk-`);
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe("client-sdk as a package", () => {
  it("builds with declarations, with no Node types and no node: imports", async () => {
    const configPath = `${root}client-sdk/tsconfig.build.json`;
    const config = ts.readConfigFile(configPath, (f) => ts.sys.readFile(f));
    const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, `${root}client-sdk`);
    const program = ts.createProgram(parsed.fileNames, { ...parsed.options, outDir: out });
    const emitted = program.emit();
    const problems = [...ts.getPreEmitDiagnostics(program), ...emitted.diagnostics].map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    expect(problems).toEqual([]);
    const sources = program.getSourceFiles().filter((f) => !f.fileName.includes("node_modules"));
    // Only the SDK and shared/ are part of it: nothing from the server.
    expect(sources.every((f) => f.fileName.includes("/client-sdk/") || f.fileName.includes("/shared/"))).toBe(true);
    for (const f of sources) expect(f.text, f.fileName).not.toMatch(/from "node:/);
    expect(readFileSync(`${out}/client-sdk/index.d.ts`, "utf8")).toContain("export { connect, TableServer");

    const built = (await import(pathToFileURL(`${out}/client-sdk/index.js`).href)) as typeof import("../../client-sdk/index.ts");
    expect(typeof built.connect).toBe("function");
    expect(new built.TableError("NOT_AN_OPTION", "x").code).toBe("NOT_AN_OPTION");
  }, 60_000);
});
