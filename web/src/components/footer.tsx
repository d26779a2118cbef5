// The page's footer: where the card facts and images come from, and the language switch.

import { language, LANGUAGES, setLanguage, t, type Language } from "../i18n.ts";

/** The language of the pages, remembered; also in the table's bar, where the footer is out of sight. */
export function LanguageSwitch() {
  return (
    <label class="language-switch">
      {t("language.label")}{" "}
      <select value={language.value} onChange={(e) => setLanguage((e.currentTarget as HTMLSelectElement).value as Language)}>
        {LANGUAGES.map((l) => (
          <option key={l} value={l}>
            {t(`language.${l}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

export function Footer() {
  return (
    <footer class="page-footer">
      <LanguageSwitch />
      <p class="attribution">
        {t("footer.cardData")} {t("footer.wotc")}
      </p>
    </footer>
  );
}
