// Sitting at a sandbox table needs the player's agreement: its host chose every card in every zone. The
// server refuses a seat without it (SANDBOX_NOT_ACCEPTED); the page then says so and asks.

import { TableError } from "../../client-sdk/index.ts";
import { fill, h } from "./dom.ts";

/**
 * Shows the consent question in `where` when `e` is the server asking for it, with a button that runs
 * `agree`; returns whether it did.
 */
export function askSandboxConsent(e: unknown, where: HTMLElement, agree: () => void): boolean {
  if (!(e instanceof TableError) || e.code !== "SANDBOX_NOT_ACCEPTED") return false;
  fill(
    where,
    h(
      "span.sandbox-consent",
      null,
      "This table starts from a position its host set up: the host chose every card in every hand, library, graveyard and on the battlefield, and nothing is shuffled. ",
      h("button.accept-sandbox", { onclick: agree }, "I agree — take the seat"),
    ),
  );
  return true;
}
