// The link from a finished table to its replay, for the table's banner (a page still built by hand).

import { navigate } from "../app.ts";
import { t } from "../i18n.ts";

export function replayLink(code: string): HTMLAnchorElement {
  const a = document.createElement("a");
  a.className = "replay-link";
  a.href = `/replay/${code}`;
  a.textContent = t("replay:open");
  a.addEventListener("click", (e) => {
    e.preventDefault();
    navigate(a.pathname);
  });
  return a;
}
