// French and English for every string of the pages, with i18next (a maintained library: plurals, interpolation,
// fallbacks; the page's own code only names keys). Each area of the page keeps its strings in its own namespace,
// one JSON file per language: web/src/locales/<language>/<namespace>.json. The language follows the browser until
// the player picks one, which is remembered; `language` is a signal, so components that call `t` show the change.

import { signal } from "@preact/signals";
import i18next, { type TOptions } from "i18next";

export const LANGUAGES = ["en", "fr"] as const;
export type Language = (typeof LANGUAGES)[number];

const STORAGE_KEY = "mtg-table:language";

/** Every namespace file of every language, bundled (they are small). */
const files = import.meta.glob<{ default: Record<string, unknown> }>("./locales/*/*.json", { eager: true });
const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, module] of Object.entries(files)) {
  const [, language, namespace] = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path)!;
  (resources[language!] ??= {})[namespace!] = module.default;
}

function isLanguage(x: unknown): x is Language {
  return LANGUAGES.includes(x as Language);
}

/** The player's choice, else the browser's first language we speak, else English. */
function initialLanguage(): Language {
  const chosen = globalThis.localStorage?.getItem(STORAGE_KEY);
  if (isLanguage(chosen)) return chosen;
  for (const tag of globalThis.navigator?.languages ?? []) {
    const base = tag.toLowerCase().split("-")[0];
    if (isLanguage(base)) return base;
  }
  return "en";
}

export const language = signal<Language>(initialLanguage());

await i18next.init({
  resources,
  lng: language.value,
  fallbackLng: "en",
  ns: Object.keys(resources.en ?? {}),
  defaultNS: "common",
  interpolation: { escapeValue: false },
  returnNull: false,
});
document.documentElement.lang = language.value;
// French "de" before a name: "le tour d'Ana", "le tour de Ben" (written `{{name, de}}` in the French strings).
i18next.services.formatter?.add("de", (value: unknown) => {
  const text = String(value);
  return /^[aeiouyàâäéèêëîïôöùûüœæ]/i.test(text) ? `d'${text}` : `de ${text}`;
});

export function setLanguage(next: Language): void {
  localStorage.setItem(STORAGE_KEY, next);
  void i18next.changeLanguage(next);
  document.documentElement.lang = next;
  language.value = next;
}

/**
 * The string of `key` ("namespace:key.path") in the current language. Reading `language` makes a component that
 * calls it render again when the player switches.
 */
export function t(key: string, options?: TOptions): string {
  void language.value;
  return i18next.t(key, options ?? {}) as string;
}
