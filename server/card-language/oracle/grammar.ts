// A small bidirectional grammar for Oracle text. Each piece reads values from text and writes the same text
// back from a value, so a compiled card can be rendered again and compared with its Oracle text: whatever
// the compiler didn't understand can't be silently dropped.

/** One way to read a value: the value, and where in the text reading stopped. */
export type Reading<T> = readonly [value: T, end: number];

type Read<T> = (text: string, at: number) => Iterable<Reading<T>>;
/** A writer, declared as a method so that a grammar of a narrower value is one of a wider value too (bivariance). */
type Write<T> = { write(value: T): string | null }["write"];

export class Grammar<T> {
  readonly #read: Read<T>;
  readonly #write: Write<T>;

  constructor(read: Read<T>, write: Write<T>) {
    this.#read = read;
    this.#write = write;
  }

  /** Every way to read a value from `text` starting at `at` (a grammar may be ambiguous; the caller picks). */
  read(text: string, at: number): Iterable<Reading<T>> {
    return this.#read(text, at);
  }

  /** The text that says `value`, or null when this grammar can't say it. */
  write(value: T): string | null {
    return this.#write(value);
  }

  /**
   * This grammar's values turned into another kind of value. `back` gives the value of this grammar that a value
   * came from, or undefined when this grammar can't say it (so `oneOf` tries the next). A method rather than a
   * function so that `back`'s tuples are typed against this grammar's own values.
   */
  as<B>(to: (a: T) => B, back: (b: B) => T | undefined): Grammar<B> {
    const outer: Grammar<T> = this;
    return new Grammar(
      function* (s, at) {
        for (const [v, end] of outer.read(s, at)) yield [to(v), end];
      },
      (value) => {
        const inner = back(value);
        return inner === undefined ? null : outer.write(inner);
      },
    );
  }
}

/** Exactly `text`; its value is nothing. */
export function lit(text: string): Grammar<null> {
  return new Grammar(
    function* (s, at) {
      if (s.startsWith(text, at)) yield [null, at + text.length];
    },
    () => text,
  );
}

/** Text matched by a regular expression at the reading point (anchored there), its value the text itself. */
export function pattern(re: RegExp): Grammar<string> {
  const anchored = new RegExp(`^(?:${re.source})`, re.flags.replace("g", ""));
  const whole = new RegExp(`^(?:${re.source})$`, re.flags.replace("g", ""));
  return new Grammar(
    function* (s, at) {
      const m = anchored.exec(s.slice(at));
      if (m) yield [m[0], at + m[0].length];
    },
    (text) => (whole.test(text) ? text : null),
  );
}

/** One of several fixed words or phrases, each standing for a value (longest first, so "first strike" beats "first"). */
export function words<T>(table: ReadonlyArray<readonly [text: string, value: T]>, same: (a: T, b: T) => boolean = Object.is): Grammar<T> {
  const sorted = [...table].sort((a, b) => b[0].length - a[0].length);
  return new Grammar(
    function* (s, at) {
      for (const [text, value] of sorted) if (s.startsWith(text, at)) yield [value, at + text.length];
    },
    (value) => table.find(([, v]) => same(v, value))?.[0] ?? null,
  );
}

/** Any of the grammars; a value is written by the first one that can say it. */
export function oneOf<T>(...options: readonly Grammar<T>[]): Grammar<T> {
  return new Grammar(
    function* (s, at) {
      for (const g of options) yield* g.read(s, at);
    },
    (value) => {
      for (const g of options) {
        const text = g.write(value);
        if (text !== null) return text;
      }
      return null;
    },
  );
}

type Part = string | Grammar<unknown>;
/** The values of a sequence's grammar parts, in order (its literal strings have none). */
export type ValuesOf<P extends readonly Part[]> = P extends readonly [infer H, ...infer R extends readonly Part[]]
  ? H extends Grammar<infer V>
    ? [V, ...ValuesOf<R>]
    : ValuesOf<R>
  : [];

/** The parts one after another: literal text, and grammars whose values make up the sequence's value. */
export function seq<const P extends readonly Part[]>(...parts: P): Grammar<ValuesOf<P>> {
  const grammars = parts.map((p) => (typeof p === "string" ? lit(p) : p));
  const carries = parts.map((p) => typeof p !== "string");
  function* from(s: string, at: number, i: number, values: unknown[]): Iterable<Reading<ValuesOf<P>>> {
    if (i === grammars.length) {
      yield [values as ValuesOf<P>, at];
      return;
    }
    for (const [v, end] of grammars[i]!.read(s, at)) yield* from(s, end, i + 1, carries[i] ? [...values, v] : values);
  }
  return new Grammar(
    (s, at) => from(s, at, 0, []),
    (values) => {
      let out = "";
      let k = 0;
      for (let i = 0; i < grammars.length; i++) {
        const text = carries[i] ? grammars[i]!.write(values[k++]) : (parts[i] as string);
        if (text === null) return null;
        out += text;
      }
      return out;
    },
  );
}

/** Zero or one: the value, or null when absent. */
export function optional<T>(g: Grammar<T>): Grammar<T | null> {
  return new Grammar<T | null>(
    function* (s, at) {
      yield* g.read(s, at);
      yield [null, at];
    },
    (value) => (value === null ? "" : g.write(value)),
  );
}

/** One or more of `item`, joined by `separator` (", " for "Flying, vigilance"); a list's value is an array. */
export function listOf<T>(item: Grammar<T>, separator: string): Grammar<T[]> {
  function* from(s: string, at: number, values: T[]): Iterable<Reading<T[]>> {
    for (const [v, end] of item.read(s, at)) {
      const next = [...values, v];
      if (separator !== "" || end > at) {
        if (s.startsWith(separator, end)) yield* from(s, end + separator.length, next);
      }
      yield [next, end];
    }
  }
  return new Grammar(
    (s, at) => from(s, at, []),
    (values) => {
      if (values.length === 0) return null;
      const texts = values.map((v) => item.write(v));
      return texts.every((t) => t !== null) ? texts.join(separator) : null;
    },
  );
}

/** A grammar defined later (for recursive phrases: an effect inside "you may [effect]"). */
export function lazy<T>(get: () => Grammar<T>): Grammar<T> {
  let g: Grammar<T> | null = null;
  return new Grammar(
    (s, at) => (g ??= get()).read(s, at),
    (value) => (g ??= get()).write(value),
  );
}

/** The first letter in upper case, as at the start of a sentence ("Target creature gets…"); reads only that. */
export function capitalized<T>(g: Grammar<T>): Grammar<T> {
  const isLetter = (c: string): boolean => c.toLowerCase() !== c.toUpperCase();
  return new Grammar(
    function* (s, at) {
      const c = s.charAt(at);
      if (!isLetter(c)) yield* g.read(s, at);
      else if (c === c.toUpperCase()) yield* g.read(s.slice(0, at) + c.toLowerCase() + s.slice(at + 1), at);
    },
    (value) => {
      const text = g.write(value);
      return text === null ? null : text.charAt(0).toUpperCase() + text.slice(1);
    },
  );
}

/** The values `g` reads from the whole of `text` (every complete reading). */
export function readAll<T>(g: Grammar<T>, text: string): T[] {
  const out: T[] = [];
  for (const [v, end] of g.read(text, 0)) if (end === text.length) out.push(v);
  return out;
}

/**
 * `left`, then `separator`, then `right`, where `left` reads exactly up to an occurrence of `separator`. `left` reads
 * a shorter text than the whole, so a grammar may be joined to itself ("[clause] and [clause]") without looping.
 */
export function before<A, B>(left: Grammar<A>, separator: string, right: Grammar<B>): Grammar<[A, B]> {
  return new Grammar<[A, B]>(
    function* (s, at) {
      for (let k = s.indexOf(separator, at); k >= 0; k = s.indexOf(separator, k + 1)) {
        const head = s.slice(0, k);
        for (const [a, end] of left.read(head, at)) {
          if (end !== k) continue;
          for (const [b, stop] of right.read(s, k + separator.length)) yield [[a, b], stop];
        }
      }
    },
    ([a, b]) => {
      const l = left.write(a);
      const r = right.write(b);
      return l === null || r === null ? null : l + separator + r;
    },
  );
}
