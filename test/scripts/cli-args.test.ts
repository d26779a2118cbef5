// The command-line options of the scripts and benchmarks (scripts/cli-args.ts): both spellings of a value,
// refusals with one line saying what is wrong, --help; and one real script refusing a bad argument.

import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { choice, flag, MAX_SEED, parseCli, positiveNumber, seed, usage, wholeNumber, type Cli, type Options } from "../../scripts/cli-args.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

// Options like those of npm run simulate and npm run fuzz.
const cli = {
  synopsis: "usage: test [options]",
  options: {
    games: wholeNumber({ min: 1, default: 100, help: "games to play" }),
    players: wholeNumber({ min: 2, max: 4, placeholder: "P", default: 2, help: "players in each game" }),
    seed: seed({ default: 1, help: "seed of the first game" }),
    minutes: positiveNumber({ max: 1440, default: 1, help: "how long" }),
    only: choice({ choices: ["engine", "server"], help: "one half" }),
    game: wholeNumber({ min: 0, placeholder: "G", help: "one game" }),
    thinkMs: wholeNumber({ min: 0, default: 500, help: "think time" }),
    json: flag("print JSON"),
  },
  check: ({ game, only }) => (game !== null && only === "server" ? "--game cannot go with --only server" : null),
} satisfies Cli<Options>;

function values(...argv: string[]) {
  const r = parseCli(cli, argv);
  if (r.kind !== "values") throw new Error(`expected values, got ${JSON.stringify(r)}`);
  return r.values;
}

function error(...argv: string[]): string {
  const r = parseCli(cli, argv);
  if (r.kind !== "error") throw new Error(`expected an error, got ${JSON.stringify(r)}`);
  return r.error;
}

describe("parseCli", () => {
  it("gives the defaults when no option is given", () => {
    expect(values()).toEqual({ games: 100, players: 2, seed: 1, minutes: 1, only: null, game: null, thinkMs: 500, json: false });
  });

  it("reads --name value and --name=value alike", () => {
    expect(values("--seed=42")).toEqual(values("--seed", "42"));
    expect(values("--seed=42").seed).toBe(42);
    expect(values("--games=3").games).toBe(3);
    expect(values("--games", "3", "--players=3", "--only", "engine", "--json")).toMatchObject({ games: 3, players: 3, only: "engine", json: true });
  });

  it("writes camelCase keys in kebab-case on the command line", () => {
    expect(values("--think-ms", "0").thinkMs).toBe(0);
    expect(error("--thinkMs", "0")).toBe("unknown option --thinkMs");
  });

  it("takes fractions where a number is not a count", () => {
    expect(values("--minutes", "0.05").minutes).toBe(0.05);
    expect(values("--minutes=.5").minutes).toBe(0.5);
  });

  it("takes seeds from 0 to 2^32 - 1, and refuses anything else with the reason", () => {
    expect(values("--seed", "0").seed).toBe(0);
    expect(values("--seed", String(MAX_SEED)).seed).toBe(MAX_SEED);
    expect(error("--seed", "abc")).toBe(`--seed must be a whole number from 0 to ${MAX_SEED}, not "abc"`);
    expect(error("--seed", String(MAX_SEED + 1))).toContain("--seed must be a whole number");
    for (const bad of ["-1", "1.5", "1e3", "0x2a", " 42", ""]) expect(error(`--seed=${bad}`)).toContain("--seed must be a whole number");
    expect(error("--seed", "ab".repeat(32))).toContain("a 64-hex seed is for tables");
  });

  it("refuses counts that are not whole numbers or out of range", () => {
    expect(error("--games", "abc")).toBe('--games must be a whole number, 1 or more, not "abc"');
    expect(error("--games", "0")).toBe('--games must be a whole number, 1 or more, not "0"');
    expect(error("--games", "2.5")).toContain("--games must be a whole number");
    expect(error("--players", "7")).toBe('--players must be 2, 3 or 4, not "7"');
    // A negative number after an option is its value, refused as such rather than as a missing value.
    expect(error("--minutes", "-1")).toBe('--minutes must be a number more than 0 and at most 1440, not "-1"');
    expect(error("--minutes", "0")).toContain("--minutes must be a number more than 0");
    expect(error("--only", "both")).toBe('--only must be engine or server, not "both"');
  });

  it("refuses unknown options, missing values, values given to flags and stray arguments", () => {
    expect(error("--gmes", "3")).toBe("unknown option --gmes");
    expect(error("-x")).toBe("unknown option -x");
    expect(error("--games")).toBe("--games needs a value");
    expect(error("--games", "--seed", "3")).toBe("--games needs a value");
    expect(error("--json=yes")).toBe("--json takes no value");
    expect(error("3")).toBe('unexpected argument "3"');
  });

  it("refuses a combination the command's check refuses", () => {
    expect(error("--game", "3", "--only", "server")).toBe("--game cannot go with --only server");
    expect(values("--game", "3", "--only", "engine").game).toBe(3);
  });

  it("answers --help and -h with help, even next to other options", () => {
    expect(parseCli(cli, ["--help"])).toEqual({ kind: "help" });
    expect(parseCli(cli, ["-h"])).toEqual({ kind: "help" });
    expect(parseCli(cli, ["--games", "3", "--help"])).toEqual({ kind: "help" });
  });

  it("lists every option in the usage text, with what it takes and its default", () => {
    const text = usage(cli);
    expect(text.split("\n")[0]).toBe("usage: test [options]");
    expect(text).toContain("--players P");
    expect(text).toContain("(2 to 4; default 2)");
    expect(text).toContain("--think-ms N");
    expect(text).toContain("--help");
  });
});

describe("a script given a bad argument", () => {
  it("npm run simulate -- --games abc: one error line and the usage on stderr, exit code 2, no stack trace", () => {
    const r = spawnSync(process.execPath, ["scripts/simulate.ts", "--games", "abc"], { cwd: ROOT, encoding: "utf8", timeout: 30_000 });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    const lines = r.stderr.split("\n");
    expect(lines[0]).toBe('error: --games must be a whole number, 1 or more, not "abc"');
    expect(lines[1]).toMatch(/^usage: npm run simulate/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  }, 30_000);
});
