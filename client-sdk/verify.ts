// Checking a finished game a table published (shared/fairness.ts): that the server's revealed seed is the
// one it committed to, that the game's seed was mixed from it and the players' entropy, and that the
// engine, replaying the record from that seed, accepts it and ends the game as the record says. The SDK
// holds no engine: the caller passes one (`engine` of server/game.ts, or any build of it).

import { gameSeed, isSeedHex, seedCommitment, type GameOutcome, type PublishedGame } from "../shared/fairness.ts";

/** What verification needs of an engine's game configuration. */
export interface VerifiableConfig {
  readonly seed: number | string;
  readonly players: readonly unknown[];
}

/** What verification needs of an engine: `replay` as the engine has it. */
export interface Replayer<Config, Input> {
  replay(record: {
    readonly config: Config;
    readonly inputs: readonly Input[];
  }):
    | { readonly ok: true; readonly state: { readonly result: GameOutcome | null } }
    | { readonly ok: false; readonly error: { readonly code: string; readonly message: string } };
}

export type VerificationCheckName = "commitment" | "seed" | "replay" | "result";

export interface VerificationCheck {
  readonly name: VerificationCheckName;
  readonly ok: boolean;
  /** What was compared, or why it could not be. */
  readonly detail: string;
}

export interface VerificationReport {
  /** Every check passed. */
  readonly ok: boolean;
  readonly checks: readonly VerificationCheck[];
}

function describe(outcome: GameOutcome | null): string {
  if (!outcome) return "no result (the game did not end)";
  if (outcome.draw) return "a draw";
  return `won by seat(s) ${outcome.winners.map((p) => p + 1).join(", ")}`;
}

function sameOutcome(a: GameOutcome | null, b: GameOutcome | null): boolean {
  if (!a || !b) return a === b;
  const wa = [...a.winners].sort((x, y) => x - y);
  const wb = [...b.winners].sort((x, y) => x - y);
  return a.draw === b.draw && wa.length === wb.length && wa.every((w, i) => w === wb[i]);
}

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** Runs every check, whatever the earlier ones found, and reports each; never throws. */
export function verifyGame<Config extends VerifiableConfig, Input>(
  record: PublishedGame<Config, Input>,
  replayer: Replayer<Config, Input>,
): VerificationReport {
  const checks: VerificationCheck[] = [];
  const { fairness, config } = record;

  // The revealed seed is the one committed to before the players gave their entropy.
  if (!isSeedHex(fairness.serverSeed)) checks.push({ name: "commitment", ok: false, detail: "the revealed server seed is not 64 lowercase hex digits" });
  else {
    const expected = seedCommitment(fairness.serverSeed);
    checks.push(
      expected === fairness.commitment
        ? { name: "commitment", ok: true, detail: `SHA-256 commitment ${expected} matches the revealed server seed` }
        : { name: "commitment", ok: false, detail: `the revealed server seed commits to ${expected}, not to the published ${fairness.commitment}` },
    );
  }

  // The game was played with the seed mixed from the server's seed and every seat's entropy.
  try {
    const mixed = gameSeed(fairness.serverSeed, fairness.entropy);
    const problems: string[] = [];
    if (fairness.entropy.length !== config.players.length) problems.push(`${fairness.entropy.length} entropy entries for ${config.players.length} seats`);
    if (mixed !== fairness.seed) problems.push(`the server seed and entropy give ${mixed}, not the published ${fairness.seed}`);
    if (config.seed !== mixed) problems.push(`the game was configured with seed ${String(config.seed)}, not ${mixed}`);
    checks.push(
      problems.length === 0
        ? { name: "seed", ok: true, detail: `the game's seed ${mixed} mixes the server seed with ${config.players.length} seats' entropy` }
        : { name: "seed", ok: false, detail: problems.join("; ") },
    );
  } catch (e) {
    checks.push({ name: "seed", ok: false, detail: message(e) });
  }

  // The engine accepts the record and ends the game as the record says.
  let replayed: GameOutcome | null | undefined;
  try {
    const r = replayer.replay({ config: record.config, inputs: record.inputs });
    if (r.ok) {
      replayed = r.state.result;
      checks.push({ name: "replay", ok: true, detail: `the engine replays the ${record.inputs.length} inputs` });
    } else checks.push({ name: "replay", ok: false, detail: `the engine refuses the record: ${r.error.code} ${r.error.message}` });
  } catch (e) {
    checks.push({ name: "replay", ok: false, detail: `the replay failed: ${message(e)}` });
  }
  if (replayed === undefined) checks.push({ name: "result", ok: false, detail: "no replay to compare the result with" });
  else
    checks.push(
      sameOutcome(replayed, record.result)
        ? { name: "result", ok: true, detail: `the replay ends as the record says: ${describe(replayed)}` }
        : { name: "result", ok: false, detail: `the record says ${describe(record.result)}; the replay gives ${describe(replayed)}` },
    );

  return { ok: checks.every((c) => c.ok), checks };
}
