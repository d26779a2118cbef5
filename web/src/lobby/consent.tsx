// Sitting at a sandbox table needs the player's agreement: its host chose every card in every zone. The server
// refuses a seat without it (SANDBOX_NOT_ACCEPTED); the page then says so and asks.

import { TableError } from "../../../client-sdk/index.ts";
import { t } from "../i18n.ts";

export function isConsentRequest(e: unknown): boolean {
  return e instanceof TableError && e.code === "SANDBOX_NOT_ACCEPTED";
}

export function SandboxConsent({ agree }: { agree: () => void }) {
  return (
    <span class="sandbox-consent">
      {t("lobby:sandbox.notice")}{" "}
      <button type="button" class="accept-sandbox" onClick={agree}>
        {t("lobby:sandbox.agree")}
      </button>
    </span>
  );
}
