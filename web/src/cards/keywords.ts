// Keyword abilities (702) in the reader's language, from the server's English words: "Flying", "Protection from
// red", "Hexproof from black", "Renown 1", "Morph {3}{B}", "Ward {2}" (server/card-language/keyword-abilities.ts
// writes them). The board lists a permanent's keywords and the log the ones an effect grants or removes; both read
// the words of the `keywords` namespace here. A word this page doesn't know stays as the server wrote it.
// Free of the page's i18next instance, so that a Node test can translate with any `t`.

/** i18next's `t` over the `keywords` namespace: keys are relative to it. */
export type KeywordTranslate = (key: string, options?: Readonly<Record<string, unknown>>) => string;

/** The keywords whose words follow a fixed head: "Protection from <quality>", "Renown <n>", "Ward <cost>". */
const WITH_PARAMETER: readonly [RegExp, string, "quality" | "n" | "cost"][] = [
  [/^Protection from (.+)$/, "protectionFrom", "quality"],
  [/^Hexproof from (.+)$/, "hexproofFrom", "quality"],
  [/^Bloodthirst (\d+)$/, "bloodthirst", "n"],
  [/^Renown (\d+)$/, "renown", "n"],
  [/^Morph (\{.+\})$/, "morph", "cost"],
  [/^Ward (\{.+\})$/, "ward", "cost"],
];

/** One keyword ability as the server writes it, in the reader's language. */
export function keywordText(t: KeywordTranslate, raw: string): string {
  for (const [pattern, key, parameter] of WITH_PARAMETER) {
    const m = pattern.exec(raw);
    if (!m) continue;
    if (parameter !== "quality") return t(`with.${key}`, { [parameter]: m[1], defaultValue: raw });
    // 702.16a: a quality is a color, a card type, "multicolored", "everything"… or a subtype, kept as written.
    const quality = t(`quality.${m[1]}`, { defaultValue: "" });
    return quality === "" ? raw : t(`with.${key}`, { quality, defaultValue: raw });
  }
  return t(`word.${raw}`, { defaultValue: raw });
}

/** A permanent's keywords as the server lists them ("Flying, Protection from red, Ward {2}"), in the reader's language. */
export function keywordList(t: KeywordTranslate, list: string): string {
  return list
    .split(", ")
    .map((k) => keywordText(t, k))
    .join(", ");
}
