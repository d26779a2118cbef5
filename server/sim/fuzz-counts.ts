// What a fuzzing run counts, for the engine fuzzer and the hostile-client fuzzer alike. A run is clean
// when the last three are all zero.

export interface FuzzCounts {
  /** Inputs (engine) or messages (server) sent. */
  inputs: number;
  /** Inputs that threw out of the engine, or messages after which the server was down or a handler threw. */
  throws: number;
  /** Refused inputs after which the state was not byte-identical to the state before. */
  changesOnRefusal: number;
  /** Accepted inputs after which a game invariant failed. */
  invariantViolations: number;
  /** The first few failures, described, with what reproduces them (seed, game, input). */
  readonly failures: string[];
}

export function emptyCounts(): FuzzCounts {
  return { inputs: 0, throws: 0, changesOnRefusal: 0, invariantViolations: 0, failures: [] };
}

/** Adds `b` into `a`, keeping at most `keep` failure descriptions. */
export function addCounts(a: FuzzCounts, b: FuzzCounts, keep = 20): FuzzCounts {
  a.inputs += b.inputs;
  a.throws += b.throws;
  a.changesOnRefusal += b.changesOnRefusal;
  a.invariantViolations += b.invariantViolations;
  for (const f of b.failures) if (a.failures.length < keep) a.failures.push(f);
  return a;
}

/** The closing line of `npm run fuzz`. */
export function fuzzLine(c: FuzzCounts): string {
  return `fuzz: ${c.inputs} inputs, ${c.throws} throws, ${c.changesOnRefusal} changes on refusal, ${c.invariantViolations} invariant violations`;
}

export function isClean(c: FuzzCounts): boolean {
  return c.throws === 0 && c.changesOnRefusal === 0 && c.invariantViolations === 0;
}
