// The Oracle compiler's grammar pieces: each reads words into values and writes the same words back.

import { describe, expect, it } from "vitest";
import { capitalized, listOf, lit, oneOf, optional, pattern, readAll, seq, words } from "../../server/card-language/oracle/grammar.ts";

describe("the bidirectional grammar", () => {
  const n = pattern(/\d+/).as(
    (t) => Number(t),
    (v) => String(v),
  );

  it("a sequence reads the values of its grammar parts, in order, and writes the same text", () => {
    const g = seq("deals ", n, " damage to ", words([["any target", "any"] as const]));
    expect(readAll(g, "deals 3 damage to any target")).toEqual([[3, "any"]]);
    expect(g.write([3, "any"])).toBe("deals 3 damage to any target");
    expect(readAll(g, "deals 3 damage to target creature")).toEqual([]);
  });

  it("words prefer the longest match, and a value no word says can't be written", () => {
    const kw = words([
      ["first strike", "FS"],
      ["first", "F"],
    ] as const);
    expect([...kw.read("first strike", 0)][0]).toEqual(["FS", 12]);
    expect(kw.write("FS")).toBe("first strike");
    expect(words<string>([["a", "A"]]).write("B")).toBeNull();
  });

  it("oneOf writes with the first alternative that can say the value; as() maps values both ways", () => {
    const one = lit("a card").as(
      () => 1,
      (v) => (v === 1 ? null : undefined),
    );
    const many = seq(n, " cards").as(
      ([v]) => v,
      (v) => (v === 1 ? undefined : [v]),
    );
    const count = oneOf(one, many);
    expect(readAll(count, "a card")).toEqual([1]);
    expect(readAll(count, "3 cards")).toEqual([3]);
    expect(count.write(1)).toBe("a card");
    expect(count.write(3)).toBe("3 cards");
  });

  it("lists, optional parts, and a capitalized sentence start", () => {
    const kw = words([
      ["flying", "flying"],
      ["vigilance", "vigilance"],
    ] as const);
    const line = capitalized(listOf(kw, ", "));
    expect(readAll(line, "Flying, vigilance")).toEqual([["flying", "vigilance"]]);
    expect(line.write(["flying", "vigilance"])).toBe("Flying, vigilance");
    // A sentence must start with its capital letter.
    expect(readAll(line, "flying")).toEqual([]);
    const maybe = seq("gets +1/+1", optional(seq(" and has ", kw)));
    expect(readAll(maybe, "gets +1/+1")).toEqual([[null]]);
    expect(readAll(maybe, "gets +1/+1 and has flying")).toEqual([[["flying"]]]);
    expect(maybe.write([null])).toBe("gets +1/+1");
  });
});
