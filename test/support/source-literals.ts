// Reading the sentences a source file writes: the string and template literals of an expression, a template's
// `${…}` turned into its branches or a sample value, so that a test can check each has words in every language.

/** Index just past the string or template literal that opens at `i`. */
export function skipString(src: string, i: number): number {
  const quote = src[i];
  i++;
  while (src[i] !== quote) {
    if (src[i] === "\\") i += 2;
    else if (quote === "`" && src.startsWith("${", i)) i = skipCode(src, i + 2, "}");
    else i++;
  }
  return i + 1;
}

/** Index just past the `close` that ends the code starting at `i`. */
export function skipCode(src: string, i: number, close: string): number {
  let depth = 0;
  for (;;) {
    const c = src[i]!;
    if (c === '"' || c === "'" || c === "`") {
      i = skipString(src, i);
      continue;
    }
    if ("([{".includes(c)) depth++;
    else if (")]}".includes(c)) {
      if (depth === 0 && c === close) return i + 1;
      depth--;
    }
    i++;
  }
}

/** The expression starting at `i`: up to a comma, semicolon or closing bracket at its own level. */
export function expressionAt(src: string, i: number): string {
  let j = i;
  let depth = 0;
  for (;;) {
    const c = src[j]!;
    if (c === '"' || c === "'" || c === "`") {
      j = skipString(src, j);
      continue;
    }
    if ("([{".includes(c)) depth++;
    else if (")]}".includes(c)) {
      if (depth === 0) return src.slice(i, j);
      depth--;
    } else if ((c === "," || c === ";") && depth === 0) return src.slice(i, j);
    j++;
  }
}

/** The top-level literals of some code: the branches of a conditional when it has one, else every literal. */
export function literals(code: string): { list: string[]; type: boolean } {
  const found: { text: string; at: number }[] = [];
  let question = -1;
  let type = false;
  for (let i = 0; i < code.length; ) {
    const c = code[i]!;
    if (c === '"' || c === "'" || c === "`") {
      const end = skipString(code, i);
      found.push({ text: code.slice(i, end), at: i });
      i = end;
      continue;
    }
    if (c === "?" && code[i + 1] !== "." && question < 0) question = i;
    // `reason: "a" | "b"` is a type, not a value.
    if (c === "|" && code[i + 1] !== "|" && code[i - 1] !== "|") type = true;
    i++;
  }
  return { list: found.filter((f) => f.at > question).map((f) => f.text), type };
}

/** The sentences a literal can be: a template's `${…}` become its branches, or a sample value (a number where it counts). */
export function sentences(literal: string): string[] {
  if (!literal.startsWith("`")) return [JSON.parse(literal.startsWith("'") ? `"${literal.slice(1, -1).replaceAll('"', '\\"')}"` : literal) as string];
  let out = [""];
  const body = literal.slice(1, -1);
  for (let i = 0; i < body.length; ) {
    if (body.startsWith("${", i)) {
      const end = skipCode(body, i + 2, "}");
      const code = body.slice(i + 2, end - 1);
      const branches = literals(code).list.flatMap(sentences);
      const values = branches.length > 0 ? branches : [/value|amount|length|count|second|seat|\+/i.test(code) ? "3" : "Sample"];
      out = out.flatMap((s) => values.map((v) => s + v));
      i = end;
    } else {
      out = out.map((s) => s + body[i]);
      i++;
    }
  }
  return out;
}
