// Command-line options of the scripts and benchmarks (npm run simulate, fuzz, demo, bench, bench:server):
// node:util's parseArgs in strict mode, then a check of every value, so that a mistyped option or value stops
// the script with one line saying what is wrong instead of being ignored or ending in a stack trace.
// parseCli is pure (arguments in, values or an error out), so it is tested without starting a script;
// runCli prints and exits.

import { parseArgs } from "node:util";
import { isSeedHex } from "../shared/fairness.ts";

/** What reading an option's text gave: its value, or what is wrong with it (to follow "--name "). */
export type Reading<T> = { readonly value: T } | { readonly problem: string };

/** One option: how the usage text shows it and how its text becomes a value. */
export interface Option<T> {
  /** What the value is called in the usage text ("N"), or null for a flag, which takes no value. */
  readonly placeholder: string | null;
  readonly help: string;
  /** The values it takes, as the usage text shows them ("1 or more"), if the placeholder doesn't say. */
  readonly accepts?: string;
  /** The default as the usage text shows it, if there is one to show. */
  readonly shownDefault?: string;
  /** The value from the option's text: a string, true for a flag given, undefined when absent. */
  readonly read: (text: string | boolean | undefined) => Reading<T>;
}

export type Options = Record<string, Option<unknown>>;
export type Values<O extends Options> = { -readonly [K in keyof O]: O[K] extends Option<infer T> ? T : never };

export interface Cli<O extends Options> {
  /** The first lines of the usage text: how the command is run and what it does. */
  readonly synopsis: string;
  /** The options; a key in camelCase is written in kebab-case on the command line (thinkMs: --think-ms). */
  readonly options: O;
  /** What is wrong with this combination of values, or null. */
  readonly check?: (values: Values<O>) => string | null;
}

export type CliResult<V> = { readonly kind: "values"; readonly values: V } | { readonly kind: "help" } | { readonly kind: "error"; readonly error: string };

/** The largest seed: the simulations' generators (shared/sim-rng.ts) take 32 bits, so a larger one would repeat a smaller one's games. */
export const MAX_SEED = 0xffff_ffff;

const INTEGER = /^-?\d+$/;
const DECIMAL = /^-?(\d+\.?\d*|\.\d+)$/;

interface NumberSpec {
  readonly min: number;
  readonly max?: number;
  readonly placeholder?: string;
  readonly help: string;
}

/** "2, 3 or 4" for a short range, else "a whole number from 0 to 9" or "a whole number, 1 or more". */
function describeRange(min: number, max: number | undefined): string {
  if (max !== undefined && max - min <= 3) {
    const all = Array.from({ length: max - min + 1 }, (_, i) => String(min + i));
    return all.length === 1 ? all[0]! : `${all.slice(0, -1).join(", ")} or ${all.at(-1)}`;
  }
  return max === undefined ? `a whole number, ${min} or more` : `a whole number from ${min} to ${max}`;
}

/** A whole number in [min, max]; with a default, never null. */
export function wholeNumber(spec: NumberSpec & { readonly default: number }): Option<number>;
export function wholeNumber(spec: NumberSpec): Option<number | null>;
export function wholeNumber(spec: NumberSpec & { readonly default?: number }): Option<number | null> {
  const expected = describeRange(spec.min, spec.max);
  return {
    placeholder: spec.placeholder ?? "N",
    help: spec.help,
    accepts: spec.max === undefined ? `${spec.min} or more` : `${spec.min} to ${spec.max}`,
    ...(spec.default !== undefined ? { shownDefault: String(spec.default) } : {}),
    read(text) {
      if (text === undefined) return { value: spec.default ?? null };
      const n = typeof text === "string" && INTEGER.test(text) ? Number(text) : Number.NaN;
      if (!(Number.isSafeInteger(n) && n >= spec.min && (spec.max === undefined || n <= spec.max))) return { problem: `must be ${expected}, not "${text}"` };
      return { value: n };
    },
  };
}

/** A number more than 0 and at most `max`, fractions allowed (minutes, seconds). */
export function positiveNumber(spec: { readonly max: number; readonly default: number; readonly placeholder?: string; readonly help: string }): Option<number> {
  return {
    placeholder: spec.placeholder ?? "N",
    help: spec.help,
    accepts: `more than 0, at most ${spec.max}`,
    shownDefault: String(spec.default),
    read(text) {
      if (text === undefined) return { value: spec.default };
      const n = typeof text === "string" && DECIMAL.test(text) ? Number(text) : Number.NaN;
      if (!(n > 0 && n <= spec.max)) return { problem: `must be a number more than 0 and at most ${spec.max}, not "${text}"` };
      return { value: n };
    },
  };
}

/**
 * A seed for simulated games: a whole number from 0 to MAX_SEED. The engine also takes 64 hex digits, but the
 * scripts derive their random players' and decks' seeds from the number by arithmetic, so hex is refused here.
 */
export function seed(spec: { readonly default: number; readonly help: string }): Option<number>;
export function seed(spec: { readonly help: string }): Option<number | null>;
export function seed(spec: { readonly default?: number; readonly help: string }): Option<number | null> {
  return {
    placeholder: "S",
    help: spec.help,
    accepts: `0 to ${MAX_SEED}`,
    ...(spec.default !== undefined ? { shownDefault: String(spec.default) } : {}),
    read(text) {
      if (text === undefined) return { value: spec.default ?? null };
      const n = typeof text === "string" && /^\d+$/.test(text) ? Number(text) : Number.NaN;
      if (n <= MAX_SEED) return { value: n };
      if (isSeedHex(text))
        return { problem: `must be a whole number from 0 to ${MAX_SEED}: a 64-hex seed is for tables, and the random players and decks here need a number` };
      return { problem: `must be a whole number from 0 to ${MAX_SEED}, not "${text}"` };
    },
  };
}

/** One of a few words, or null when absent. */
export function choice<const C extends string>(spec: {
  readonly choices: readonly C[];
  readonly placeholder?: string;
  readonly help: string;
}): Option<C | null> {
  const expected = spec.choices.length === 1 ? spec.choices[0]! : `${spec.choices.slice(0, -1).join(", ")} or ${spec.choices.at(-1)}`;
  return {
    placeholder: spec.placeholder ?? spec.choices.join("|"),
    help: spec.help,
    read(text) {
      if (text === undefined) return { value: null };
      const found = spec.choices.find((c) => c === text);
      return found !== undefined ? { value: found } : { problem: `must be ${expected}, not "${text}"` };
    },
  };
}

/** An option without a value: true when given. */
export function flag(help: string): Option<boolean> {
  return { placeholder: null, help, read: (text) => ({ value: text === true }) };
}

function optionName(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

export function usage<O extends Options>(cli: Cli<O>): string {
  const rows: [string, string][] = Object.entries(cli.options).map(([key, o]) => {
    const notes = [o.accepts, o.shownDefault !== undefined ? `default ${o.shownDefault}` : undefined].filter((n) => n !== undefined);
    return [`--${optionName(key)}${o.placeholder ? ` ${o.placeholder}` : ""}`, notes.length > 0 ? `${o.help} (${notes.join("; ")})` : o.help];
  });
  rows.push(["--help", "print this text and exit"]);
  const width = Math.max(...rows.map(([left]) => left.length));
  return [cli.synopsis, "", "options:", ...rows.map(([left, right]) => `  ${left.padEnd(width)}  ${right}`)].join("\n");
}

/** parseArgs's error as one line in the usage text's words. */
function describeParseError(e: unknown): string {
  const message = e instanceof Error ? e.message : String(e);
  const quoted = /'([^' ]+)/.exec(message)?.[1];
  const code = (e as { code?: unknown }).code;
  if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" && quoted) return `unknown option ${quoted}`;
  if (code === "ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL" && quoted) return `unexpected argument "${quoted}"`;
  if (code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE" && quoted)
    return message.includes("does not take an argument") ? `${quoted} takes no value` : `${quoted} needs a value`;
  return message.split("\n")[0]!;
}

/** The values of the options in `argv` (the arguments after the script's path), or why there are none. */
export function parseCli<O extends Options>(cli: Cli<O>, argv: readonly string[]): CliResult<Values<O>> {
  const keys = new Map(Object.keys(cli.options).map((key) => [optionName(key), key]));
  const takesValue = (arg: string): boolean =>
    arg.startsWith("--") && !arg.includes("=") && (cli.options[keys.get(arg.slice(2)) ?? ""]?.placeholder ?? null) !== null;
  // parseArgs reads "--minutes -1" as an option missing its value; a negative number after an option that
  // takes one is its value, so that it is refused as out of range rather than as absent.
  const args: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const next = argv[i + 1];
    if (arg === "--") {
      args.push(...argv.slice(i));
      break;
    }
    if (takesValue(arg) && next !== undefined && /^-[\d.]/.test(next)) {
      args.push(`${arg}=${next}`);
      i++;
    } else args.push(arg);
  }
  const config = Object.fromEntries(
    [...keys].map(([name, key]) => [name, { type: cli.options[key]!.placeholder === null ? ("boolean" as const) : ("string" as const) }]),
  );
  let parsed: Record<string, string | boolean | undefined>;
  try {
    parsed = parseArgs({ args, options: { ...config, help: { type: "boolean", short: "h" } }, strict: true, allowPositionals: false }).values;
  } catch (e) {
    return { kind: "error", error: describeParseError(e) };
  }
  if (parsed.help) return { kind: "help" };
  const values: Record<string, unknown> = {};
  for (const [name, key] of keys) {
    const reading = cli.options[key]!.read(parsed[name]);
    if ("problem" in reading) return { kind: "error", error: `--${name} ${reading.problem}` };
    values[key] = reading.value;
  }
  const problem = cli.check?.(values as Values<O>) ?? null;
  return problem !== null ? { kind: "error", error: problem } : { kind: "values", values: values as Values<O> };
}

/** The options of this process's command line; prints the usage and exits: with 0 for --help, with 2 for a mistake. */
export function runCli<O extends Options>(cli: Cli<O>, argv: readonly string[] = process.argv.slice(2)): Values<O> {
  const result = parseCli(cli, argv);
  if (result.kind === "help") {
    console.log(usage(cli));
    process.exit(0);
  }
  if (result.kind === "error") {
    console.error(`error: ${result.error}\n${usage(cli)}`);
    process.exit(2);
  }
  return result.values;
}
