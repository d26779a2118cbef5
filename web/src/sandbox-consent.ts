// The sandbox consent question on a page still built by hand (the table's join form).

import { createElement, render } from "preact";
import { isConsentRequest, SandboxConsent } from "./lobby/consent.tsx";

/**
 * Shows the consent question in `where` when `e` is the server asking for it, with a button that runs
 * `agree`; returns whether it did.
 */
export function askSandboxConsent(e: unknown, where: HTMLElement, agree: () => void): boolean {
  if (!isConsentRequest(e)) return false;
  // A fresh container each time: the page empties `where` by hand, which a mounted component wouldn't know.
  const container = document.createElement("span");
  render(createElement(SandboxConsent, { agree }), container);
  where.replaceChildren(container);
  return true;
}
