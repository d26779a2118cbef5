// i18next's `t` over the page's locale files (web/src/locales/<language>/<namespace>.json), for tests that translate
// without a browser: the same library and strings as the page, with no fallback from French to English, so a key
// French lacks shows as the key rather than as English.

import { readFileSync } from "node:fs";
import i18next from "i18next";

export type Language = "en" | "fr";
/** A `t` fixed to one language and namespace: keys are relative to the namespace. */
export type LocaleT = (key: string, options?: Readonly<Record<string, unknown>>) => string;

function strings(language: Language, namespace: string): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`../../web/src/locales/${language}/${namespace}.json`, import.meta.url), "utf8")) as Record<string, unknown>;
}

/** The English and French `t` of each namespace named. */
export async function localeT<N extends string>(...namespaces: readonly N[]): Promise<Record<N, Record<Language, LocaleT>>> {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries((["en", "fr"] as const).map((lng) => [lng, Object.fromEntries(namespaces.map((ns) => [ns, strings(lng, ns)]))]));
  await instance.init({ lng: "en", fallbackLng: false, resources, ns: [...namespaces], interpolation: { escapeValue: false } });
  const fixed = (lng: Language, ns: N): LocaleT => {
    const t = instance.getFixedT(lng, ns);
    return (key, options) => t(key, options as Record<string, unknown>) as string;
  };
  return Object.fromEntries(namespaces.map((ns) => [ns, { en: fixed("en", ns), fr: fixed("fr", ns) }])) as Record<N, Record<Language, LocaleT>>;
}
